import type { SectionBody, SectionButton } from '@backoffice/contracts';
import { counter } from '../../db/count';
import { jsonb } from '../../db/record';
import { gradientPng } from '../../seed/demo-images';
import type { DemoSeed, SeedContext } from '../module';

/** The public site's page areas with the words their demo sections use. */
const AREAS: Array<[key: string, topic: string]> = [
  ['home', 'Cash on delivery, fulfilment and affiliates in one place'],
  ['about-us', 'A logistics partner built for e-commerce in Africa and the Gulf'],
  ['career-main', 'Build the logistics network of emerging markets'],
  ['sourcing-purchasing', 'Source winning products from vetted suppliers'],
  ['custom-clearance', 'Clear customs without surprises'],
  ['COD-remittance', 'Your COD money, every week'],
  ['warehouse-fulfillment', 'Warehousing and fulfilment that scale with you'],
  ['call-center', 'Every order confirmed by a real person'],
  ['affiliate', 'Earn on every delivered order'],
  ['affiliate-shipping', 'Shipping built for affiliates'],
  ['shipping', 'Last-mile delivery in 20 countries'],
  ['cod-platforms', 'One platform for COD sellers'],
  ['countries-covered', 'Where we deliver'],
  ['blogs', 'Ideas for COD sellers'],
  ['help-center', 'How can we help?'],
  ['guides', 'Step-by-step guides'],
  ['resource-center', 'Resources for growing stores'],
  ['podcasts', 'Conversations with e-commerce founders'],
  ['pricing', 'Simple pricing per delivered order'],
  ['contact-sales', 'Talk to our sales team'],
  ['nav-bar', 'Main navigation'],
  ['footer', 'Footer links'],
  ['banners-component', 'Black Friday: 20% off fulfilment fees'],
];

const CARDS = [
  ['Confirm', 'Our call centre confirms every order before dispatch.'],
  ['Deliver', 'Couriers in 20 countries deliver and collect the cash.'],
  ['Get paid', 'We remit your COD funds every week with a statement.'],
];

const button = (
  text: string,
  url: string,
  order: number,
  variant: SectionButton['variant'] = 'primary',
): SectionButton => ({
  text,
  icon: '',
  url,
  target: '_self',
  variant,
  order,
  labels: [],
});

export const countSections = counter('sections');

/** Two sections per page area (a general hero and a card section), a home hero and a dashboard cover. */
export const sectionsDemo: DemoSeed = {
  hasContent: async (db) => (await countSections(db)) > 0,
  seed: ({ db, storeFile }) => seedSections(db, storeFile),
};

async function seedSections(db: SeedContext['db'], store: SeedContext['storeFile']): Promise<number> {
  if ((await countSections(db)) > 0) return 0;
  let added = 0;
  for (const [index, [page, topic]] of AREAS.entries()) {
    const colour = [20 + ((index * 37) % 200), 60 + ((index * 53) % 150), 120 + ((index * 29) % 120)];
    const image = await store(
      { buffer: gradientPng(640, 360, colour), filename: `${page}.png`, mimetype: 'image/png' },
      'sections',
    );
    await db
      .insertInto('sections')
      .values({
        page,
        title: page === 'banners-component' ? 'Black Friday banner' : 'Hero',
        order: 1,
        section_type: 'general',
        body: jsonb<SectionBody>({
          heading: topic,
          description: 'Confirm, ship and collect cash on delivery with one partner.\nNo minimum volume.',
          caption: 'COD · Fulfilment · Affiliates',
          image,
          imageDimensions: {},
          buttons: [button('Get started', '/contact-sales', 0), button('See pricing', '/pricing', 1, 'secondary')],
        }),
      })
      .execute();
    await db
      .insertInto('sections')
      .values({
        page,
        title: 'How it works',
        order: 2,
        section_type: 'card',
        body: jsonb<SectionBody>({
          heading: 'How it works',
          description: 'Three steps from order to cash.',
          caption: '',
          image: '',
          imageDimensions: {},
          buttons: [],
          cards: CARDS.map(([title, description]) => ({ title, subtitle: '', description, image: '', buttons: [] })),
        }),
      })
      .execute();
    added += 2;
  }
  const cover = await store(
    { buffer: gradientPng(1306, 813, [14, 60, 120]), filename: 'dashboard-cover.png', mimetype: 'image/png' },
    'sections',
  );
  await db
    .insertInto('dashboard_hero')
    .values({ id: 1, cover })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const heroImage = await store(
    { buffer: gradientPng(1039, 363, [120, 40, 90]), filename: 'home-hero.png', mimetype: 'image/png' },
    'sections',
  );
  await db
    .insertInto('home_hero')
    .values({
      id: 1,
      heading: 'Sell with cash on delivery in 20 countries',
      description: 'We confirm, ship and collect: you get paid every week.',
      image: heroImage,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return added;
}
