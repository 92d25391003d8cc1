import { ContainerModule, contribute, DashboardCards, definePlugin, listStoreOf } from '@backoffice/kernel';
import { PricingApi } from './api';
import { PricingApiToken, PricingListStoreToken } from './tokens';
import { pricingMessages } from './messages';

/** Pricing plans: the list and the plan editor. */
export default definePlugin({
  id: 'pricing',
  title: 'Pricing',
  nav: [{ group: 'Pages', label: 'Pricing', path: '/pricing', order: 2 }],
  routes: [
    { path: '/pricing', screen: () => import('./screens/PricingList') },
    { path: '/pricing/edit-pricing', permission: 'content:write', screen: () => import('./screens/PricingEditor') },
  ],
  messages: pricingMessages,
  services: new ContainerModule(({ bind }) => {
    bind(PricingApiToken).to(PricingApi).inSingletonScope();
    bind(PricingListStoreToken)
      .toDynamicValue(listStoreOf(PricingApiToken, (api) => api.list()))
      .inSingletonScope();
  }),
  stores: [PricingListStoreToken],
  contributes: [
    contribute(DashboardCards, {
      key: 'pricing',
      group: 'general',
      title: 'Pricing plans',
      path: '/pricing',
      order: 40,
    }),
  ],
});
