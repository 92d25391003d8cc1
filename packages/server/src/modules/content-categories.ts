/** The 11 content categories of the original product, shared by articles and podcasts; 'All' is the default. */
export const CONTENT_CATEGORIES: readonly string[] = [
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
];
