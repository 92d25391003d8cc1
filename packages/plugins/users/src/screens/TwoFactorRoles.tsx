import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Switch } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { errorMessage, useMessages, useService, type Role } from '@backoffice/kernel';
import { ROLE_OPTIONS } from '../roles';
import { UsersApiToken } from '../tokens';

/**
 * Super admins' role settings for two-factor sign-in: a role that requires a second factor sends its admins
 * without one to set it up right after their password, before they reach the app.
 */
export function TwoFactorRoles() {
  const { t } = useMessages();
  const api = useService(UsersApiToken);
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState<Record<Role, boolean> | null>(null);
  const [saving, setSaving] = useState<Role | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setError(null);
    api.twoFactorRoles().then(
      (answer) => current && setRoles(answer),
      (failure) => current && setError(errorMessage(failure, t('Failed to load the two-factor settings'))),
    );
    return () => {
      current = false;
    };
    // t changes with the language: the settings are not asked again for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, open]);

  const change = async (role: Role, required: boolean) => {
    setSaving(role);
    setError(null);
    try {
      setRoles(await api.setTwoFactorRole(role, required));
    } catch (failure) {
      setError(errorMessage(failure, t('The setting could not be saved')));
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <Button icon={<SafetyOutlined />} onClick={() => setOpen(true)}>
        {t('Two-factor rules')}
      </Button>
      <Modal
        open={open}
        title={t('Require a second factor')}
        footer={<Button onClick={() => setOpen(false)}>{t('Close')}</Button>}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={460}
      >
        <p>
          {t(
            'Admins of a role that requires it must use an authenticator app (or another second factor) to sign in. Those without one set it up right after their password.',
          )}
        </p>
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} />}
        <ul aria-label={t('Roles')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {ROLE_OPTIONS.map(({ value, label }) => (
            <li
              key={value}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                padding: '8px 0',
                borderBottom: '1px solid var(--ant-color-split, #f0f0f0)',
              }}
            >
              <span id={`two-factor-role-${value}`}>{t(label)}</span>

              <Switch
                aria-labelledby={`two-factor-role-${value}`}
                checked={roles?.[value] ?? false}
                disabled={!roles}
                loading={saving === value}
                checkedChildren={t('Required')}
                unCheckedChildren={t('Optional')}
                onChange={(required) => void change(value, required)}
              />
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
