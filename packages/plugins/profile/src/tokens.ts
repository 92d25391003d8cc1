import { createToken, type ListStore } from '@backoffice/kernel';
import type { SessionSummary } from '@backoffice/contracts';
import type { ProfileApi } from './api';
import type { PasskeysApi } from './passkeys-api';

export const ProfileApiToken = createToken<ProfileApi>('profile/ProfileApi');
export const PasskeysApiToken = createToken<PasskeysApi>('profile/PasskeysApi');
/** The signed-in admin's sessions list state, this device first. */
export const SessionsListStoreToken = createToken<ListStore<SessionSummary>>('profile/SessionsListStore');
