import { sql, type Kysely } from 'kysely';
import type { PodcastsTables } from './podcasts-tables';
import { formatScheduledDate, type PodcastFields } from './podcasts-input';
import { AppError } from '../../http/app-error';

type Db = Kysely<PodcastsTables>;

export interface PodcastAnswer {
  _id: string;
  title: string;
  url: string;
  cover: string;
  dateScheduled: string;
  formattedDate: string;
  category: string;
  isLiveNow: boolean;
  createdAt: string;
  updatedAt: string;
}

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

interface Row {
  id: string;
  title: string;
  url: string;
  cover: string;
  date_scheduled: string;
  category: string;
  is_live_now: boolean;
  created_at: Date;
  updated_at: Date;
}

function answer(row: Row): PodcastAnswer {
  return {
    _id: row.id,
    title: row.title,
    url: row.url,
    cover: row.cover,
    dateScheduled: row.date_scheduled,
    formattedDate: formatScheduledDate(row.date_scheduled),
    category: row.category,
    isLiveNow: row.is_live_now,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Newest scheduled first. */
export async function listPodcasts(db: Db): Promise<PodcastAnswer[]> {
  const rows = await db.selectFrom('podcasts').select(columns).orderBy('date_scheduled', 'desc').orderBy('created_at', 'desc').execute();
  return (rows as Row[]).map(answer);
}

export async function countPodcasts(db: Db): Promise<number> {
  const row = await db.selectFrom('podcasts').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function addPodcast(db: Db, fields: PodcastFields, cover: string): Promise<PodcastAnswer> {
  const now = new Date();
  const row = await db
    .insertInto('podcasts')
    .values({
      title: fields.title,
      url: fields.url,
      cover,
      date_scheduled: fields.dateScheduled,
      category: fields.category,
      is_live_now: fields.isLiveNow,
      created_at: now,
      updated_at: now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return answer(row as Row);
}

export interface PodcastEditResult {
  podcast: PodcastAnswer;
  /** The cover the edit replaced, to delete from storage. */
  replacedCover: string | null;
}

/** Edits a podcast if `updatedAt` is still its version (else 409); the cover changes only with a new one. */
export async function editPodcast(db: Db, id: string, fields: PodcastFields, newCover: string | null, updatedAt: string): Promise<PodcastEditResult> {
  return db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('podcasts').select(['cover', 'updated_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw new AppError(404, 'This podcast no longer exists');
    if (new Date(current.updated_at).getTime() !== new Date(updatedAt).getTime()) {
      throw new AppError(409, 'This podcast was changed by someone else since you opened it.');
    }
    const row = await tx
      .updateTable('podcasts')
      .set({
        title: fields.title,
        url: fields.url,
        date_scheduled: fields.dateScheduled,
        category: fields.category,
        is_live_now: fields.isLiveNow,
        cover: newCover ?? current.cover,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { podcast: answer(row as Row), replacedCover: newCover && current.cover && newCover !== current.cover ? current.cover : null };
  });
}

/** Deletes a podcast; returns its cover ('' when none), or null when it did not exist. */
export async function deletePodcast(db: Db, id: string): Promise<{ cover: string } | null> {
  const removed = await db.deleteFrom('podcasts').where('id', '=', id).returning('cover').executeTakeFirst();
  return removed ?? null;
}

export async function getHeroCover(db: Db): Promise<string | null> {
  const row = await db.selectFrom('podcast_hero').select('cover').where('id', '=', 1).executeTakeFirst();
  return row?.cover || null;
}

/** Sets the hero cover; returns the one it replaced (to delete from storage), or null. */
export async function setHeroCover(db: Db, cover: string): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    const previous = await tx.selectFrom('podcast_hero').select('cover').where('id', '=', 1).forUpdate().executeTakeFirst();
    await tx
      .insertInto('podcast_hero')
      .values({ id: 1, cover, updated_at: new Date() })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ cover, updated_at: new Date() }))
      .execute();
    return previous?.cover && previous.cover !== cover ? previous.cover : null;
  });
}
