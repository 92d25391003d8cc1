import {
  ContainerModule,
  contribute,
  DashboardCards,
  definePlugin,
  listStoreOf,
  PaletteActions,
} from '@backoffice/kernel';
import { ArticlesApi } from './api';
import type { ArticleKind } from './kinds';
import { ArticleListStoreTokens, ArticlesApiToken } from './tokens';
import { articlesMessages } from './messages';

const lists = () => import('./screens/ArticlesList');
const forms = () => import('./screens/ArticleForm');

/** Blogs, resource-center articles and guides: one list and one editor for three kinds. */
export default definePlugin({
  id: 'articles',
  title: 'Blogs, resource center and guides',
  nav: [
    { group: 'Explore', label: 'Guides', path: '/explore/guides', order: 2 },
    { group: 'Explore', label: 'Blogs', path: '/explore/blogs', order: 3 },
    { group: 'Resources', label: 'Resource Center', path: '/resources/resource-center', order: 1 },
  ],
  routes: [
    { path: '/explore/blogs', screen: () => lists().then((module) => ({ default: module.BlogsList })) },
    {
      path: '/explore/blogs/edit-blog',
      permission: 'content:write',
      screen: () => forms().then((module) => ({ default: module.BlogForm })),
    },
    {
      path: '/explore/blogs/add-blog',
      permission: 'content:write',
      screen: () => forms().then((module) => ({ default: module.AddBlogForm })),
    },
    {
      path: '/resources/resource-center',
      screen: () => lists().then((module) => ({ default: module.ResourceCenterList })),
    },
    {
      path: '/resources/resource-center/edit',
      permission: 'content:write',
      screen: () => forms().then((module) => ({ default: module.ResourceForm })),
    },
    { path: '/explore/guides', screen: () => lists().then((module) => ({ default: module.GuidesList })) },
    {
      path: '/explore/guides/update',
      permission: 'content:write',
      screen: () => forms().then((module) => ({ default: module.GuideForm })),
    },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(ArticlesApiToken).to(ArticlesApi).inSingletonScope();
    for (const kind of Object.keys(ArticleListStoreTokens) as ArticleKind[]) {
      bind(ArticleListStoreTokens[kind])
        .toDynamicValue(listStoreOf(ArticlesApiToken, (api) => api.list(kind)))
        .inSingletonScope();
    }
  }),
  stores: Object.values(ArticleListStoreTokens),
  messages: articlesMessages,
  contributes: [
    contribute(DashboardCards, { key: 'blogs', group: 'general', title: 'Blogs', path: '/explore/blogs', order: 22 }),
    contribute(DashboardCards, {
      key: 'resource-center',
      group: 'general',
      title: 'Resource Center',
      path: '/resources/resource-center',
      order: 23,
    }),
    contribute(DashboardCards, {
      key: 'guides',
      group: 'general',
      title: 'Guides',
      path: '/explore/guides',
      order: 24,
    }),
    contribute(PaletteActions, {
      key: 'add-blog',
      label: 'Add blog',
      path: '/explore/blogs/add-blog',
      keywords: ['new', 'write', 'article', 'post'],
      permission: 'content:write',
    }),
  ],
});
