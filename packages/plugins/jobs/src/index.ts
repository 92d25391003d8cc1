import { ContainerModule, contribute, DashboardCards, definePlugin, listStoreOf } from '@backoffice/kernel';
import { JobsApi } from './api';
import { JobsApiToken, JobsListStoreToken } from './tokens';
import { jobsMessages } from './messages';

/** Jobs and career. Only the list exists so far; the add/edit form is still to be built. */
export default definePlugin({
  id: 'jobs',
  title: 'Jobs',
  nav: [{ group: 'Company', label: 'Career', path: '/company/career', order: 2 }],
  routes: [
    { path: '/company/career', screen: () => import('./screens/JobsList') },
    { path: '/company/career/update', permission: 'content:write', screen: () => import('./screens/JobForm') },
  ],
  messages: jobsMessages,
  services: new ContainerModule(({ bind }) => {
    bind(JobsApiToken).to(JobsApi).inSingletonScope();
    bind(JobsListStoreToken)
      .toDynamicValue(listStoreOf(JobsApiToken, (api) => api.list()))
      .inSingletonScope();
  }),
  stores: [JobsListStoreToken],
  contributes: [
    contribute(DashboardCards, { key: 'jobs', group: 'general', title: 'Jobs', path: '/company/career', order: 42 }),
  ],
});
