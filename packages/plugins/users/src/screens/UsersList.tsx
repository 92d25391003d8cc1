import { Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { AddButton, DeleteButton, EditButton, ListPage, Session, formatDate, useListController, useNavigate, useService } from '@backoffice/kernel';
import type { AdminUser } from '../api';
import { roleLabel } from '../roles';
import { UsersApiToken } from '../tokens';

const ROLE_COLOURS: Record<string, string> = { superAdmin: 'gold', admin: 'blue', editor: 'green', viewer: 'default' };
const fullName = (user: AdminUser) => `${user.FName} ${user.LName}`.trim();

/** /user-managment: every admin, searchable by name and email (the spec's search was a no-op). */
export default function UsersList() {
  const api = useService(UsersApiToken);
  const session = useService(Session);
  const navigate = useNavigate();
  const list = useListController<AdminUser>({
    load: () => api.list(),
    pageSize: 10,
    searchIn: (user) => [fullName(user), user.email],
    failureMessage: 'Error fetching users',
    remove: {
      confirm: (user) => `${fullName(user)} (${user.email}) will no longer be able to sign in. Are you sure you want to continue?`,
      title: 'Delete this user?', okText: 'Confirm', danger: true,
      run: (user) => api.remove(user._id),
      failureMessage: 'The user could not be deleted. Please try again.',
    },
  });

  const columns: TableColumnsType<AdminUser> = [
    { title: '#', key: 'index', width: 56, render: (_v, _user, index) => list.offset + index + 1 },
    { title: 'Full Name', key: 'name', render: (_v, user) => fullName(user) },
    { title: 'Email', key: 'email', render: (_v, user) => user.email },
    { title: 'Date Created', key: 'created', render: (_v, user) => formatDate(user.createdAt) },
    { title: 'Role', key: 'role', render: (_v, user) => <Tag color={ROLE_COLOURS[user.role]}>{roleLabel(user.role)}</Tag> },
  ];

  return (
    <ListPage<AdminUser>
      title="Users Management"
      actions={<AddButton permission="users:manage" onClick={() => navigate('/add-new-user')} />}
      list={list}
      search="Search by name or email"
      columns={columns}
      rowActionsPermission="users:manage"
      rowActions={(user) => {
        const isMe = user._id === session.user?.id;
        return (
          <Space>
            <EditButton iconOnly name={fullName(user)} onClick={() => navigate(`/add-new-user?id=${encodeURIComponent(user._id)}`)} />
            <DeleteButton iconOnly name={fullName(user)} disabled={isMe} tooltip={isMe ? 'You cannot delete your own account' : ''} onClick={() => void list.remove(user)} />
          </Space>
        );
      }}
      emptyText="No users yet."
      noMatchText="No user matches your search."
    />
  );
}
