import { stateOf, type PublishableRow } from '../../content-state/state';
import { rowsContaining } from '../../db/text-search';
import type { SearchSource } from '../module';

/** The page area whose editor has its own address (the banners'); every other section opens in /edit-section. */
const EDITOR_OF_PAGE: Record<string, string> = { 'banners-component': '/banners/edit' };

/** The section editor's address for one section (the sections plugin's `sectionEditorAddress`). */
export function sectionEditorPath(page: string, id: string): string {
  return `${EDITOR_OF_PAGE[page] ?? '/edit-section'}?${new URLSearchParams({ page, id })}`;
}

/** Sections and banners in the command palette, by title, slug or page area (a draft's too), opening their editor. */
export const sectionsSearch: SearchSource[] = [
  {
    key: 'sections',
    label: 'Content Sections',
    find: async (db, q, limit) =>
      (await rowsContaining(db, 'sections', ['title', 'slug', 'page'], q, limit)).map((row) => ({
        title: String(row.title),
        description: `${String(row.page)} · ${stateOf(row as unknown as PublishableRow)}`,
        path: sectionEditorPath(String(row.page), String(row.id)),
      })),
  },
];
