import { ContainerModule, contribute, DashboardCards, definePlugin } from '@backoffice/kernel';
import { SeoApi } from './api';
import { SeoApiToken } from './tokens';
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
  }),
  messages: seoMessages,
  contributes: [
    contribute(DashboardCards, { key: 'seo', group: 'general', title: 'SEO pages', path: '/seo', order: 41 }),
  ],
  // The command palette finds SEO entries through the server's search (GET /api/search: drafts and every locale too).
});
