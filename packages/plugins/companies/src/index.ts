import {
  ContainerModule,
  contribute,
  DashboardCards,
  definePlugin,
  PaletteActions,
  listStoreOf,
} from '@backoffice/kernel';
import { CompaniesApi } from './api';
import { CompaniesApiToken, CompaniesListStoreToken } from './tokens';
import { companiesMessages } from './messages';

/** Partner companies: the logo wall of the public site, in row order. */
export default definePlugin({
  id: 'companies',
  title: 'Companies',
  nav: [{ group: 'General', label: 'Companies', path: '/companies', order: 2 }],
  routes: [
    { path: '/companies', screen: () => import('./screens/CompaniesList') },
    {
      path: '/add-new-company',
      parent: '/companies',
      permission: 'content:write',
      screen: () => import('./screens/CompanyAdd'),
    },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(CompaniesApiToken).to(CompaniesApi).inSingletonScope();
    bind(CompaniesListStoreToken)
      .toDynamicValue(listStoreOf(CompaniesApiToken, (api) => api.list()))
      .inSingletonScope();
  }),
  stores: [CompaniesListStoreToken],
  messages: companiesMessages,
  contributes: [
    contribute(DashboardCards, {
      key: 'companies',
      group: 'general',
      title: 'Companies',
      path: '/companies',
      order: 2,
    }),
    contribute(PaletteActions, {
      key: 'add-company',
      label: 'Add company',
      path: '/add-new-company',
      keywords: ['new', 'logo'],
      permission: 'content:write',
    }),
  ],
});
