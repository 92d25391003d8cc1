/**
 * The address key of a page named only by its title (legal pages, SEO entries): lower case, runs of other
 * characters as one dash. 'Privacy Policy' → privacy-policy, 'Sourcing & Purchasing' → sourcing-purchasing.
 */
export function pageKeyOf(title: string): string {
  return title.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
