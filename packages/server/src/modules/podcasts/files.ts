import { sql } from 'kysely';
import { filesIn } from '../../storage/orphan-sweep';
import './tables';

const covers = filesIn(['uploads/podcasts'], ['podcasts', 'cover'], ['podcast_hero', 'cover']);

/** The covers the orphan sweep keeps: the published ones, the hero's, and those of drafts (stored before they are published). */
export const podcastFiles = {
  folders: covers.folders,
  async referenced(db: Parameters<typeof covers.referenced>[0]) {
    const drafts = await db
      .selectFrom('podcasts')
      .select(sql<string>`draft->>'cover'`.as('cover'))
      .where(sql<boolean>`coalesce(draft->>'cover', '') <> ''`)
      .execute();
    return [...(await covers.referenced(db)), ...drafts.map((row) => row.cover)];
  },
};
