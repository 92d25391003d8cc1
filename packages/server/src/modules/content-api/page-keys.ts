import { slugify } from '@backoffice/contracts';

/**
 * The address key of a page named only by its title (legal pages, SEO entries): the slug of the title (any length;
 * the shared rule, packages/contracts/src/slugs.ts): lower case, Latin letters without accents, letters of other
 * scripts kept, runs of other characters as one dash. 'Privacy Policy' → privacy-policy, 'Sourcing & Purchasing' →
 * sourcing-purchasing, 'سياسة الخصوصية' → سياسة-الخصوصية.
 */
export function pageKeyOf(title: string): string {
  return slugify(title, Number.MAX_SAFE_INTEGER);
}
