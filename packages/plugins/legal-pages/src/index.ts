import {
  ContainerModule,
  contribute,
  DashboardCards,
  definePlugin,
  PaletteActions,
  listStoreOf,
} from '@backoffice/kernel';
import { LegalPagesApi } from './api';
import { LegalPagesApiToken, LegalPagesListStoreToken } from './tokens';
import { legalPagesMessages } from './messages';

/** Legal pages: the list, a new page's form and the rich-text editor of one page. */
export default definePlugin({
  id: 'legal-pages',
  title: 'Legal pages',
  nav: [{ group: 'Pages', label: 'Legal Pages', path: '/legal-pages', order: 6 }],
  routes: [
    { path: '/legal-pages', screen: () => import('./screens/LegalPagesList') },
    { path: '/legal-pages/add', permission: 'content:write', screen: () => import('./screens/LegalPageAdd') },
    { path: '/legal-pages/edit', permission: 'content:write', screen: () => import('./screens/LegalPageForm') },
  ],
  messages: legalPagesMessages,
  services: new ContainerModule(({ bind }) => {
    bind(LegalPagesApiToken).to(LegalPagesApi).inSingletonScope();
    bind(LegalPagesListStoreToken)
      .toDynamicValue(listStoreOf(LegalPagesApiToken, (api) => api.list()))
      .inSingletonScope();
  }),
  stores: [LegalPagesListStoreToken],
  contributes: [
    contribute(DashboardCards, {
      key: 'legal-pages',
      group: 'general',
      title: 'Legal Pages',
      path: '/legal-pages',
      order: 31,
    }),
    contribute(PaletteActions, {
      key: 'add-legal-page',
      label: 'Add legal page',
      path: '/legal-pages/add',
      keywords: ['new', 'privacy', 'terms'],
      permission: 'content:write',
    }),
  ],
});
