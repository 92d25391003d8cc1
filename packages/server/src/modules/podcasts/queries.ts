import type { Podcast } from '@backoffice/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { withRecordMeta } from '../../db/record';
import type { RecordWriter } from '../../db/record-writes';
import type { StoredFields } from '../../db/partial-update';
import type { Database } from '../../db/schema';
import { formatScheduledDate, type PodcastFields } from './input';
import type { PodcastsTable } from './tables';

const columns = [
  'id',
  'title',
  'url',
  'cover',
  sql<string>`to_char(date_scheduled, 'YYYY-MM-DD')`.as('date_scheduled'),
  'category',
  'is_live_now',
  'created_at',
  'updated_at',
] as const;

type Row = Selectable<PodcastsTable>;

function podcastOf(row: Row): Podcast {
  return withRecordMeta(row, {
    title: row.title,
    url: row.url,
    cover: row.cover,
    dateScheduled: row.date_scheduled,
    formattedDate: formatScheduledDate(row.date_scheduled),
    category: row.category,
    isLiveNow: row.is_live_now,
  });
}

const columnsOf = (fields: PodcastFields) => ({
  title: fields.title,
  url: fields.url,
  date_scheduled: fields.dateScheduled,
  category: fields.category,
  is_live_now: fields.isLiveNow,
});

/** Newest scheduled first. */
export async function listPodcasts(db: Kysely<Database>): Promise<Podcast[]> {
  const rows = await db.selectFrom('podcasts').select(columns).orderBy('date_scheduled', 'desc').orderBy('created_at', 'desc').execute();
  return (rows as Row[]).map(podcastOf);
}

export async function addPodcast(records: RecordWriter, fields: PodcastFields, cover: string): Promise<Podcast> {
  const now = new Date();
  const row = await records.create('podcasts', (tx) =>
    tx.insertInto('podcasts').values({ ...columnsOf(fields), cover, created_at: now, updated_at: now }).returning(columns).executeTakeFirstOrThrow(),
  );
  return podcastOf(row as Row);
}

/** Edits a podcast if `updatedAt` is still its version (else 409); the cover changes only with a new one (the old one is removed). */
export async function editPodcast(records: RecordWriter, id: string, fields: PodcastFields, newCover: string | null, updatedAt: string | undefined, basedOn?: Date | string) {
  return records.update({
    table: 'podcasts', id, missing: 'This podcast no longer exists', version: updatedAt, basedOn,
    staleMessage: 'This podcast was changed by someone else since you opened it.',
    async write(tx, current) {
      const row = await tx
        .updateTable('podcasts')
        .set({ ...columnsOf(fields), cover: newCover ?? current.cover, updated_at: new Date() })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { podcast: podcastOf(row as Row), replacedCover: newCover && current.cover && newCover !== current.cover ? current.cover : null };
    },
    dropsFiles: ({ replacedCover }) => [replacedCover],
  });
}

export async function getHeroCover(db: Kysely<Database>): Promise<string | null> {
  return (await getHero(db)).cover;
}

/** The hero cover and its version (null for both before the first upload). */
export async function getHero(db: Kysely<Database>): Promise<{ cover: string | null; updatedAt: string | null }> {
  const row = await db.selectFrom('podcast_hero').select(['cover', 'updated_at']).where('id', '=', 1).executeTakeFirst();
  return { cover: row?.cover || null, updatedAt: row ? row.updated_at.toISOString() : null };
}

/** Sets the hero cover; returns the one it replaced (to delete from storage), or null, and the new version. */
export async function setHeroCover(records: RecordWriter, cover: string): Promise<{ replaced: string | null; updatedAt: string }> {
  // One transaction through the write seams (webhooks, the activity log).
  return records.singleton('podcast_hero', async (tx) => {
    const previous = await tx.selectFrom('podcast_hero').select('cover').where('id', '=', 1).forUpdate().executeTakeFirst();
    const saved = await tx
      .insertInto('podcast_hero')
      .values({ id: 1, cover, updated_at: new Date() })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ cover, updated_at: new Date() }))
      .returning('updated_at')
      .executeTakeFirstOrThrow();
    return { replaced: previous?.cover && previous.cover !== cover ? previous.cover : null, updatedAt: saved.updated_at.toISOString() };
  });
}

/** The stored podcast as the fields of its edit form (empty when gone: the edit then answers its 404). */
export async function storedPodcastFields(db: Kysely<Database>, id: string): Promise<StoredFields> {
  const row = (await db.selectFrom('podcasts').select(columns).where('id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) return { fields: {} };
  return { fields: { title: row.title, url: row.url, dateScheduled: row.date_scheduled, category: row.category, isLiveNow: String(row.is_live_now) }, basedOn: row.updated_at };
}
