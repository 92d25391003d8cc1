import type { Kysely } from 'kysely';
import type { PodcastsTables } from './podcasts-tables';
import { DEMO_PODCASTS, DEMO_PODCAST_URL_BASE } from './podcasts-demo-data';
import { gradientPng } from './demo-cover';
import { addPodcast, countPodcasts, getHeroCover, setHeroCover } from './podcasts-queries';

export type StoreDemoFile = (file: { buffer: Buffer; filename: string; mimetype: string }, folder: string) => Promise<string>;

function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Demo podcasts with drawn covers, and a hero cover; does nothing when podcasts already exist. */
export async function seedPodcastsDemo(db: Kysely<PodcastsTables>, store: StoreDemoFile): Promise<number> {
  if (!(await getHeroCover(db))) {
    const hero = await store({ buffer: gradientPng(1407, 541, [16, 80, 160]), filename: 'podcasts-hero.png', mimetype: 'image/png' }, 'podcasts');
    await setHeroCover(db, hero);
  }
  if ((await countPodcasts(db)) > 0) return 0;
  for (const [index, podcast] of DEMO_PODCASTS.entries()) {
    const cover = await store({ buffer: gradientPng(449, 289, podcast.colour), filename: `episode-${index + 1}.png`, mimetype: 'image/png' }, 'podcasts');
    await addPodcast(
      db,
      {
        title: podcast.title,
        url: `${DEMO_PODCAST_URL_BASE}/${index + 1}`,
        dateScheduled: dayFromToday(podcast.daysFromToday),
        category: podcast.category,
        isLiveNow: podcast.live,
      },
      cover,
    );
  }
  return DEMO_PODCASTS.length;
}
