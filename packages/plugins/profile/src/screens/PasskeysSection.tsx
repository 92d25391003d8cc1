import { useCallback, useEffect, useId, useState } from 'react';
import { Alert, Button, Card, Input, Modal, Space, Table, Typography } from 'antd';
import {
  Dialogs,
  errorMessage,
  formatDate,
  passkeyErrorMessage,
  useMessages,
  useService,
  type Translate,
} from '@backoffice/kernel';
import type { Passkey } from '../passkeys-api';
import { PasskeysApiToken } from '../tokens';
import { RecoveryCodesPanel } from './two-factor/RecoveryCodesPanel';

const NAME_MAX = 60;

/** The name field's dialog: adding asks for a name before the browser's prompt, renaming edits it. */
type Naming = { kind: 'add'; name: string } | { kind: 'rename'; passkey: Passkey; name: string };

/** A name suggestion from the browser this is added on ("Passkey on Mac"), editable. */
function suggestedName(count: number, t: Translate): string {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ||
    navigator.platform ||
    '';
  const device = /mac/i.test(platform)
    ? 'Mac'
    : /win/i.test(platform)
      ? 'Windows'
      : /iphone|ipad/i.test(platform)
        ? 'iPhone'
        : /android/i.test(platform)
          ? 'Android'
          : /linux/i.test(platform)
            ? 'Linux'
            : '';
  return device ? t('Passkey on {{device}}', { device }) : t('Passkey {{number}}', { number: count + 1 });
}

/**
 * The own passkeys on the profile screen: name, when added, when last used; add one (the browser creates it
 * after a name is given), rename, remove. Each passkey can then sign in without a password.
 */
export function PasskeysSection() {
  const { t } = useMessages();
  const api = useService(PasskeysApiToken);
  const dialogs = useService(Dialogs);
  const nameId = useId();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [naming, setNaming] = useState<Naming | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  /** Recovery codes made with the first second factor, shown once. */
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setPasskeys(await api.list());
    } catch (error) {
      setLoadError(errorMessage(error, t('Failed to load your passkeys')));
    }
    // t changes with the language: the passkeys are not asked again for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const supported = typeof window.PublicKeyCredential === 'function';

  const saveName = async () => {
    if (!naming) return;
    const name = naming.name.trim();
    if (!name) {
      setNameError(t('Please give the passkey a name'));
      return;
    }
    setWorking(true);
    try {
      if (naming.kind === 'add') {
        const added = await api.add(name);
        dialogs.success(t('Passkey added'));
        if (added.recoveryCodes) setRecoveryCodes(added.recoveryCodes);
      } else {
        await api.rename(naming.passkey, name);
        dialogs.success(t('Passkey renamed'));
      }
      setNaming(null);
      await load();
    } catch (error) {
      setNameError(
        naming.kind === 'add'
          ? passkeyErrorMessage(error, t('The passkey could not be added'))
          : errorMessage(error, t('The passkey could not be renamed')),
      );
    } finally {
      setWorking(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    const sure = await dialogs.confirm(
      t(
        'Remove the passkey "{{name}}"? It will no longer sign you in. Remove it from your device or password manager too.',
        { name: passkey.name },
      ),
      {
        title: t('Remove passkey'),
        okText: t('Remove'),
        danger: true,
      },
    );
    if (!sure) return;
    try {
      await dialogs.busy(api.remove(passkey));
      dialogs.success(t('Passkey removed'));
    } catch (error) {
      await dialogs.error(errorMessage(error, t('The passkey could not be removed')));
    }
    await load();
  };

  const open = (next: Naming) => {
    setNameError(null);
    setNaming(next);
  };

  return (
    <Card
      title={t('Passkeys')}
      style={{ marginTop: 24 }}
      extra={
        <Button
          type="primary"
          disabled={!supported || passkeys === null}
          onClick={() => open({ kind: 'add', name: suggestedName(passkeys?.length ?? 0, t) })}
        >
          {t('Add a passkey')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(
          'A passkey signs you in with your fingerprint, face or device PIN instead of your password. It stays on your device or in your password manager; this site keeps only its public key.',
        )}
      </Typography.Paragraph>
      {!supported && (
        <Alert type="info" showIcon title={t('This browser does not support passkeys.')} style={{ marginBottom: 16 }} />
      )}
      {recoveryCodes ? (
        <>
          <Typography.Paragraph>
            {t('This passkey is your first second factor. If you lose it, a recovery code signs you in instead.')}
          </Typography.Paragraph>
          <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        </>
      ) : loadError ? (
        <Alert
          type="error"
          showIcon
          title={loadError}
          action={<Button onClick={() => void load()}>{t('Retry')}</Button>}
        />
      ) : (
        <Table<Passkey>
          rowKey="_id"
          size="middle"
          loading={passkeys === null}
          dataSource={passkeys ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          // antd's placeholder grey is too faint on the dark theme (axe): secondary text instead.
          locale={{ emptyText: <Typography.Text type="secondary">{t('No passkeys yet')}</Typography.Text> }}
          columns={[
            { title: t('Name'), dataIndex: 'name', key: 'name' },
            {
              title: t('Added'),
              key: 'createdAt',
              responsive: ['md'],
              render: (_value, passkey) => formatDate(passkey.createdAt),
            },
            {
              title: t('Last used'),
              key: 'lastUsed',
              render: (_value, passkey) => (passkey.lastUsed ? formatDate(passkey.lastUsed) : t('Never')),
            },
            {
              title: t('Actions'),
              key: 'actions',
              render: (_value, passkey) => (
                <Space size="small">
                  <Button
                    size="small"
                    aria-label={t('Rename {{name}}', { name: passkey.name })}
                    onClick={() => open({ kind: 'rename', passkey, name: passkey.name })}
                  >
                    {t('Rename')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={t('Remove {{name}}', { name: passkey.name })}
                    onClick={() => void remove(passkey)}
                  >
                    {t('Remove')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={naming !== null}
        title={naming?.kind === 'rename' ? t('Rename passkey') : t('Add a passkey')}
        okText={naming?.kind === 'rename' ? t('Save') : t('Continue')}
        confirmLoading={working}
        onOk={() => void saveName()}
        onCancel={() => !working && setNaming(null)}
        destroyOnHidden
      >
        <label htmlFor={nameId} style={{ display: 'block', marginBottom: 8 }}>
          {t('Name')}
        </label>
        <Input
          id={nameId}
          value={naming?.name ?? ''}
          maxLength={NAME_MAX}
          status={nameError ? 'error' : undefined}
          onChange={(event) => naming && setNaming({ ...naming, name: event.target.value })}
          onPressEnter={() => void saveName()}
        />
        {naming?.kind === 'add' && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t(
              'A name that says where the passkey lives, e.g. "Work laptop" or "Phone". Your browser asks for the passkey next.',
            )}
          </Typography.Paragraph>
        )}
        {nameError && (
          <div role="alert" style={{ marginTop: 8, color: 'var(--ant-color-error, #ff4d4f)' }}>
            {nameError}
          </div>
        )}
      </Modal>
    </Card>
  );
}
