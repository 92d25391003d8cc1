import { sql, type Kysely } from 'kysely';
import type { AboutCardsTables } from './about-cards-tables';

const DEMO_CARDS = [
  { title: 'Our mission', content: 'Make cash on delivery simple for every merchant in Africa and the Middle East.\nFrom the first order to the last remittance.' },
  { title: 'Our network', content: 'Warehouses in 12 countries, a confirmation call centre and last-mile partners in every capital.' },
  { title: 'Our people', content: 'Two hundred logisticians, agents and engineers who answer in your language.' },
];

/** How many about-us cards exist. */
export async function countAboutCards(db: Kysely<AboutCardsTables>): Promise<number> {
  const result = await db.selectFrom('about_cards').select(sql<number>`count(*)`.as('count')).executeTakeFirst();
  return Number(result?.count ?? 0);
}

/** Demo about-us cards (no media); does nothing when cards already exist. */
export async function seedAboutCardsDemo(db: Kysely<AboutCardsTables>): Promise<number> {
  if ((await countAboutCards(db)) > 0) return 0;
  await db.insertInto('about_cards').values(DEMO_CARDS.map((card, index) => ({ ...card, media: null, row: index + 1 }))).execute();
  return DEMO_CARDS.length;
}
