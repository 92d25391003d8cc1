import { Button, Space, Tag, Tooltip } from 'antd';
import { LaptopOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  AddButton,
  DeleteButton,
  Dialogs,
  EditButton,
  ListPage,
  Session,
  formatDate,
  useListController,
  useMessages,
  useNavigate,
  useService,
  type ListColumn,
  observer,
} from '@backoffice/kernel';
import type { AdminUser } from '../api';
import { roleLabel } from '../roles';
import { UsersApiToken, UsersListStoreToken } from '../tokens';
import { TwoFactorRoles } from './TwoFactorRoles';

const ROLE_COLOURS: Record<string, string> = { superAdmin: 'gold', admin: 'blue', editor: 'green', viewer: 'default' };
const fullName = (user: AdminUser) => `${user.FName} ${user.LName}`.trim();

/** /user-managment: every admin, searchable by name and email (the spec's search was a no-op). */
export default observer(function UsersList() {
  const { t } = useMessages();
  const api = useService(UsersApiToken);
  const session = useService(Session);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const list = useListController<AdminUser>({
    store: useService(UsersListStoreToken),
    searchIn: (user) => [fullName(user), user.email],
    failureMessage: t('Error fetching users'),
    remove: {
      confirm: (user) =>
        t('{{name}} ({{email}}) will no longer be able to sign in. Are you sure you want to continue?', {
          name: fullName(user),
          email: user.email,
        }),
      title: t('Delete this user?'),
      okText: t('Confirm'),
      danger: true,
      run: (user) => api.remove(user._id),
      failureMessage: t('The user could not be deleted. Please try again.'),
    },
  });

  // On a phone a row keeps who it is (name, e-mail) and their role; '#' and the date go to its expansion.
  const columns: Array<ListColumn<AdminUser>> = [
    { title: '#', key: 'index', width: 56, phone: 'expand', render: (_v, _user, index) => list.offset + index + 1 },
    { title: 'Full Name', key: 'name', sortKey: 'FName', phone: 'show', render: (_v, user) => fullName(user) },
    { title: 'Email', key: 'email', sortKey: 'email', phone: 'show', truncate: true, render: (_v, user) => user.email },
    {
      title: 'Date Created',
      key: 'created',
      sortKey: 'createdAt',
      phone: 'expand',
      render: (_v, user) => formatDate(user.createdAt),
    },
    {
      title: 'Role',
      key: 'role',
      sortKey: 'role',
      phone: 'show',
      render: (_v, user) => <Tag color={ROLE_COLOURS[user.role]}>{t(roleLabel(user.role))}</Tag>,
    },
  ];
  // Super admins see who has a second factor (the list answers it to them only).
  const managesUsers = session.can('users:manage');
  if (managesUsers) {
    columns.push({
      title: 'Two-factor',
      key: 'secondFactor',
      phone: 'expand',
      render: (_v, user) => (user.secondFactor ? <Tag color="green">{t('On')}</Tag> : <Tag>{t('Off')}</Tag>),
    });
  }
  const resetTwoFactor = (user: AdminUser) =>
    dialogs.confirmAndRun(
      t(
        'Their authenticator app, passkeys and recovery codes are removed: {{name}} ({{email}}) will sign in with the password only, then set up a second factor again. The reset is recorded in the activity log.',
        { name: fullName(user), email: user.email },
      ),
      {
        title: t('Reset two-factor?'),
        okText: t('Reset'),
        danger: true,
        run: async () => {
          await api.resetTwoFactor(user._id);
          await list.reload();
        },
        failureMessage: t('The second factor could not be reset. Please try again.'),
        successMessage: t('Two-factor reset'),
      },
    );

  return (
    <ListPage<AdminUser>
      title={t('Users Management')}
      actions={
        <Space wrap>
          {managesUsers && <TwoFactorRoles />}
          <AddButton permission="users:manage" noun="User" to="/add-new-user" />
        </Space>
      }
      list={list}
      search={t('Search by name or email')}
      columns={columns}
      rowActionsPermission="users:manage"
      rowActions={(user) => {
        const isMe = user._id === session.user?.id;
        return (
          <Space>
            <EditButton
              iconOnly
              name={fullName(user)}
              onClick={() => navigate(`/add-new-user?id=${encodeURIComponent(user._id)}`)}
            />
            <Tooltip title={t('Sessions')}>
              <Button
                icon={<LaptopOutlined />}
                aria-label={t('Sessions of {{name}}', { name: fullName(user) })}
                onClick={() => navigate(`/user-sessions?id=${encodeURIComponent(user._id)}`)}
              />
            </Tooltip>
            <Tooltip
              title={
                isMe
                  ? t('Manage your own second factor in your profile')
                  : user.secondFactor
                    ? t('Reset two-factor')
                    : t('No second factor set up')
              }
            >
              <Button
                icon={<SafetyOutlined />}
                aria-label={t('Reset two-factor of {{name}}', { name: fullName(user) })}
                disabled={isMe || !user.secondFactor}
                onClick={() => void resetTwoFactor(user)}
              />
            </Tooltip>
            <DeleteButton
              iconOnly
              name={fullName(user)}
              disabled={isMe}
              tooltip={isMe ? t('You cannot delete your own account') : ''}
              onClick={() => void list.remove(user)}
            />
          </Space>
        );
      }}
      emptyText={t('No users yet.')}
      noMatchText={t('No user matches your search.')}
    />
  );
});
