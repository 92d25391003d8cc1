import { createToken } from '@backoffice/kernel';
import type { DashboardApi } from './api';

export const DashboardApiToken = createToken<DashboardApi>('dashboard/DashboardApi');
