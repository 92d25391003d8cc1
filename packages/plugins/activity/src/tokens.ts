import { createToken } from '@backoffice/kernel';
import type { ActivityApi } from './api';

export const ActivityApiToken = createToken<ActivityApi>('activity/ActivityApi');
