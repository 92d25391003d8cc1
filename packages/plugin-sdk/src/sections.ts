import { defineExtensionPoint } from '@backoffice/kernel';
import type { PageArea, SectionEditor } from '../../plugins/sections/src/public';

/*
 * The sections plugin's extension points, by their ids: a plugin never imports another plugin, contributions
 * meet by the point's id. The value types are the sections plugin's own (packages/plugins/sections/src/public.ts),
 * so they cannot drift from what its editor calls.
 */
export type {
  PageArea,
  Section,
  SectionBody,
  SectionButton,
  SectionCard,
  SectionEditor,
  SectionFieldChecks,
  SectionFormProps,
  SectionImageDimensions,
} from '../../plugins/sections/src/public';

/** `sections/section-editor/v1`: the editor of one section type (keyed by `type`). Needs `requires: ['sections']`. */
export const SectionEditors = defineExtensionPoint<SectionEditor>('sections/section-editor/v1', {
  key: (editor) => editor.type,
  keyName: 'section type',
});
/** `sections/page-area/v1`: one list of sections of the public site (keyed by `key`). */
export const PageAreas = defineExtensionPoint<PageArea>('sections/page-area/v1', {
  key: (area) => area.key,
  keyName: 'page area',
});
