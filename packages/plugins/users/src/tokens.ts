import { createToken } from '@backoffice/kernel';
import type { UsersApi } from './api';

export const UsersApiToken = createToken<UsersApi>('users/UsersApi');
