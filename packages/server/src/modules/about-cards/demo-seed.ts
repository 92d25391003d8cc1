import { counter } from '../../db/count';
import type { DemoSeed } from '../module';

const DEMO_CARDS = [
  {
    title: 'Our mission',
    content:
      'Make cash on delivery simple for every merchant in Africa and the Middle East.\nFrom the first order to the last remittance.',
  },
  {
    title: 'Our network',
    content: 'Warehouses in 12 countries, a confirmation call centre and last-mile partners in every capital.',
  },
  { title: 'Our people', content: 'Two hundred logisticians, agents and engineers who answer in your language.' },
];

const countAboutCards = counter('about_cards');

/** Demo about-us cards (no media); does nothing when cards already exist. */
export const aboutCardsDemo: DemoSeed = {
  hasContent: async (db) => (await countAboutCards(db)) > 0,
  async seed({ db }) {
    if ((await countAboutCards(db)) > 0) return 0;
    await db
      .insertInto('about_cards')
      .values(DEMO_CARDS.map((card, index) => ({ ...card, media: null, row: index + 1 })))
      .execute();
    return DEMO_CARDS.length;
  },
};
