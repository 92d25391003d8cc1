import { ARTICLE_COVER, type ArticleKind } from '@backoffice/contracts';
import { counter } from '../../db/count';
import { gradientPng } from '../../seed/demo-images';
import type { DemoSeed } from '../module';
import { insertArticle } from './queries';

interface DemoArticle {
  kind: ArticleKind;
  title: string;
  subtitle: string;
  creator: string;
  category: string;
  description: string;
  body: string;
  colour: [number, number, number];
}

const DEMO_ARTICLES: DemoArticle[] = [
  {
    kind: 'blog',
    title: 'Why cash on delivery still wins in Africa',
    subtitle: 'Trust sells',
    creator: 'Amina Benali',
    category: 'Cash on Delivery',
    description:
      'Most shoppers in Morocco, Nigeria and Kenya still prefer to pay at the door. Here is what that means for your store.',
    body: 'Shoppers pay when the parcel arrives, so they buy from stores they have never heard of.',
    colour: [12, 96, 180],
  },
  {
    kind: 'blog',
    title: 'Five ways to cut your refusal rate',
    subtitle: '',
    creator: 'Youssef El Idrissi',
    category: 'Call Center',
    description: 'Order confirmation calls, clear delivery windows and honest product pages halve refused parcels.',
    body: 'Call every order within two hours; customers who confirm by phone refuse far less often.',
    colour: [150, 60, 40],
  },
  {
    kind: 'blog',
    title: 'Fulfilment for your first 100 orders a day',
    subtitle: 'From garage to warehouse',
    creator: 'Sara Haddad',
    category: 'Fulfillment',
    description: 'When to move stock into a fulfilment centre, and what it costs per order.',
    body: 'Once packing takes more than two hours a day, outsourcing pays for itself.',
    colour: [30, 130, 90],
  },
  {
    kind: 'blog',
    title: 'Winning products for the Gulf this winter',
    subtitle: 'Seasonal picks',
    creator: 'Lucas Moreau',
    category: 'Winning Products',
    description: 'Heaters, modest fashion and smart-home gadgets led COD orders in the GCC last season.',
    body: 'Demand in the Gulf peaks in November and December for home and fashion products.',
    colour: [120, 80, 160],
  },
  {
    kind: 'resource',
    title: 'COD remittance explained',
    subtitle: 'How your money comes back',
    creator: 'Chiamaka Okafor',
    category: 'Cash on Delivery',
    description: 'From the courier’s cash box to your bank account: every step of a weekly remittance.',
    body: 'Couriers hand cash to the hub, the hub reconciles, and we transfer the total every week.',
    colour: [20, 110, 140],
  },
  {
    kind: 'resource',
    title: 'Customs clearance checklist',
    subtitle: '',
    creator: 'Omar Tazi',
    category: 'Logistic Services',
    description: 'The documents, HS codes and duties to prepare before your container lands.',
    body: 'Prepare the commercial invoice, packing list and certificate of origin before shipping.',
    colour: [160, 110, 30],
  },
  {
    kind: 'resource',
    title: 'Warehousing KPIs that matter',
    subtitle: 'Measure what counts',
    creator: 'Sara Haddad',
    category: 'Warehousing',
    description: 'Dock-to-stock time, pick accuracy and stock ageing: what good looks like.',
    body: 'Track dock-to-stock time weekly; anything above 48 hours hides stock from your store.',
    colour: [60, 140, 60],
  },
  {
    kind: 'guide',
    title: 'Launching a COD store in Morocco',
    subtitle: 'Step by step',
    creator: 'Amina Benali',
    category: 'E-commerce',
    description: 'Company setup, product sourcing, call centre scripts and delivery: the full path to your first sale.',
    body: 'Start with one product, test it with a small stock, and scale what sells.',
    colour: [190, 50, 60],
  },
  {
    kind: 'guide',
    title: 'Sourcing from China without surprises',
    subtitle: 'Quality first',
    creator: 'Youssef El Idrissi',
    category: 'Sourcing Goods',
    description: 'Finding suppliers, ordering samples, inspecting before shipping and paying safely.',
    body: 'Always order samples and inspect the first production run before it leaves the factory.',
    colour: [200, 140, 20],
  },
  {
    kind: 'guide',
    title: 'Becoming an affiliate',
    subtitle: 'Earn per delivered order',
    creator: 'Lucas Moreau',
    category: 'Affiliation',
    description: 'How affiliates pick products, run ads and get paid for each delivered order.',
    body: 'Affiliates earn a commission only when the customer accepts and pays for the parcel.',
    colour: [40, 90, 200],
  },
];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function dayBefore(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** How many articles of a kind exist: the dashboard counters 'blogs', 'resource-center' and 'guides'. */
export const countArticles = (kind: ArticleKind) => counter('articles', (eb) => eb('kind', '=', kind));

const countAllArticles = counter('articles');

/** Demo blogs, resource-center articles and guides with drawn covers; does nothing when any exist. */
export const articlesDemo: DemoSeed = {
  hasContent: async (db) => (await countAllArticles(db)) > 0,
  async seed({ db, records, storeFile }) {
    if ((await countAllArticles(db)) > 0) return 0;
    for (const [index, article] of DEMO_ARTICLES.entries()) {
      const buffer = gradientPng(ARTICLE_COVER.width, ARTICLE_COVER.height, article.colour);
      const filename = `${slugOf(article.title)}.png`;
      const url = await storeFile({ buffer, filename, mimetype: 'image/png' }, 'articles');
      await insertArticle(
        records,
        article.kind,
        {
          subtitle: article.subtitle || article.category,
          title: article.title,
          creator: article.creator,
          date: dayBefore(index * 6),
          readTime: 4 + (index % 5) * 2,
          description: article.description,
          category: article.category,
          content: `<h2>${article.title}</h2><p>${article.body}</p><ul><li>Confirm every order</li><li>Ship within 24 hours</li></ul><p>Questions? <a href="https://example.com/contact-sales" rel="noopener noreferrer">Talk to sales</a>.</p>`,
          slug: slugOf(article.title),
          metaDescription: article.description.slice(0, 155),
        },
        { url, name: filename, size: buffer.length },
        { published: true, publish_at: null, unpublish_at: null },
      );
    }
    return DEMO_ARTICLES.length;
  },
};
