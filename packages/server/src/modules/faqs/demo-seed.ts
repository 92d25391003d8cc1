import { counter } from '../../db/count';
import type { DemoSeed } from '../module';

const DEMO_FAQS: Array<[string, string]> = [
  [
    'What is cash on delivery (COD)?',
    'Your customer pays the courier in cash when the parcel arrives; we collect the money and remit it to you.',
  ],
  [
    'Which countries do you deliver to?',
    'We deliver across North, West and East Africa and the Gulf. See Countries Covered for the full list.',
  ],
  ['How often are COD funds remitted?', 'Every week, with a statement listing each delivered order and the fees.'],
  ['Can you store my stock?', 'Yes. Our fulfilment centres receive, store, pick and pack your products.'],
  ['Do you confirm orders by phone?', 'Our call centre confirms every order before dispatch, which cuts returns.'],
  [
    'How do I join the affiliate programme?',
    'Sign up on the affiliate page; you earn a commission on every delivered order you bring.',
  ],
  [
    'What happens when a customer refuses a parcel?',
    'The parcel returns to your stock and you only pay the return shipping fee.',
  ],
  ['Is there a minimum number of orders?', 'No. You can start with a handful of orders a day and grow from there.'],
  ['Can you source products for me?', 'Our sourcing team buys from vetted suppliers and handles customs clearance.'],
  ['How do I track my orders?', 'Every order has a live status in your dashboard, from confirmation to remittance.'],
  ['Which payment methods do you remit to?', 'Bank transfer in most countries, and mobile money where it is common.'],
  ['How do I contact sales?', 'Use the Contact Sales form; a specialist answers within one working day.'],
];

/** How many FAQs exist: the dashboard counter with key 'faqs'. */
export const countFaqs = counter('faqs');

/** Demo FAQs (12, so the list shows two pages); does nothing when FAQs already exist. */
export const faqsDemo: DemoSeed = {
  hasContent: async (db) => (await countFaqs(db)) > 0,
  async seed({ db }) {
    if ((await countFaqs(db)) > 0) return 0;
    await db
      .insertInto('faqs')
      .values(DEMO_FAQS.map(([question, answer], index) => ({ question, answer, row: index + 1 })))
      .execute();
    return DEMO_FAQS.length;
  },
};
