import type { TranslatableKind } from '@backoffice/contracts';
import { sql, type Kysely } from 'kysely';
import { PUBLISHABLE_TABLES } from '../content-state/kinds';
import { withDraft, type PublishableRow } from '../content-state/state';
import type { Database } from './schema';
import { containsPattern } from './record';
import { TRANSLATABLE } from '../modules/translations/kinds';

/**
 * The rows of `table` whose `columns` contain `q` (case-insensitive `ilike`, wildcards in `q` taken literally),
 * newest first when the table has `created_at`, at most `limit`. For the command palette's search sources.
 * A table with drafts is searched as its editors see it: a draft's values match too, and a row is answered with
 * its draft laid over it (docs/editorial-workflow.md). Given its translations' kind, a row whose translation (in
 * any locale) of one of these columns contains `q` matches too (docs/content-in-several-languages.md): a French
 * question finds its FAQ. Only the searched columns' translations: a translated HTML body never matches its tags.
 * Given `{ kinds }` instead (kinds whose every text is plain: sections, banners, About Us cards, the home hero), a
 * row matches by any of its translated texts in those kinds (a card's title, a button's text…), never by the
 * address of a translated image. `bodyTexts` (JSON paths into the row's `body`, and its draft's) match the default
 * locale's texts kept there, never an image's address or a link.
 */
export async function rowsContaining(
  db: Kysely<Database>,
  table: string,
  columns: string[],
  q: string,
  limit: number,
  orderBy = 'created_at',
  translatedKind?: TranslatableKind | { kinds: TranslatableKind[]; bodyTexts?: readonly string[] },
): Promise<Array<Record<string, unknown>>> {
  const pattern = containsPattern(q);
  const translatedFields =
    typeof translatedKind === 'string'
      ? TRANSLATABLE[translatedKind].fields.filter((field) => columns.includes(field.column)).map((field) => field.name)
      : [];
  const drafts = PUBLISHABLE_TABLES.has(table);
  // The default locale's texts kept inside a JSON `body` (a section's heading, a card's title, a button's text),
  // each named by a JSON path: the texts a translation of the same record would hold.
  const bodyTexts = typeof translatedKind === 'object' ? (translatedKind.bodyTexts ?? []) : [];
  const bodyMatches = (body: ReturnType<typeof sql>) =>
    sql<boolean>`exists (select 1 from (values ${sql.join(bodyTexts.map((path) => sql`(${path}::jsonpath)`))}) p(path), jsonb_path_query(${body}, p.path) v where jsonb_typeof(v) = 'string' and v #>> '{}' ilike ${pattern})`;
  // Tables are named by the calling module, so the query goes through an untyped view of the same database.
  const untyped = db as unknown as Kysely<any>;
  const rows = await untyped
    .selectFrom(table)
    .selectAll()
    .where((eb) =>
      eb.or([
        ...columns.flatMap((column) =>
          drafts
            ? [eb(column, 'ilike', pattern), eb(sql`draft->>${column}`, 'ilike', pattern)]
            : [eb(column, 'ilike', pattern)],
        ),
        ...(bodyTexts.length > 0
          ? drafts
            ? [bodyMatches(sql.ref(`${table}.body`)), bodyMatches(sql`${sql.ref(`${table}.draft`)}->'body'`)]
            : [bodyMatches(sql.ref(`${table}.body`))]
          : []),
        ...(translatedFields.length > 0
          ? [
              eb.exists(
                sql`(select 1 from content_translations t, jsonb_each_text(t.fields) v where t.kind = ${translatedKind} and t.record_id = ${sql.ref(`${table}.id`)} and v.key in (${sql.join(translatedFields)}) and v.value ilike ${pattern})`,
              ),
            ]
          : []),
        ...(typeof translatedKind === 'object' && translatedKind.kinds.length > 0
          ? [
              eb.exists(
                sql`(select 1 from content_translations t, jsonb_each_text(t.fields) v where t.kind in (${sql.join(translatedKind.kinds)}) and t.record_id = ${sql.ref(`${table}.id`)} and v.key not in (${sql.join(imageNamesOf(translatedKind.kinds))}) and v.value ilike ${pattern})`,
              ),
            ]
          : []),
      ]),
    )
    .orderBy(orderBy, 'desc')
    .limit(limit)
    .execute();
  return drafts ? rows.map((row) => withDraft(row as PublishableRow) as unknown as Record<string, unknown>) : rows;
}

/** The translation fields of these kinds that hold an image's address (never searched), and a name none has. */
function imageNamesOf(kinds: TranslatableKind[]): string[] {
  return ['', ...kinds.flatMap((kind) => (TRANSLATABLE[kind].images ?? []).map((image) => image.name))];
}
