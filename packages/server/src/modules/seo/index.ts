import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { Database, RecordColumns } from '../../db/schema';
import { jsonb, recordMeta } from '../../db/record';
import { AppError } from '../../http/app-error';
import { assertCurrentVersion, updatedAtProperty } from '../../http/version-check';
import { defineModule } from '../module';

/** Table of migration 510-seo. */
export interface SeoPagesTable extends RecordColumns {
  title: string;
  meta_tags: ColumnType<string[], unknown, unknown>;
  meta_description: string;
  meta_keywords: ColumnType<string[], unknown, unknown>;
}

declare module '../../db/schema' {
  interface Database {
    seo_pages: SeoPagesTable;
  }
}

const listOrText = { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100 } }] } as const;
const seoBody = {
  type: 'object',
  required: ['metaTags', 'metaDescription', 'metaKeywords'],
  properties: { metaTags: listOrText, metaDescription: { type: 'string', maxLength: 1000 }, metaKeywords: listOrText, updatedAt: updatedAtProperty },
} as const;

interface SeoBody {
  metaTags: string | string[];
  metaDescription: string;
  metaKeywords: string | string[];
  updatedAt?: string;
}

/** Comma-separated text or a list → a list: split, trimmed, empty items dropped (content spec §5). */
export function toList(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean);
}

export function seoAnswer(row: Selectable<SeoPagesTable>) {
  return { ...recordMeta(row), title: row.title, metaTags: row.meta_tags, metaDescription: row.meta_description, metaKeywords: row.meta_keywords };
}

export async function countSeoPages(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('seo_pages').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** SEO metadata per public page (content spec §7): `GET /sections/seo` (an array), `PUT /sections/seo-update/{title}`. */
export const seoModule = defineModule({
  name: 'seo',
  async routes(app, { db }) {
    app.get('/sections/seo', async () => {
      const rows = await db.selectFrom('seo_pages').selectAll().orderBy('title').execute();
      return rows.map(seoAnswer);
    });

    app.put<{ Params: { title: string }; Body: SeoBody }>(
      '/sections/seo-update/:title',
      { config: { permission: 'content:write' }, schema: { params: { type: 'object', properties: { title: { type: 'string', minLength: 1, maxLength: 200 } } }, body: seoBody } },
      async (request) => {
        const row = await db.transaction().execute(async (tx) => {
          const current = await tx
            .selectFrom('seo_pages')
            .select(['id', 'updated_at'])
            .where((eb) => eb(eb.fn('lower', ['title']), '=', request.params.title.toLowerCase()))
            .forUpdate()
            .executeTakeFirst();
          if (!current) throw new AppError(404, 'Page not found');
          assertCurrentVersion(current.updated_at, request.body.updatedAt);
          return tx
            .updateTable('seo_pages')
            .set({
              meta_tags: jsonb(toList(request.body.metaTags)),
              meta_description: request.body.metaDescription.trim(),
              meta_keywords: jsonb(toList(request.body.metaKeywords)),
              updated_at: new Date(),
            })
            .where('id', '=', current.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return { success: true, message: 'SEO data updated', data: seoAnswer(row) };
      },
    );
  },
  dashboard: [{ group: 'general', key: 'seo', title: 'SEO pages', count: countSeoPages }],
});
