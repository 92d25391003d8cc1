import { createToken } from '@backoffice/kernel';
import type { ActivityApi } from './api';
import type { ActivityStore } from './stores/activity-store';

export const ActivityApiToken = createToken<ActivityApi>('activity/ActivityApi');
export const ActivityStoreToken = createToken<ActivityStore>('activity/ActivityStore');
