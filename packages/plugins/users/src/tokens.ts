import { createToken, type ListStore } from '@backoffice/kernel';
import type { AdminUser, UsersApi } from './api';

export const UsersApiToken = createToken<UsersApi>('users/UsersApi');
/** The admin user list's state: its rows, query, selection, loading and error. */
export const UsersListStoreToken = createToken<ListStore<AdminUser>>('users/UsersListStore');
