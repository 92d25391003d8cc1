import { ContainerModule, definePlugin } from '@backoffice/kernel';
import { DashboardApi } from './api';
import { DashboardStore } from './stores/dashboard-store';
import { DashboardApiToken, DashboardStoreToken } from './tokens';
import { dashboardMessages } from './messages';

/**
 * The dashboard: the General and Data card groups. Every screen group contributes its
 * own card to the kernel's `DashboardCards` extension point, so a disabled plugin's card disappears.
 */
export default definePlugin({
  id: 'dashboard',
  title: 'Dashboard',
  nav: [{ label: 'Dashboard', path: '/dashboard', order: 0 }],
  routes: [{ path: '/dashboard', screen: () => import('./screens/DashboardScreen') }],
  messages: dashboardMessages,
  services: new ContainerModule(({ bind }) => {
    bind(DashboardApiToken).to(DashboardApi).inSingletonScope();
    bind(DashboardStoreToken).to(DashboardStore).inSingletonScope();
  }),
  stores: [DashboardStoreToken],
});
