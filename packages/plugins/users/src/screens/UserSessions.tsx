import { Button, Space, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { SessionSummary } from '@backoffice/contracts';
import {
  Dialogs,
  ListPage,
  Session,
  errorMessage,
  sessionColumns,
  useListController,
  useMessages,
  useNavigate,
  useRemoteRows,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import type { AdminUser } from '../api';
import { UsersApiToken } from '../tokens';

const LIST = '/user-managment';

/**
 * /user-sessions?id=: a super admin's view of one admin's live sessions (device, address, signed in, last seen),
 * with "End all sessions": every one of them is refused at once, on every server. Ending one's own this way signs
 * this browser out too.
 */
export default function UserSessions() {
  const { t } = useMessages();
  const api = useService(UsersApiToken);
  const dialogs = useService(Dialogs);
  const session = useService(Session);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const users = useRemoteRows<AdminUser>(
    async () => (await api.list()).filter((user) => user._id === id),
    t('Failed to load the user'),
  );
  const user = users.rows[0];
  const name = user ? `${user.FName} ${user.LName}`.trim() || user.email : '';
  const list = useListController<SessionSummary>({
    load: () => api.sessions(id),
    pageSize: 20,
    address: false,
    failureMessage: t('Failed to load the sessions'),
  });

  const endAll = async () => {
    const isMe = id === session.user?.id;
    const message = isMe
      ? t('All your sessions will end, this one included: you will be signed out.')
      : t(
          '{{name}} will be signed out everywhere at once. They can sign in again unless their account is changed or removed.',
          { name: name || t('This user') },
        );
    if (
      !(await dialogs.confirm(message, { title: t('End all sessions?'), okText: t('End all sessions'), danger: true }))
    )
      return;
    try {
      const ended = await dialogs.busy(api.endAllSessions(id));
      if (isMe) return void (await session.signOut());
      dialogs.success(t('{{count}} sessions ended', { count: ended }));
    } catch (failure) {
      await dialogs.error(errorMessage(failure, t('The sessions could not be ended. Please try again.')));
    }
    await list.reload();
  };

  return (
    <>
      <ListPage<SessionSummary>
        title={name ? t('Sessions of {{name}}', { name }) : t('User Sessions')}
        breadcrumb={[{ label: t('Users Management'), path: LIST }, { label: t('Sessions') }]}
        actions={
          <Button icon={<LogoutOutlined />} danger disabled={list.rows.length === 0} onClick={() => void endAll()}>
            {t('End all sessions')}
          </Button>
        }
        list={list}
        columns={sessionColumns()}
        rowKey={(row) => row.id}
        emptyText={t('No active sessions: this user is signed in nowhere.')}
      />
      <Space style={{ marginTop: 16 }} wrap>
        {user && <Typography.Text type="secondary">{user.email}</Typography.Text>}
        <Button onClick={() => navigate(LIST)}>{t('Back to Users Management')}</Button>
      </Space>
    </>
  );
}
