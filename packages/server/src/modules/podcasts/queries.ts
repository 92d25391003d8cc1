import type { Podcast } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { withRecordMeta } from '../../db/record';
import type { RecordWriter } from '../../db/record-writes';
import type { Database } from '../../db/schema';
import { formatScheduledDate, type PodcastFields } from './input';
import type { PodcastsTable } from './tables';
import { PUBLISHING_COLUMN_NAMES } from '../../content-state/columns';

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
  ...PUBLISHING_COLUMN_NAMES,
] as const;

type Row = Selectable<PodcastsTable>;

/** A podcast as its editors see it: its draft's values when it has one, and its publishing state. */
function podcastOf(row: Row): Podcast {
  const working = withDraft(row);
  return withRecordMeta(row, {
    title: working.title,
    url: working.url,
    cover: working.cover,
    dateScheduled: working.date_scheduled,
    formattedDate: formatScheduledDate(working.date_scheduled),
    category: working.category,
    isLiveNow: working.is_live_now,
    ...publishingOf(row),
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
  const rows = await db
    .selectFrom('podcasts')
    .select(columns)
    .orderBy('date_scheduled', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return (rows as Row[]).map(podcastOf);
}

export async function addPodcast(
  records: RecordWriter,
  fields: PodcastFields,
  cover: string,
  publishing: ReturnType<typeof newRecordPublishing>,
): Promise<Podcast> {
  const now = new Date();
  const row = await records.create('podcasts', (tx) =>
    tx
      .insertInto('podcasts')
      .values({ ...columnsOf(fields), cover, created_at: now, updated_at: now, ...publishing })
      .returning(columns)
      .executeTakeFirstOrThrow(),
  );
  return podcastOf(row as Row);
}

/** The covers a stored podcast refers to: its published one and its draft's. */
const coversOf = (row: Row | undefined) =>
  [row?.cover, row?.draft?.cover].filter((cover): cover is string => typeof cover === 'string' && cover !== '');

export interface PodcastEdit {
  id: string;
  request: FastifyRequest;
  input: PublishingInput;
  /** The form's fields laid over the podcast's as its editors see them (draft included), checked. */
  fields: (stored: Record<string, string>) => PodcastFields;
  newCover: string | null;
  updatedAt: string | undefined;
}

/**
 * Edits a podcast if `updatedAt` is still its version (else 409), as a draft or live (docs/editorial-workflow.md);
 * the cover changes only with a new one. Answers the podcast and the covers no version refers to any more.
 */
export async function editPodcast(
  records: RecordWriter,
  edit: PodcastEdit,
): Promise<{ podcast: Podcast; droppedCovers: string[] }> {
  let before: Row | undefined;
  const row = await saveContentEdit<Row & { id: string }>(records, {
    table: 'podcasts',
    id: edit.id,
    missing: 'This podcast no longer exists',
    request: edit.request,
    input: edit.input,
    version: edit.updatedAt ?? null,
    lock: async (tx) => {
      before = (await tx
        .selectFrom('podcasts')
        .select(columns)
        .where('id', '=', edit.id)
        .forUpdate()
        .executeTakeFirst()) as Row | undefined;
      return before as (Row & { id: string }) | undefined;
    },
    values: (working) => ({
      ...columnsOf(
        edit.fields({
          title: working.title,
          url: working.url,
          dateScheduled: working.date_scheduled,
          category: working.category,
          isLiveNow: String(working.is_live_now),
        }),
      ),
      cover: edit.newCover ?? working.cover,
    }),
    writeLive: (tx, id, values) =>
      tx
        .updateTable('podcasts')
        .set({ ...(values as ReturnType<typeof columnsOf> & { cover: string }), updated_at: new Date() })
        .where('id', '=', id)
        .execute(),
  });
  const kept = new Set(coversOf(row));
  return { podcast: podcastOf(row), droppedCovers: coversOf(before).filter((cover) => !kept.has(cover)) };
}

export async function getHeroCover(db: Kysely<Database>): Promise<string | null> {
  return (await getHero(db)).cover;
}

/** The hero cover and its version (null for both before the first upload). */
export async function getHero(db: Kysely<Database>): Promise<{ cover: string | null; updatedAt: string | null }> {
  const row = await db
    .selectFrom('podcast_hero')
    .select(['cover', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return { cover: row?.cover || null, updatedAt: row ? row.updated_at.toISOString() : null };
}

/** Sets the hero cover; returns the one it replaced (to delete from storage), or null, and the new version. */
export async function setHeroCover(
  records: RecordWriter,
  cover: string,
): Promise<{ replaced: string | null; updatedAt: string }> {
  // One transaction through the write seams (webhooks, the activity log).
  return records.singleton('podcast_hero', async (tx) => {
    const previous = await tx
      .selectFrom('podcast_hero')
      .select('cover')
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirst();
    const saved = await tx
      .insertInto('podcast_hero')
      .values({ id: 1, cover, updated_at: new Date() })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ cover, updated_at: new Date() }))
      .returning('updated_at')
      .executeTakeFirstOrThrow();
    return {
      replaced: previous?.cover && previous.cover !== cover ? previous.cover : null,
      updatedAt: saved.updated_at.toISOString(),
    };
  });
}
