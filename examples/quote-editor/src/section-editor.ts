import { defineExtensionPoint } from '@backoffice/kernel';
import type { ComponentType } from 'react';

/*
 * The sections plugin's extension point `sections/section-editor/v1`, declared here by its id: a plugin imports
 * only the kernel, never another plugin, and contributions meet by the point's id. The shape is the one the
 * sections plugin documents (packages/plugins/sections/src/public.ts); the /v1 in the id is its version.
 */

/** A section as the server stores it: the type's body sits under `<type>Section`. */
export interface Section {
  _id?: string;
  title: string;
  order: number;
  sectionType: string;
  page?: string;
  updatedAt?: string;
  [body: string]: unknown;
}

export interface SectionFormProps<D> {
  draft: D;
  onChange: (draft: D) => void;
  editing: boolean;
  original?: Section;
}

export interface SectionEditor<D> {
  type: string;
  label: string;
  empty: () => D;
  fromSection: (section: Section) => D;
  validate: (draft: D) => string | null;
  serialize: (draft: D, form: FormData) => void;
  searchTexts: (section: Section) => Array<string | undefined>;
  imageOf: (section: Section) => string | undefined;
  form: () => Promise<{ default: ComponentType<SectionFormProps<D>> }>;
  preview?: () => Promise<{ default: ComponentType<{ draft: D }> }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- editors of every draft type share the point
export const SectionEditors = defineExtensionPoint<SectionEditor<any>>('sections/section-editor/v1');
