import { sql } from 'kysely';
import { filesIn } from '../../storage/orphan-sweep';
import './tables';

const covers = filesIn(['uploads/articles'], ['articles', 'cover']);

/**
 * The covers the orphan sweep keeps: the published ones and those of drafts (a draft's new cover is stored
 * before it is published). A cover no version refers to any more is removed by the sweep.
 */
export const articleFiles = {
  folders: covers.folders,
  async referenced(db: Parameters<typeof covers.referenced>[0]) {
    const drafts = await db
      .selectFrom('articles')
      .select(sql<string>`draft->>'cover'`.as('cover'))
      .where(sql<boolean>`coalesce(draft->>'cover', '') <> ''`)
      .execute();
    return [...(await covers.referenced(db)), ...drafts.map((row) => row.cover)];
  },
};
