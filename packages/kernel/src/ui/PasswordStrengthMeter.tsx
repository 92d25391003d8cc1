import { Progress } from 'antd';
import { useMessages } from '../i18n/use-messages';
import { useMessageText } from '../i18n/message-text';
import type { PasswordStrength } from './use-password-strength';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];
const COLOURS = ['#cf1322', '#d4380d', '#d48806', '#389e0d', '#237804'];

/**
 * The strength of a new password as it is typed (see `usePasswordStrength`): a five-step bar, its label, and
 * why the password would be refused. Read out politely by screen readers as it changes. Shows `hint` while
 * nothing is typed.
 */
export function PasswordStrengthMeter({ strength, hint }: { strength: PasswordStrength; hint?: string }) {
  const { t } = useMessages();
  const messageText = useMessageText();
  const { score, problem } = strength;
  if (score === null && !problem) return hint ? <div style={{ opacity: 0.65, fontSize: 12 }}>{hint}</div> : null;
  const shown = score ?? 0;
  return (
    <div className="bo-password-strength" role="status" aria-live="polite" style={{ fontSize: 12, marginTop: 4 }}>
      <Progress
        percent={(shown + 1) * 20}
        steps={5}
        showInfo={false}
        strokeColor={COLOURS[shown]}
        size="small"
        aria-label={t('Password strength')}
      />
      <div>
        <span>{t('Strength: {{level}}', { level: score === null ? t('checking…') : t(LABELS[score]) })}</span>
        {problem && <div style={{ color: '#cf1322' }}>{messageText(problem)}</div>}
      </div>
    </div>
  );
}
