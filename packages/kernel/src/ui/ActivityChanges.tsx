import { formatLocale } from '../i18n/format-locale';
import { englishText, useMessages, type Translate } from '../i18n/use-messages';
import type { ActivityChange, ActivityValue } from '@backoffice/contracts';
import { Typography } from 'antd';

/** A logged value as text: long or rich text arrives as its size and an excerpt. */
export function activityValueText(value: ActivityValue, t: Translate = englishText): string {
  if (value === null || value === '') return t('(empty)');
  if (
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as { size?: unknown }).size === 'number' &&
    'excerpt' in value
  ) {
    const text = value as { size: number; excerpt: string };
    return t('{{excerpt}} ({{size}} characters)', {
      excerpt: text.excerpt,
      size: text.size.toLocaleString(formatLocale()),
    });
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields an update changed, each with its value before and after (the Activity screen and History). */
export function ActivityChanges({ changes }: { changes: ActivityChange[] }) {
  const { t } = useMessages();
  if (changes.length === 0) return null;
  return (
    <table className="bo-activity-changes" style={{ borderCollapse: 'collapse', fontSize: 13 }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'start', paddingInlineEnd: 12 }}>{t('Field')}</th>
          <th style={{ textAlign: 'start', paddingInlineEnd: 12 }}>{t('Before')}</th>
          <th style={{ textAlign: 'start' }}>{t('After')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <td style={{ paddingInlineEnd: 12, verticalAlign: 'top' }}>
              <Typography.Text code>{change.field}</Typography.Text>
            </td>
            <td style={{ paddingInlineEnd: 12, verticalAlign: 'top' }}>
              <Typography.Text delete type="secondary">
                {activityValueText(change.before, t)}
              </Typography.Text>
            </td>
            <td style={{ verticalAlign: 'top' }}>
              <Typography.Text>{activityValueText(change.after, t)}</Typography.Text>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
