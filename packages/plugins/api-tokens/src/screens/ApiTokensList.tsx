import { useState } from 'react';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import {
  AddButton,
  Dialogs,
  ListPage,
  Session,
  formatDate,
  observer,
  useListController,
  useMessages,
  useService,
  type ListColumn,
  formatDateTime,
  type Translate,
} from '@backoffice/kernel';
import type { ApiToken } from '../api';
import { roleLabel, scopeLabel } from '../labels';
import { ApiTokensApiToken, ApiTokensListStoreToken } from '../tokens';
import { CreateTokenDialog } from './CreateTokenDialog';
import { usePhone } from '../use-phone';

const dateTime = (iso: string) => formatDateTime(iso);

/** The columns, their cells in the admin's language. */
const columnsOf = (t: Translate): ListColumn<ApiToken>[] => [
  {
    title: 'Name',
    key: 'name',
    sortKey: 'name',
    phone: 'show',
    render: (_v, token) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text strong>{token.name}</Typography.Text>
        <Typography.Text type="secondary" code style={{ fontSize: 12 }}>{`${token.prefix}…`}</Typography.Text>
      </Space>
    ),
  },
  { title: 'Owner', key: 'owner', phone: 'expand', render: (_v, token) => token.owner.name || token.owner.email },
  {
    title: 'Role or scopes',
    key: 'access',
    phone: 'expand',
    render: (_v, token) => (
      <Space size={4} wrap>
        {token.role ? (
          <Tag color="blue">{t(roleLabel(token.role))}</Tag>
        ) : (
          token.scopes.map((scope) => <Tag key={scope}>{t(scopeLabel(scope))}</Tag>)
        )}
      </Space>
    ),
  },
  {
    title: 'Expires',
    key: 'expires',
    phone: 'show',
    render: (_v, token) =>
      token.expired ? (
        <Tag color="red">{t('Expired {{date}}', { date: formatDate(token.expiresAt) })}</Tag>
      ) : (
        formatDate(token.expiresAt)
      ),
  },
  {
    title: 'Last used',
    key: 'lastUsed',
    phone: 'expand',
    render: (_v, token) => (token.lastUsedAt ? dateTime(token.lastUsedAt) : t('Never')),
  },
  {
    title: 'Created',
    key: 'created',
    phone: 'expand',
    render: (_v, token) =>
      token.createdBy && token.createdBy !== token.owner.name
        ? t('{{date}} by {{name}}', { date: formatDate(token.createdAt), name: token.createdBy })
        : formatDate(token.createdAt),
  },
];

/**
 * /api-tokens: the tokens (an admin's own; every admin's for a super admin), with their grant, expiry and last
 * use; "Create token" shows the new secret once; Revoke asks first, naming the token, and stops it at once.
 */
export default observer(function ApiTokensList() {
  const { t } = useMessages();
  const columns = columnsOf(t);
  const api = useService(ApiTokensApiToken);
  const dialogs = useService(Dialogs);
  const session = useService(Session);
  const [creating, setCreating] = useState(false);
  // On a phone Revoke is a named icon, leaving the row's name and expiry room to be read.
  const phone = usePhone();
  const list = useListController<ApiToken>({
    store: useService(ApiTokensListStoreToken),
    searchIn: (token) => [token.name, token.prefix, token.owner.name, token.owner.email],
    failureMessage: t('Failed to load the API tokens. Please try again.'),
  });

  const revoke = async (token: ApiToken) => {
    const revoked = await dialogs.confirmAndRun(
      t(
        'The token "{{name}}" ({{prefix}}…) will stop working at once: scripts using it will be refused. This cannot be undone.',
        { name: token.name, prefix: token.prefix },
      ),
      {
        title: t('Revoke "{{name}}"?', { name: token.name }),
        okText: t('Revoke'),
        danger: true,
        run: () => api.revoke(token._id),
        failureMessage: t('The token could not be revoked. Please try again.'),
        successMessage: t('Revoked'),
      },
    );
    if (revoked) await list.reload();
  };

  return (
    <>
      <ListPage<ApiToken>
        title={t('API tokens')}
        actions={<AddButton permission="tokens:manage" noun="API Token" onClick={() => setCreating(true)} />}
        list={list}
        search={t('Search by name or owner')}
        columns={session.can('users:manage') ? columns : columns.filter((column) => column.key !== 'owner')}
        rowActionsPermission="tokens:manage"
        rowActions={(token) => {
          const button = (
            <Button
              danger
              icon={<StopOutlined />}
              aria-label={t('Revoke {{name}}', { name: token.name })}
              onClick={() => void revoke(token)}
            >
              {phone ? null : t('Revoke')}
            </Button>
          );
          return phone ? <Tooltip title={t('Revoke')}>{button}</Tooltip> : button;
        }}
        emptyText={t('No API tokens yet. Scripts and CI jobs call the API with one: Authorization: Bearer <token>.')}
        emptyAction={<AddButton permission="tokens:manage" noun="API Token" onClick={() => setCreating(true)} />}
        noMatchText={t('No token matches your search.')}
      />
      {creating && <CreateTokenDialog onCreated={() => void list.reload()} onClose={() => setCreating(false)} />}
    </>
  );
});
