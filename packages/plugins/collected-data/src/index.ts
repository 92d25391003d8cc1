import { ContainerModule, contribute, DashboardCards, definePlugin } from '@backoffice/kernel';
import { CollectedDataApi } from './api';
import { CollectedDataApiToken } from './tokens';

/** What the public site collects (admin spec §2 Newsletter, Leads, Job candidates; content spec §2 Contact-sales leads). */
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
    { path: '/candidate-view', screen: () => import('./screens/CandidateView') },
    { path: '/contact-sales', screen: () => import('./screens/ContactSalesList') },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(CollectedDataApiToken).to(CollectedDataApi).inSingletonScope();
  }),
  contributes: [
    contribute(DashboardCards, { key: 'newsletter', group: 'data', title: 'Newsletter', path: '/newsletter', order: 1 }),
    contribute(DashboardCards, { key: 'leads', group: 'data', title: 'Leads Contact', path: '/leads-contact', order: 2 }),
    contribute(DashboardCards, { key: 'job-candidates', group: 'data', title: 'Job Candidates', path: '/job-candidates', order: 3 }),
    contribute(DashboardCards, { key: 'contact-sales', group: 'data', title: 'Contact Sales', path: '/contact-sales', order: 4 }),
  ],
});
