import { contribute, matchesQuery, RecordSearches } from '@backoffice/kernel';
import { FaqsApiToken } from './tokens';

/** FAQs in the command palette: by question, opening the FAQ's own edit address. */
export const faqRecordSearch = contribute(RecordSearches, {
  key: 'faqs',
  label: 'FAQs',
  permission: 'content:write',
  search: async (query, resolve) => {
    const faqs = await resolve(FaqsApiToken).list();
    return faqs
      .filter((faq) => matchesQuery(faq.question, query))
      .map((faq) => ({ title: faq.question, description: `Row ${faq.row}`, path: `/faq/edit?id=${encodeURIComponent(faq._id)}` }));
  },
});
