import { contribute, matchesQuery, RecordSearches } from '@backoffice/kernel';
import { UsersApiToken } from './tokens';

/** Admin accounts in the command palette: by name or e-mail, opening the account's edit address. */
export const userRecordSearch = contribute(RecordSearches, {
  key: 'users',
  label: 'Users',
  permission: 'users:manage',
  search: async (query, resolve) => {
    const users = await resolve(UsersApiToken).list();
    return users
      .filter((user) => matchesQuery(`${user.FName} ${user.LName} ${user.email}`, query))
      .map((user) => ({
        title: `${user.FName} ${user.LName}`.trim() || user.email,
        description: user.email,
        path: `/add-new-user?id=${encodeURIComponent(user._id)}`,
      }));
  },
});
