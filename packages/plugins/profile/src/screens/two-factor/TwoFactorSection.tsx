import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Space, Tag, Tooltip } from 'antd';
import { errorMessage, useMessages, useService } from '@backoffice/kernel';
import type { TotpSetup, TwoFactorStatus } from '@backoffice/contracts';
import { ProfileApiToken } from '../../tokens';
import { ProofDialog } from './ProofDialog';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TotpSetupPanel } from './TotpSetupPanel';

type Panel = { kind: 'status' } | { kind: 'setup'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };
type Proof = 'disable' | 'renew' | null;

/**
 * The profile's "Two-factor authentication" section: set up an authenticator app (QR code, confirmed by a first
 * code), see and renew the recovery codes (shown once), and turn it off (with the password or a code) unless the
 * role requires it.
 */
export function TwoFactorSection() {
  const { t } = useMessages();
  const api = useService(ProfileApiToken);
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>({ kind: 'status' });
  const [proof, setProof] = useState<Proof>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const load = useCallback(async () => {
    try {
      setStatus(await api.twoFactorStatus());
      setLoadError(null);
    } catch (failure) {
      setLoadError(errorMessage(failure, t('Failed to load two-factor settings')));
    }
    // t changes with the language: the settings are not asked again for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const startSetup = async () => {
    setStarting(true);
    setActionError(null);
    try {
      setPanel({ kind: 'setup', setup: await api.startTotpSetup() });
    } catch (failure) {
      setActionError(errorMessage(failure, t('Could not start the set-up')));
    } finally {
      setStarting(false);
    }
  };

  const body = () => {
    if (loadError)
      return (
        <Alert
          type="error"
          showIcon
          title={loadError}
          action={
            <Button size="small" onClick={() => void load()}>
              {t('Retry')}
            </Button>
          }
        />
      );
    if (!status) return <p>{t('Loading…')}</p>;
    if (panel.kind === 'setup') {
      return (
        <TotpSetupPanel
          setup={panel.setup}
          onCancel={() => setPanel({ kind: 'status' })}
          onConfirm={async (code) => {
            const { recoveryCodes } = await api.confirmTotp(code);
            setPanel({ kind: 'codes', codes: recoveryCodes });
            void load();
          }}
        />
      );
    }
    if (panel.kind === 'codes')
      return <RecoveryCodesPanel codes={panel.codes} onDone={() => setPanel({ kind: 'status' })} />;
    // A passkey is a second factor of its own (the server then lets the authenticator app go).
    const hasPasskey = status.methods.includes('passkey');
    const lastRequiredFactor = status.required && !hasPasskey;
    return (
      <>
        {status.required && status.methods.length === 0 && (
          <Alert
            type="warning"
            showIcon
            title={t(
              'Your role requires two-factor authentication: set it up now, or you will be asked to at your next sign-in.',
            )}
            style={{ marginBottom: 12 }}
          />
        )}
        {actionError && <Alert type="error" showIcon title={actionError} role="alert" style={{ marginBottom: 12 }} />}
        <p>
          {t('Authenticator app:')} {status.totp ? <Tag color="green">{t('On')}</Tag> : <Tag>{t('Off')}</Tag>}
          {status.required && <Tag color="blue">{t('Required for your role')}</Tag>}
        </p>
        {hasPasskey && (
          <p>{t('Your passkeys are a second factor too: after the password, the sign-in offers “Use a passkey”.')}</p>
        )}
        {status.totp ? (
          <>
            <p>
              {t('Recovery codes left: {{left}} of {{total}}.', { left: status.recoveryCodesLeft, total: 10 })}
              {status.recoveryCodesLeft <= 3 && ` ${t('Make new ones before they run out.')}`}
            </p>
            <Space wrap>
              <Button onClick={() => setProof('renew')}>{t('New recovery codes')}</Button>
              <Tooltip title={lastRequiredFactor ? t('Your role requires a second factor') : undefined}>
                <Button danger disabled={lastRequiredFactor} onClick={() => setProof('disable')}>
                  {t('Turn off')}
                </Button>
              </Tooltip>
            </Space>
          </>
        ) : (
          <>
            <p>
              {t(
                'Sign in with your password and a code from an authenticator app on your phone, so a stolen password alone is not enough.',
              )}
            </p>
            <Button type="primary" loading={starting} onClick={() => void startSetup()}>
              {t('Set up authenticator app')}
            </Button>
          </>
        )}
      </>
    );
  };

  return (
    <Card title={t('Two-factor authentication')} style={{ marginTop: 24 }}>
      {body()}
      {proof && (
        <ProofDialog
          title={proof === 'disable' ? t('Turn off two-factor authentication') : t('Make new recovery codes')}
          okText={proof === 'disable' ? t('Turn off') : t('Make new codes')}

          danger={proof === 'disable'}
          onClose={() => setProof(null)}
          onSubmit={async (given) => {
            if (proof === 'disable') {
              await api.disableTotp(given);
              setPanel({ kind: 'status' });
            } else {
              const { recoveryCodes } = await api.renewRecoveryCodes(given);
              setPanel({ kind: 'codes', codes: recoveryCodes });
            }
            setProof(null);
            void load();
          }}
        />
      )}
    </Card>
  );
}
