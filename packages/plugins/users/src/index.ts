import { ContainerModule, contribute, DashboardCards, definePlugin, listStoreOf } from '@backoffice/kernel';
import { UsersApi } from './api';
import { UsersApiToken, UsersListStoreToken } from './tokens';
import { userRecordSearch } from './record-search';
import { usersMessages } from './messages';

/** User management: the admins list and the add/edit form. Managing needs `users:manage`. */
export default definePlugin({
  id: 'users',
  title: 'Users Management',
  nav: [{ group: 'General', label: 'Users Management', path: '/user-managment', order: 1 }],
  routes: [
    { path: '/user-managment', screen: () => import('./screens/UsersList') },
    // The spec's path keeps its spelling; the obvious one leads there too.
    { path: '/users', screen: () => import('./screens/UsersRedirect') },
    {
      path: '/add-new-user',
      parent: '/user-managment',
      permission: 'users:manage',
      screen: () => import('./screens/UserForm'),
    },
    {
      path: '/user-sessions',
      title: 'User Sessions',
      parent: '/user-managment',
      permission: 'users:manage',
      screen: () => import('./screens/UserSessions'),
    },
  ],
  messages: usersMessages,
  services: new ContainerModule(({ bind }) => {
    bind(UsersApiToken).to(UsersApi).inSingletonScope();
    bind(UsersListStoreToken)
      .toDynamicValue(listStoreOf(UsersApiToken, (api) => api.list()))
      .inSingletonScope();
  }),
  stores: [UsersListStoreToken],
  contributes: [
    contribute(DashboardCards, { key: 'users', group: 'general', title: 'Users', path: '/user-managment', order: 1 }),
    userRecordSearch,
  ],
});
