import { ContainerModule, definePlugin } from '@backoffice/kernel';
import { ActivityApi } from './api';
import { ActivityStore } from './stores/activity-store';
import { ActivityApiToken, ActivityStoreToken } from './tokens';
import { activityMessages } from './messages';

/** The activity log (admin and superAdmin): who changed what and when, filtered, paged on the server, exported. */
export default definePlugin({
  id: 'activity',
  title: 'Activity',
  nav: [{ group: 'General', label: 'Activity', path: '/activity', order: 3 }],
  routes: [{ path: '/activity', permission: 'data:manage', screen: () => import('./screens/ActivityList') }],
  messages: activityMessages,
  services: new ContainerModule(({ bind }) => {
    bind(ActivityApiToken).to(ActivityApi).inSingletonScope();
    bind(ActivityStoreToken).to(ActivityStore).inSingletonScope();
  }),
  stores: [ActivityStoreToken],
});
