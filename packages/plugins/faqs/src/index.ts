import { ContainerModule, contribute, DashboardCards, definePlugin, listStoreOf } from '@backoffice/kernel';
import { FaqsApi } from './api';
import { FaqsApiToken, FaqsListStoreToken } from './tokens';
import { faqsMessages } from './messages';

/** FAQs: the list and the add/edit form (action add or edit in navigation state). */
export default definePlugin({
  id: 'faqs',
  title: 'FAQs',
  nav: [{ group: 'Pages', label: 'FAQs', path: '/faqs', order: 5 }],
  routes: [
    { path: '/faqs', screen: () => import('./screens/FaqsList') },
    { path: '/faq/edit', parent: '/faqs', permission: 'content:write', screen: () => import('./screens/FaqForm') },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(FaqsApiToken).to(FaqsApi).inSingletonScope();
    bind(FaqsListStoreToken)
      .toDynamicValue(listStoreOf(FaqsApiToken, (api) => api.list()))
      .inSingletonScope();
  }),
  stores: [FaqsListStoreToken],
  messages: faqsMessages,
  contributes: [contribute(DashboardCards, { key: 'faqs', group: 'general', title: 'FAQs', path: '/faqs', order: 30 })],
  // The command palette finds FAQs through the server's search (GET /api/search: drafts and every locale too).
});
