import { createToken } from '@backoffice/kernel';
import type { ProfileApi } from './api';

export const ProfileApiToken = createToken<ProfileApi>('profile/ProfileApi');
