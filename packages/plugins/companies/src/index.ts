import { ContainerModule, contribute, DashboardCards, definePlugin } from '@backoffice/kernel';
import { CompaniesApi } from './api';
import { CompaniesApiToken } from './tokens';

/** Partner companies (admin spec §2): the logo wall of the public site, in row order. */
export default definePlugin({
  id: 'companies',
  title: 'Companies',
  nav: [{ group: 'General', label: 'Companies', path: '/companies', order: 2 }],
  routes: [
    { path: '/companies', screen: () => import('./screens/CompaniesList') },
    { path: '/add-new-company', permission: 'content:write', screen: () => import('./screens/CompanyAdd') },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(CompaniesApiToken).to(CompaniesApi).inSingletonScope();
  }),
  contributes: [contribute(DashboardCards, { key: 'companies', group: 'general', title: 'Companies', path: '/companies', order: 2 })],
});
