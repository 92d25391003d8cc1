import { counter } from '../../db/count';
import { gradientPng } from '../../seed/demo-images';
import type { DemoSeed } from '../module';
import { addPodcast, getHeroCover, setHeroCover } from './queries';

/** Demo content for `npm run seed -- --demo`: podcasts (covers are drawn by the seeder). */
const DEMO_PODCASTS = [
  {
    title: 'Cash on Delivery in Morocco: What Changed in 2026',
    category: 'Cash on Delivery',
    daysFromToday: -40,
    live: false,
    colour: [193, 39, 45],
  },
  {
    title: 'Confirming Orders by Phone: Call-Center Scripts That Work',
    category: 'Call Center',
    daysFromToday: -33,
    live: false,
    colour: [22, 104, 220],
  },
  {
    title: 'From Shenzhen to Lagos: Sourcing Winning Products',
    category: 'Sourcing Goods',
    daysFromToday: -26,
    live: false,
    colour: [216, 150, 20],
  },
  {
    title: 'Warehousing on a Budget for New E-commerce Brands',
    category: 'Warehousing',
    daysFromToday: -19,
    live: false,
    colour: [73, 170, 25],
  },
  {
    title: 'Affiliate Networks and Fair COD Remittance',
    category: 'Affiliation',
    daysFromToday: -12,
    live: false,
    colour: [114, 46, 209],
  },
  {
    title: 'Custom Clearance Without Surprises',
    category: 'Logistic Services',
    daysFromToday: -5,
    live: false,
    colour: [19, 168, 168],
  },
  {
    title: 'Live Q&A: Scaling Fulfillment for Ramadan Peaks',
    category: 'Fulfillment',
    daysFromToday: 0,
    live: true,
    colour: [211, 32, 41],
  },
  {
    title: 'Shipping to the Gulf: Carriers, Costs and Delays',
    category: 'Shipping',
    daysFromToday: 7,
    live: false,
    colour: [23, 125, 220],
  },
  {
    title: 'E-commerce Metrics That Predict Returns',
    category: 'E-commerce',
    daysFromToday: 14,
    live: false,
    colour: [160, 217, 17],
  },
  {
    title: 'Ask Us Anything: Logistics for First-Time Sellers',
    category: 'All',
    daysFromToday: 21,
    live: false,
    colour: [235, 47, 150],
  },
] as const;

const DEMO_PODCAST_URL_BASE = 'https://podcasts.example.com/logistics-talks';

export const countPodcasts = counter('podcasts');

function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Demo podcasts with drawn covers, and a hero cover; does nothing when podcasts already exist. */
export const podcastsDemo: DemoSeed = {
  hasContent: async (db) => (await countPodcasts(db)) > 0,
  async seed({ db, records, storeFile }) {
    if (!(await getHeroCover(db))) {
      const hero = await storeFile(
        { buffer: gradientPng(1407, 541, [16, 80, 160]), filename: 'podcasts-hero.png', mimetype: 'image/png' },
        'podcasts',
      );
      await setHeroCover(records, hero);
    }
    if ((await countPodcasts(db)) > 0) return 0;
    for (const [index, podcast] of DEMO_PODCASTS.entries()) {
      const cover = await storeFile(
        { buffer: gradientPng(449, 289, podcast.colour), filename: `episode-${index + 1}.png`, mimetype: 'image/png' },
        'podcasts',
      );
      const fields = {
        title: podcast.title,
        url: `${DEMO_PODCAST_URL_BASE}/${index + 1}`,
        dateScheduled: dayFromToday(podcast.daysFromToday),
        category: podcast.category,
        isLiveNow: podcast.live,
      };
      await addPodcast(records, fields, cover, { published: true, publish_at: null, unpublish_at: null });
    }
    return DEMO_PODCASTS.length;
  },
};
