import {
  ContainerModule,
  contribute,
  DashboardCards,
  definePlugin,
  PaletteActions,
  fromServices,
} from '@backoffice/kernel';
import { CollectedDataApi } from './api';
import { CollectedDataApiToken, CollectedListsToken } from './tokens';
import { CollectedLists } from './stores/collected-lists';
import { collectedDataMessages } from './messages';

/** What the public site collects. */
export default definePlugin({
  id: 'collected-data',
  title: 'Collected data',
  nav: [
    { group: 'Data', label: 'Newsletter', path: '/newsletter', order: 1 },
    { group: 'Data', label: 'Leads Contact', path: '/leads-contact', order: 2 },
    { group: 'Data', label: 'Job Candidates', path: '/job-candidates', order: 3 },
    { group: 'Data', label: 'Contact Sales Leads', path: '/contact-sales', order: 4 },
  ],
  routes: [
    { path: '/newsletter', screen: () => import('./screens/NewsletterList') },
    { path: '/leads-contact', screen: () => import('./screens/LeadsList') },
    { path: '/job-candidates', screen: () => import('./screens/CandidatesList') },
    { path: '/candidate-view', parent: '/job-candidates', screen: () => import('./screens/CandidateView') },
    { path: '/contact-sales', screen: () => import('./screens/ContactSalesList') },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(CollectedDataApiToken).to(CollectedDataApi).inSingletonScope();
    bind(CollectedListsToken)
      .toDynamicValue(fromServices((get) => new CollectedLists(get(CollectedDataApiToken))))
      .inSingletonScope();
  }),
  stores: [CollectedListsToken],
  messages: collectedDataMessages,
  contributes: [
    contribute(DashboardCards, {
      key: 'newsletter',
      group: 'data',
      title: 'Newsletter',
      path: '/newsletter',
      order: 1,
    }),
    contribute(DashboardCards, {
      key: 'leads',
      group: 'data',
      title: 'Leads Contact',
      path: '/leads-contact',
      order: 2,
    }),
    contribute(DashboardCards, {
      key: 'job-candidates',
      group: 'data',
      title: 'Job Candidates',
      path: '/job-candidates',
      order: 3,
    }),
    contribute(DashboardCards, {
      key: 'contact-sales',
      group: 'data',
      title: 'Contact Sales',
      path: '/contact-sales',
      order: 4,
    }),
    // `?export=all` opens the list and downloads every record (CollectedList), as 'Download all' does.
    contribute(PaletteActions, {
      key: 'export-leads',
      label: 'Export leads',
      path: '/leads-contact?export=all',
      keywords: ['download', 'xlsx', 'excel'],
      permission: 'data:manage',
    }),
    contribute(PaletteActions, {
      key: 'export-contact-sales',
      label: 'Export contact-sales requests',
      path: '/contact-sales?export=all',
      keywords: ['download', 'xlsx', 'excel', 'leads'],
      permission: 'data:manage',
    }),
    contribute(PaletteActions, {
      key: 'export-newsletter',
      label: 'Export newsletter subscribers',
      path: '/newsletter?export=all',
      keywords: ['download', 'xlsx', 'excel'],
      permission: 'data:manage',
    }),
    contribute(PaletteActions, {
      key: 'export-candidates',
      label: 'Export job candidates',
      path: '/job-candidates?export=all',
      keywords: ['download', 'zip', 'applications'],
      permission: 'data:manage',
    }),
  ],
});
