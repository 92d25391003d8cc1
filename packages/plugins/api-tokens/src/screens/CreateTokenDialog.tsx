import { useEffect, useId, useState } from 'react';
import { Alert, Button, Checkbox, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import {
  Config,
  FormField,
  Session,
  errorField,
  errorMessage,
  observer,
  useMessages,
  useService,
  type Role,
} from '@backoffice/kernel';
import type { ApiTokenBody, ApiTokenScope, NewApiToken, TokenOwner } from '../api';
import { rolesWithin, SCOPE_OPTIONS, scopesWithin } from '../labels';
import { ApiTokensApiToken } from '../tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The expiry choices; the server allows at most 366 days ahead. */
const EXPIRY_OPTIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '366', label: '1 year' },
  { value: 'custom', label: 'On a date…' },
];
const MAX_DAYS = 366;

/** `YYYY-MM-DD` of a local day, for `<input type="date">`'s bounds. */
const dayText = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The expiry as RFC 3339: a preset from now, or the end of the chosen local day. */
function expiryOf(choice: string, customDay: string): string | null {
  if (choice !== 'custom') return new Date(Date.now() + Number(choice) * DAY_MS).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(customDay)) return null;
  const [year, month, day] = customDay.split('-').map(Number);
  const end = new Date(year, month - 1, day, 23, 59, 59);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

type Errors = Partial<Record<'name' | 'scopes' | 'expiresAt', string>>;

/**
 * Create a token: name, owner (super admins), a role or scopes within the owner's role, an expiry. On success
 * the dialog turns into the one view of the secret, with a copy button and a curl example; closing it loses
 * the secret for good.
 */
export const CreateTokenDialog = observer(function CreateTokenDialog({
  onCreated,
  onClose,
}: {
  onCreated: () => void;
  onClose: () => void;
}) {
  const { t } = useMessages();
  const api = useService(ApiTokensApiToken);
  const session = useService(Session);
  const config = useService(Config);
  const me = session.user;
  const forAnyone = session.can('users:manage');
  const [owners, setOwners] = useState<TokenOwner[]>([]);
  const [ownerId, setOwnerId] = useState(me?.id ?? '');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'scopes' | 'role'>('scopes');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [role, setRole] = useState<Role>('viewer');
  const [expiry, setExpiry] = useState('30');
  const [customDay, setCustomDay] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<NewApiToken | null>(null);
  const [copied, setCopied] = useState(false);
  const secretId = useId();
  const fieldId = useId();

  useEffect(() => {
    if (!forAnyone) return;
    let live = true;
    api.owners().then(
      (list) => live && setOwners(list),
      () => live && setOwners([]),
    );
    return () => {
      live = false;
    };
  }, [api, forAnyone]);

  const ownerRole =
    (forAnyone ? owners.find((owner) => owner.id === ownerId)?.role : undefined) ?? me?.role ?? 'viewer';
  const allowedScopes = scopesWithin(ownerRole);
  const allowedRoles = rolesWithin(ownerRole);

  const submit = async () => {
    const expiresAt = expiryOf(expiry, customDay);
    const found: Errors = {};
    if (!name.trim()) found.name = t('Please give the token a name');
    if (kind === 'scopes' && scopes.length === 0) found.scopes = t('Choose at least one scope');
    if (!expiresAt) found.expiresAt = t('Choose the day it expires');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: ApiTokenBody = {
      name: name.trim(),
      expiresAt: expiresAt!,
      ...(kind === 'role' ? { role } : { scopes: scopes.filter((scope) => allowedScopes.includes(scope)) }),
      ...(forAnyone && ownerId && ownerId !== me?.id ? { ownerId } : {}),
    };
    setSaving(true);
    setFailure(null);
    try {
      setCreated(await api.create(body));
      onCreated();
    } catch (error) {
      const message = errorMessage(error, t('The token could not be created. Please try again.'));
      const field = errorField(error);
      if (field === 'name' || field === 'expiresAt' || field === 'scopes') setErrors({ [field]: message });
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
    } catch {
      // Without clipboard access (an insecure origin), select the text so Ctrl+C copies it.
      (document.getElementById(secretId) as HTMLInputElement | null)?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };

  if (created) {
    const base = new URL(config.apiBaseUrl ?? '/api', window.location.origin).href.replace(/\/$/, '');
    return (
      <Modal
        open
        title={t('Token "{{name}}" created', { name: created.name })}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('Done')}
          </Button>
        }
        width={560}
        destroyOnHidden
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type="warning"
            showIcon
            title={t('Copy this token now: it will not be shown again.')}
            description={t('Only a fingerprint of it is kept. If it is lost, revoke it and create another.')}
          />
          <div>
            <label htmlFor={secretId}>
              <Typography.Text strong>{t('Your new API token')}</Typography.Text>
            </label>
            <Space.Compact style={{ width: '100%', marginTop: 4 }}>
              <Input
                id={secretId}
                readOnly
                value={created.token}
                onFocus={(event) => event.target.select()}
                style={{ fontFamily: 'monospace' }}
                aria-describedby={`${secretId}-help`}
              />
              <Button icon={<CopyOutlined />} onClick={() => void copy()}>
                {copied ? t('Copied') : t('Copy')}
              </Button>
            </Space.Compact>
          </div>
          <div id={`${secretId}-help`}>
            <Typography.Text type="secondary">{t('Send it with every request, for example:')}</Typography.Text>
            <Typography.Paragraph
              code
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', marginTop: 4, marginBottom: 0 }}
            >
              {`curl -H "Authorization: Bearer $BO_TOKEN" ${base}/admin/profile`}
            </Typography.Paragraph>
          </div>
        </Space>
      </Modal>
    );
  }

  const customInput = expiry === 'custom' && (
    <Input
      type="date"
      aria-label={t('Expiry date')}
      min={dayText(new Date(Date.now() + DAY_MS))}
      max={dayText(new Date(Date.now() + (MAX_DAYS - 1) * DAY_MS))}
      value={customDay}
      onChange={(event) => setCustomDay(event.target.value)}
      style={{ marginTop: 8 }}
    />
  );

  return (
    <Modal
      open
      title={t('Create API token')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('Create token')}
      confirmLoading={saving}
      width={560}
      destroyOnHidden
    >
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        {failure && <Alert type="error" showIcon title={failure} />}
        <FormField
          id={`${fieldId}-name`}
          label={t('Name')}
          required
          error={errors.name}
          help={t(
            'What the token is for, e.g. “Nightly import”. Its writes appear under this name in the activity log.',
          )}
        >
          <Input
            id={`${fieldId}-name`}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => void submit()}
          />
        </FormField>
        {forAnyone && (
          <FormField
            id={`${fieldId}-owner`}
            label={t('Owner')}
            help={t('The token can never do more than its owner’s role allows.')}
          >
            <Select
              id={`${fieldId}-owner`}
              style={{ width: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
              value={ownerId}
              onChange={(value: string) => setOwnerId(value)}
              options={(owners.length > 0
                ? owners
                : me
                  ? [{ id: me.id, name: `${me.FName} ${me.LName}`.trim(), email: me.email, role: me.role }]
                  : []
              ).map((owner) => ({
                value: owner.id,
                label: `${owner.name} (${owner.email})`,
              }))}
            />
          </FormField>
        )}
        <fieldset
          className={errors.scopes ? 'bo-field bo-field-invalid' : 'bo-field'}
          style={{ border: 0, margin: 0, padding: 0 }}
        >
          <legend className="bo-field-label" style={{ fontWeight: 500, padding: 0 }}>
            {t('Access')}
          </legend>
          <Radio.Group
            aria-label={t('Access')}
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            options={[
              { value: 'scopes', label: t('Scopes') },
              { value: 'role', label: t('A role') },
            ]}
          />
          <div style={{ marginTop: 8 }}>
            {kind === 'scopes' ? (
              <Checkbox.Group
                value={scopes}
                onChange={(values) => setScopes(values as ApiTokenScope[])}
                style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
              >
                {SCOPE_OPTIONS.map((option) => (
                  <Checkbox key={option.value} value={option.value} disabled={!allowedScopes.includes(option.value)}>
                    <Typography.Text strong>{t(option.label)}</Typography.Text>{' '}
                    <Typography.Text type="secondary">{t(option.help)}</Typography.Text>
                  </Checkbox>
                ))}
              </Checkbox.Group>
            ) : (
              <Select
                aria-label={t('Role')}
                value={allowedRoles.some((option) => option.value === role) ? role : undefined}
                onChange={(value: Role) => setRole(value)}
                options={allowedRoles.map((option) => ({ ...option, label: t(option.label) }))}
                style={{ width: '100%' }}
              />
            )}
          </div>
          {errors.scopes && <div className="bo-field-error">{errors.scopes}</div>}
        </fieldset>
        <FormField id={`${fieldId}-expires`} label={t('Expires')} error={errors.expiresAt}>
          <Select
            id={`${fieldId}-expires`}
            value={expiry}
            onChange={(value: string) => setExpiry(value)}
            options={EXPIRY_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            style={{ width: '100%' }}
          />

          {customInput}
        </FormField>
      </Space>
    </Modal>
  );
});
