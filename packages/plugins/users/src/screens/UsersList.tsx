import { useCallback } from 'react';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Can, Dialogs, ListPage, Session, formatDate, useClientList, useNavigate, usePermission, useRemoteRows, useService } from '@backoffice/kernel';
import type { AdminUser } from '../api';
import { roleLabel } from '../roles';
import { UsersApiToken } from '../tokens';

const PAGE_SIZE = 10;
const ROLE_COLOURS: Record<string, string> = { superAdmin: 'gold', admin: 'blue', editor: 'green', viewer: 'default' };
const fullName = (user: AdminUser) => `${user.FName} ${user.LName}`.trim();

/** /user-managment: every admin, searchable by name and email (the spec's search was a no-op). */
export default function UsersList() {
  const api = useService(UsersApiToken);
  const dialogs = useService(Dialogs);
  const session = useService(Session);
  const navigate = useNavigate();
  const canManage = usePermission('users:manage');
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Error fetching users');
  const searchIn = useCallback((user: AdminUser) => [fullName(user), user.email], []);
  const list = useClientList(rows, { pageSize: PAGE_SIZE, searchIn });

  const remove = async (user: AdminUser) => {
    const removed = await dialogs.confirmAndRun(`${fullName(user)} (${user.email}) will no longer be able to sign in. Are you sure you want to continue?`, {
      title: 'Delete this user?', okText: 'Confirm', danger: true,
      run: () => api.remove(user._id),
      failureMessage: 'The user could not be deleted. Please try again.',
    });
    if (removed) await reload();
  };

  const columns: TableColumnsType<AdminUser> = [
    { title: '#', key: 'index', width: 56, render: (_v, _user, index) => list.offset + index + 1 },
    { title: 'Full Name', key: 'name', render: (_v, user) => fullName(user) },
    { title: 'Email', key: 'email', render: (_v, user) => user.email },
    { title: 'Date Created', key: 'created', render: (_v, user) => formatDate(user.createdAt) },
    { title: 'Role', key: 'role', render: (_v, user) => <Tag color={ROLE_COLOURS[user.role]}>{roleLabel(user.role)}</Tag> },
  ];
  if (canManage) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_v, user) => {
        const isMe = user._id === session.user?.id;
        return (
          <Space>
            <Button icon={<EditOutlined />} aria-label={`Edit ${fullName(user)}`} onClick={() => navigate('/add-new-user', { state: { user } })} />
            <Tooltip title={isMe ? 'You cannot delete your own account' : undefined}>
              <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${fullName(user)}`} disabled={isMe} onClick={() => void remove(user)} />
            </Tooltip>
          </Space>
        );
      },
    });
  }

  return (
    <ListPage
      title="Users Management"
      actions={
        <Can permission="users:manage">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/add-new-user')}>
            Add New
          </Button>
        </Can>
      }
      search={{ placeholder: 'Search by name or email', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(user) => user._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={loading}
      error={error}
      onRetry={() => void reload()}
      emptyText={list.query ? 'No user matches your search.' : 'No users yet.'}
    />
  );
}
