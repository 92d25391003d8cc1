import { createToken } from '@backoffice/kernel';
import type { DashboardApi } from './api';
import type { DashboardStore } from './stores/dashboard-store';

export const DashboardApiToken = createToken<DashboardApi>('dashboard/DashboardApi');
export const DashboardStoreToken = createToken<DashboardStore>('dashboard/DashboardStore');
