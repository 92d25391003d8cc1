import { ContainerModule, contribute, DashboardCards, definePlugin } from '@backoffice/kernel';
import { PersonalDataApi } from './api';
import { PersonalDataStore } from './stores/personal-data-store';
import { PersonalDataApiToken, PersonalDataStoreToken } from './tokens';
import { personalDataMessages } from './messages';

/** Personal-data requests (admin and superAdmin): find, export, erase a person by e-mail; retention's count. */
export default definePlugin({
  id: 'personal-data',
  title: 'Personal data',
  nav: [{ group: 'Data', label: 'Personal data', path: '/personal-data', order: 5 }],
  routes: [{ path: '/personal-data', permission: 'data:manage', screen: () => import('./screens/PersonalDataScreen') }],
  messages: personalDataMessages,
  services: new ContainerModule(({ bind }) => {
    bind(PersonalDataApiToken).to(PersonalDataApi).inSingletonScope();
    bind(PersonalDataStoreToken).to(PersonalDataStore).inSingletonScope();
  }),
  stores: [PersonalDataStoreToken],
  contributes: [
    contribute(DashboardCards, {
      key: 'retention',
      group: 'data',
      title: 'Removed by retention (30 days)',
      path: '/personal-data',
      order: 9,
    }),
  ],
});
