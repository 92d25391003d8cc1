import { Button, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { SessionSummary } from '@backoffice/contracts';
import {
  Dialogs,
  ListPage,
  observer,
  Session,
  errorMessage,
  sessionColumns,
  useListController,
  useMessages,
  useService,
} from '@backoffice/kernel';
import { ProfileApiToken, SessionsListStoreToken } from '../tokens';

/**
 * /sessions: the signed-in admin's live sessions, this device first marked, each with its browser and system, the
 * address it signed in from and when it was last used; any of them can be ended (this one signs out), or all the
 * others at once. An ended session is refused at once by every server.
 */
export default observer(function Sessions() {
  const api = useService(ProfileApiToken);
  const dialogs = useService(Dialogs);
  const session = useService(Session);
  const { t } = useMessages();
  const list = useListController<SessionSummary>({
    store: useService(SessionsListStoreToken),
    pageSize: 20,
    address: false,
    failureMessage: t('Failed to load your sessions'),
    remove: {
      title: (row) => (row.current ? t('Sign out this device?') : t('End this session?')),
      confirm: (row) =>
        row.current
          ? t('This is the device you are using: you will be signed out here.')
          : t('{{device}} ({{address}}) will be signed out at once.', {
              device: row.device ?? t('This device'),
              address: row.ip ?? t('unknown address'),
            }),
      okText: t('End session'),
      danger: true,
      run: async (row) => {
        await api.endSession(row.id);
        if (row.current) await session.signOut();
      },
      failureMessage: t('The session could not be ended. Please try again.'),
    },
  });
  const others = list.rows.filter((row) => !row.current).length;

  const endOthers = async () => {
    if (
      !(await dialogs.confirm(
        t('Your {{count}} other sessions will be signed out at once. This device stays signed in.', { count: others }),
        { title: t('Sign out everywhere else?'), okText: t('Sign out others'), danger: true },
      ))
    )
      return;
    try {
      const ended = await dialogs.busy(api.endOtherSessions());
      dialogs.success(t('{{count}} other sessions ended', { count: ended }));
    } catch (failure) {
      await dialogs.error(errorMessage(failure, t('The sessions could not be ended. Please try again.')));
    }
    await list.reload();
  };

  return (
    <>
      <ListPage<SessionSummary>
        title={t('Sessions')}
        breadcrumb={[{ label: t('Dashboard'), path: '/dashboard' }, { label: t('Sessions') }]}
        actions={
          <Button icon={<LogoutOutlined />} danger disabled={others === 0} onClick={() => void endOthers()}>
            {t('Sign out other sessions')}
          </Button>
        }
        list={list}
        columns={sessionColumns()}
        rowKey={(row) => row.id}
        rowActionsPermission="read"
        rowActions={(row) => (
          <Button
            size="small"
            danger
            onClick={() => void list.remove(row)}
            aria-label={
              row.current
                ? t('Sign out this device')
                : t('End the session on {{device}}', { device: row.device ?? t('this device') })
            }
          >
            {row.current ? t('Sign out') : t('End')}
          </Button>
        )}
        emptyText={t('No active sessions.')}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('A session ends after 7 days, or sooner when unused; last seen is kept to within five minutes.')}
      </Typography.Paragraph>
    </>
  );
});
