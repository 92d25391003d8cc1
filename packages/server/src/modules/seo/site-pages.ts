/**
 * The public site's pages, one SEO entry each (named by title, the SEO routes' key): the section pages of the
 * content spec (home, about-us, career, the solution pages, blogs, guides, resource center, podcasts, pricing,
 * contact-sales...) and the site's other pages (help center, FAQs).
 */
export const SITE_PAGES = [
  'Home',
  'Pricing',
  'About Us',
  'Contact Sales',
  'Blogs',
  'Guides',
  'Resource Center',
  'Podcasts',
  'Help Center',
  'Countries Covered',
  'Cash on Delivery',
  'COD Platforms',
  'Affiliation',
  'Affiliate Shipping',
  'Sourcing & Purchasing',
  'Custom Clearance',
  'COD Remittance',
  'Warehousing & Fulfillment',
  'Shipping',
  'Call Center',
  'Career',
  'FAQs',
];
