import { contribute, matchesQuery, RecordSearches } from '@backoffice/kernel';
import { SeoApiToken } from './tokens';

/** SEO entries in the command palette: by page title, opening the page's SEO editor. */
export const seoRecordSearch = contribute(RecordSearches, {
  key: 'seo',
  label: 'SEO',
  permission: 'content:write',
  search: async (query, resolve) => {
    const pages = await resolve(SeoApiToken).list();
    return pages
      .filter((page) => matchesQuery(page.title, query))
      .map((page) => ({ title: page.title, description: 'SEO entry', path: `/edit-seo/${encodeURIComponent(page.title)}` }));
  },
});
