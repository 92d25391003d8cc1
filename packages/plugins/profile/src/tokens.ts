import { createToken } from '@backoffice/kernel';
import type { ProfileApi } from './api';
import type { PasskeysApi } from './passkeys-api';

export const ProfileApiToken = createToken<ProfileApi>('profile/ProfileApi');
export const PasskeysApiToken = createToken<PasskeysApi>('profile/PasskeysApi');
