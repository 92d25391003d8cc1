import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DashboardAttention } from '../module';

/** Sections that show nothing on the site: no heading, description, image or card. */
export async function countEmptySections(db: Kysely<Database>): Promise<number> {
  const found = await sql<{ count: string }>`
    select count(*) as count from sections
    where coalesce(trim(body->>'heading'), '') = '' and coalesce(trim(body->>'description'), '') = ''
      and coalesce(body->>'image', '') = '' and coalesce(jsonb_array_length(case when jsonb_typeof(body->'cards') = 'array' then body->'cards' end), 0) = 0`.execute(
    db,
  );
  return Number(found.rows[0]?.count ?? 0);
}

/** The dashboard's "needs attention": empty sections (images without alt text are the media module's entry). */
export const sectionsAttention: DashboardAttention[] = [
  { key: 'empty-sections', title: 'Sections without content', path: '/home', count: countEmptySections },
];
