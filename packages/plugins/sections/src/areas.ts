import type { NavEntry, PluginRoute } from '@backoffice/kernel';
import type { PageArea } from './public';

/** A built-in area: its list contribution plus where it sits in the sidebar. */
export interface BuiltInArea extends PageArea {
  nav?: Omit<NavEntry, 'path'>;
  /** Extra routes showing the same list (the career layout's /add and /edit/:id). */
  aliases?: string[];
  /** A screen showing more than the list (about-us adds its cards); the plain list by default. */
  screen?: PluginRoute['screen'];
}

/**
 * Route → area key table. Sidebar orders leave gaps for the entries other
 * plugins own (/pricing, /faqs, /legal-pages, /seo, /company/career ...).
 */
export const BUILT_IN_AREAS: BuiltInArea[] = [
  { key: 'home', path: '/home', title: 'Home', nav: { group: 'Pages', label: 'Home', order: 1 } },
  { key: 'nav-bar', path: '/nav-bar-layout', title: 'Nav Bar', nav: { group: 'Pages', label: 'Nav Bar', order: 3 } },
  { key: 'footer', path: '/footer', title: 'Footer', nav: { group: 'Pages', label: 'Footer', order: 4 } },
  {
    key: 'banners-component',
    path: '/banners',
    title: 'Banners',
    editPath: '/banners/edit',
    columns: 'title-description',
    nav: { group: 'Pages', label: 'Banners', order: 8 },
  },
  {
    key: 'pricing',
    path: '/layout/pricing',
    title: 'Pricing Layout',
    nav: { group: 'Pages', label: 'Pricing Layout', order: 9 },
  },
  {
    key: 'contact-sales',
    path: '/layout/contact-sales',
    title: 'Contact Sales',
    nav: { group: 'Pages', label: 'Contact Sales', order: 10 },
  },
  {
    key: 'cod-platforms',
    path: '/products/cash-on-delivery',
    title: 'Cash on Delivery',
    nav: { group: 'Products', label: 'Cash on Delivery', order: 1 },
  },
  {
    key: 'affiliate',
    path: '/products/affiliation',
    title: 'Affiliation',
    nav: { group: 'Products', label: 'Affiliation', order: 2 },
  },
  {
    key: 'sourcing-purchasing',
    path: '/solutions/sourcing-purchasing',
    title: 'Sourcing & Purchasing',
    nav: { group: 'Solutions', label: 'Sourcing & Purchasing', order: 1 },
  },
  {
    key: 'custom-clearance',
    path: '/solutions/custom-clearance',
    title: 'Custom Clearance',
    nav: { group: 'Solutions', label: 'Custom Clearance', order: 2 },
  },
  {
    key: 'COD-remittance',
    path: '/solutions/cod-remittance',
    title: 'COD Remittance',
    nav: { group: 'Solutions', label: 'COD Remittance', order: 3 },
  },
  {
    key: 'warehouse-fulfillment',
    path: '/solutions/warehousing-fulfillments',
    title: 'Warehousing & Fulfillment',
    nav: { group: 'Solutions', label: 'Warehousing & Fulfillment', order: 4 },
  },
  {
    key: 'shipping',
    path: '/solutions/shipping',
    title: 'Shipping',
    nav: { group: 'Solutions', label: 'Shipping', order: 5 },
  },
  {
    key: 'call-center',
    path: '/solutions/call-center',
    title: 'Call Center',
    nav: { group: 'Solutions', label: 'Call Center', order: 6 },
  },
  {
    key: 'affiliate-shipping',
    path: '/solutions/affiliate',
    title: 'Affiliate',
    nav: { group: 'Solutions', label: 'Affiliate', order: 7 },
  },
  {
    key: 'career-main',
    path: '/company/career/layout',
    title: 'Career Layout',
    aliases: ['/company/career/layout/add', '/company/career/layout/edit/:id'],
    nav: { group: 'Company', label: 'Career Layout', order: 1 },
  },
  {
    key: 'countries-covered',
    path: '/layout/explore/countries-covered',
    title: 'Countries Covered page layout',
    nav: { group: 'Explore_Layout', label: 'Countries Covered page layout', order: 1 },
  },
  {
    key: 'guides',
    path: '/layout/explore/guides',
    title: 'Guides page layout',
    nav: { group: 'Explore_Layout', label: 'Guides page layout', order: 2 },
  },
  {
    key: 'blogs',
    path: '/layout/explore/blogs',
    title: 'Blogs page layout',
    nav: { group: 'Explore_Layout', label: 'Blogs page layout', order: 3 },
  },
  {
    key: 'help-center',
    path: '/layout/explore/help-center',
    title: 'Help Center page layout',
    nav: { group: 'Explore_Layout', label: 'Help Center page layout', order: 4 },
  },
  {
    key: 'resource-center',
    path: '/layout/resources/resource-center',
    title: 'Resource Center page layout',
    nav: { group: 'Resources_Layout', label: 'Resource Center page layout', order: 1 },
  },
  {
    key: 'podcasts',
    path: '/layout/resources/podcasts',
    title: 'Podcasts page layout',
    nav: { group: 'Resources_Layout', label: 'Podcasts page layout', order: 2 },
  },
  {
    key: 'about-us',
    path: '/about-us',
    title: 'About Us',
    screen: () => import('./screens/AboutUs'),
    nav: { group: 'General', label: 'About Us', order: 5 },
  },
];
