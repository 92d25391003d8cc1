/** The 11 content categories of the original product, shared by articles and podcasts; 'All' is the default. */
export const CONTENT_CATEGORIES = [
  'All',
  'Call Center',
  'Fulfillment',
  'Logistic Services',
  'Shipping',
  'Sourcing Goods',
  'Cash on Delivery',
  'Warehousing',
  'E-commerce',
  'Affiliation',
  'Winning Products',
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];
export const DEFAULT_CONTENT_CATEGORY: ContentCategory = 'All';

export function isContentCategory(value: unknown): value is ContentCategory {
  return typeof value === 'string' && (CONTENT_CATEGORIES as readonly string[]).includes(value);
}
