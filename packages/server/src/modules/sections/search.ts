import { SINGLETON_RECORD_ID } from '@backoffice/contracts';
import { sql } from 'kysely';
import { stateOf, withDraft, type PublishableRow } from '../../content-state/state';
import { containsPattern } from '../../db/record';
import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** The page area whose editor has its own address (the banners'); every other section opens in /edit-section. */
const EDITOR_OF_PAGE: Record<string, string> = { 'banners-component': '/banners/edit' };

/** The section editor's address for one section (the sections plugin's `sectionEditorAddress`). */
export function sectionEditorPath(page: string, id: string): string {
  return `${EDITOR_OF_PAGE[page] ?? '/edit-section'}?${new URLSearchParams({ page, id })}`;
}

/**
 * The texts of a section's body in the default locale (a draft's too), as JSON paths: what its translations hold.
 * Lax paths: a body without cards or buttons has nothing there (a strict path raises an error instead).
 */
const SECTION_BODY_TEXTS = [
  '$.heading',
  '$.description',
  '$.caption',
  '$.cards[*].title',
  '$.cards[*].subtitle',
  '$.cards[*].description',
  '$.buttons[*].text',
  '$.cards[*].buttons[*].text',
] as const;

/**
 * Sections and banners in the command palette, by title, slug or page area, by the texts of their body (heading,
 * description, caption, a card's title or text, a button's text; a draft's too), or by any of their
 * translated texts in any locale (heading, description, caption, a card's title or text, a button's text);
 * About Us cards by title or content and the home hero by heading or description, in any locale too. Each hit
 * opens its editor (docs/content-in-several-languages.md).
 */
export const sectionsSearch: SearchSource[] = [
  {
    key: 'sections',
    label: 'Content Sections',
    find: async (db, q, limit) =>
      (
        await rowsContaining(db, 'sections', ['title', 'slug', 'page'], q, limit, 'created_at', {
          kinds: ['sections', 'banners'],
          bodyTexts: SECTION_BODY_TEXTS,
        })
      ).map((row) => ({
        title: String(row.title),
        description: `${String(row.page)} · ${stateOf(row as unknown as PublishableRow)}`,
        path: sectionEditorPath(String(row.page), String(row.id)),
      })),
  },
  {
    key: 'about-cards',
    label: 'About Us cards',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'about_cards', ['title', 'content'], q, limit, 'created_at', 'about-cards')).map(
        (row) => ({
          title: String(row.title),
          description: `Row ${String(row.row)} · ${stateOf(row as unknown as PublishableRow)}`,
          path: `/about-us/edit/${encodeURIComponent(String(row.id))}`,
        }),
      ),
  },
  {
    key: 'home-hero',
    label: 'Home Description Hero',
    // One record, translated under the fixed singleton id (its own id is the integer 1).
    find: async (db, q) => {
      const pattern = containsPattern(q);
      const hero = await db
        .selectFrom('home_hero')
        .selectAll()
        .where((eb) =>
          eb.or([
            ...(['heading', 'description'] as const).flatMap((column) => [
              eb(column, 'ilike', pattern),
              eb(sql`draft->>${column}`, 'ilike', pattern),
            ]),
            eb.exists(
              sql`(select 1 from content_translations t, jsonb_each_text(t.fields) v where t.kind = 'home-hero' and t.record_id = ${SINGLETON_RECORD_ID} and v.key in ('heading', 'description') and v.value ilike ${pattern})`,
            ),
          ]),
        )
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!hero) return [];
      const shown = withDraft(hero as unknown as PublishableRow) as unknown as { heading: string };
      return [
        {
          title: shown.heading,
          description: `Home Description Hero · ${stateOf(hero as unknown as PublishableRow)}`,
          path: '/home-descr-hero/edit',
        },
      ];
    },
  },
];
