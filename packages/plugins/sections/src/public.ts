import { defineExtensionPoint, type Permission } from '@backoffice/kernel';
import type { SectionRecord } from '@backoffice/contracts';
import type { ComponentType } from 'react';

/**
 * A section's body (under `<type>Section`), a card of a card section, a button of either and an image's size:
 * the contract's models, for editors whose `fromSection` reads a stored body.
 */
export type { SectionBody, SectionButton, SectionCard, SectionImageDimensions } from '@backoffice/contracts';

/**
 * A section as the server answers it: the contract's record, its body (`SectionBody`) under `<type>Section`.
 * Kept under this name for the plugins that import it (the plugin SDK exports it).
 */
export type Section = SectionRecord;

/** Extension point `sections/page-area/v1`: one list of sections of the public site. */
export interface PageArea {
  /** Area key sent to the server: `GET /sections/{key}`. */
  key: string;
  /** Route of its list (the plugin that contributes it declares the route, see `sectionListScreen`). */
  path: string;
  /** The page's name heading its list, in English: shown translated through the contributing plugin's catalog. */
  title?: string;
  /**
   * No longer read: every list offers 'Add New Section' and Delete (issue 34: the spec's fixed lists left a fresh
   * install with no way to create a page's sections). Kept so existing contributions still type-check.
   */
  canAdd?: boolean;
  /** Editor route when the area has its own (default '/edit-section'). */
  editPath?: string;
  /** 'title-description': the list shows only Title and Description (the banners list of the original product). */
  columns?: 'sections' | 'title-description';
}

/** The props a section-type form receives from the editor shell. */
export interface SectionFormProps<D = unknown> {
  draft: D;
  onChange: (draft: D) => void;
  /** True when editing an existing section (type and order are read-only, cards fixed). */
  editing: boolean;
  /** The section as loaded, for rules that depend on the stored values. */
  original?: Section;
  /** 'banner': the banner editor's labels and sizes; the content sections' by default. */
  variant?: 'section' | 'banner';
}

/**
 * The fields of a draft as its editor's form names them (the `name` of each `FormField`, e.g. 'heading' or
 * 'cards.0.title'): which must be filled, and what is wrong with which.
 */
export interface SectionFieldChecks {
  /** The fields marked required. */
  required?: string[];
  /** A message by field for each problem it has now; only problems `validate` also finds. */
  errors?: Record<string, string>;
}

/** Extension point `sections/section-editor/v1`: the editor of one section type. */
// The draft type is each editor's own; the registry holds editors of every draft type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface SectionEditor<D = any> {
  /** `sectionType` value, e.g. 'general'. */
  type: string;
  /** Shown in the type picker and the lists' Type column, in English: translated through the contributing plugin's catalog. */
  label: string;
  /** A new, empty body. */
  empty: () => D;
  /** Reads the body of a stored section. */
  fromSection: (section: Section) => D;
  /** First problem, or null. */
  validate: (draft: D) => string | null;
  /**
   * Optional: the draft's fields by the names its form gives its `FormField`s. The editor shell marks the
   * required ones, and after a save refused by `validate` (whose message the dialog still shows) puts each
   * message on its field and focuses the first. Without it, `validate`'s message is shown in the dialog only.
   */
  fieldChecks?: (draft: D) => SectionFieldChecks;
  /** Appends the body to the multipart form (dotted names), files included. */
  serialize: (draft: D, form: FormData) => void;
  /** Texts the list searches in. */
  searchTexts: (section: Section) => Array<string | undefined>;
  /** Image shown in the list, if any. */
  imageOf: (section: Section) => string | undefined;
  /** The form, loaded lazily (keeps antd out of the first chunk). */
  form: () => Promise<{ default: ComponentType<SectionFormProps<D>> }>;
  /** A live preview of the draft, shown by the editor shell beside the form; loaded lazily too. */
  preview?: () => Promise<{ default: ComponentType<{ draft: D }> }>;
}

// Keyed: a second plugin contributing the same area key or section type is refused at boot, not shadowed.
export const PageAreas = defineExtensionPoint<PageArea>('sections/page-area/v1', {
  key: (area) => area.key,
  keyName: 'page area',
});
export const SectionEditors = defineExtensionPoint<SectionEditor>('sections/section-editor/v1', {
  key: (editor) => editor.type,
  keyName: 'section type',
});

/** Route screen of a section list for an area key: `routes: [{ path, screen: sectionListScreen('my-key') }]`. */
export function sectionListScreen(areaKey: string) {
  return () => import('./screens/SectionsList').then((module) => ({ default: module.listScreenFor(areaKey) }));
}

/** The editor route's permission, for third parties declaring their own edit routes. */
export const SECTION_WRITE: Permission = 'content:write';
