import { ContainerModule, contribute, DashboardCards, definePlugin, listStoreFrom } from '@backoffice/kernel';
import { SeoApi, type SeoPage } from './api';
import { SeoApiToken, SeoListStoreToken } from './tokens';
import { seoMessages } from './messages';

/** SEO: one entry per public page, its editor with a search-result preview, and a new page's entry. */
export default definePlugin({
  id: 'seo',
  title: 'SEO',
  nav: [{ group: 'Pages', label: 'SEO', path: '/seo', order: 7 }],
  routes: [
    { path: '/seo', screen: () => import('./screens/SeoList') },
    { path: '/seo/add', permission: 'content:write', screen: () => import('./screens/SeoAdd') },
    {
      path: '/edit-seo/:title',
      parent: '/seo',
      permission: 'content:write',
      screen: () => import('./screens/SeoEditor'),
    },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(SeoApiToken).to(SeoApi).inSingletonScope();
    bind(SeoListStoreToken)
      .toDynamicValue(
        listStoreFrom<SeoPage>((get) => {
          const api = get(SeoApiToken);
          // A plain error: the list shows the spec's wording for a failed load (its failureMessage), whatever the server said.
          return { load: () => api.list().catch(() => Promise.reject(new Error('The SEO pages could not be loaded'))) };
        }),
      )
      .inSingletonScope();
  }),
  stores: [SeoListStoreToken],
  messages: seoMessages,
  contributes: [
    contribute(DashboardCards, { key: 'seo', group: 'general', title: 'SEO pages', path: '/seo', order: 41 }),
  ],
  // The command palette finds SEO entries through the server's search (GET /api/search: drafts and every locale too).
});
