import { ContainerModule, contribute, DashboardCards, definePlugin } from '@backoffice/kernel';
import { PartnersApi } from './api';
import { PartnersApiToken } from './tokens';

/** Partners: the list and the add/edit form (the README's worked example of a screen group). */
export default definePlugin({
  id: 'partners',
  title: 'Partners',
  nav: [{ group: 'Pages', label: 'Partners', path: '/partners', order: 50 }],
  routes: [
    { path: '/partners', screen: () => import('./screens/PartnersList') },
    { path: '/partners/edit', permission: 'content:write', screen: () => import('./screens/PartnerForm') },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(PartnersApiToken).to(PartnersApi).inSingletonScope();
  }),
  contributes: [contribute(DashboardCards, { key: 'partners', group: 'general', title: 'Partners', path: '/partners', order: 95 })],
});
