import type { SectionBody } from '@backoffice/contracts';
import type { ColumnType } from 'kysely';
import type { PublishingColumns } from '../../content-state/columns';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 600-sections (601: `slug`; 995: drafts and publishing). */
export interface SectionsTable extends RecordColumns, PublishingColumns {
  page: string;
  title: string;
  /** The spec's slug: sent by the form, or made from the title when the section is created; kept when the title changes. */
  slug: ColumnType<string, string | undefined, string>;
  order: number;
  section_type: string;
  /** Columns with a default may be left out on insert. */
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: ColumnType<string, string | undefined, string>;
  meta_description: ColumnType<string, string | undefined, string>;
  meta_keywords: ColumnType<string, string | undefined, string>;
  /** The `<type>Section` body: heading, description, caption, image, buttons, cards... (written through `jsonb`). */
  body: ColumnType<SectionBody, unknown, unknown>;
}

/** Migration 600-sections; 998: drafts and publishing. */
export interface HomeHeroTable extends PublishingColumns {
  id: number;
  heading: string;
  description: string;
  image: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DashboardHeroTable extends PublishingColumns {
  id: number;
  cover: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    sections: SectionsTable;
    home_hero: HomeHeroTable;
    dashboard_hero: DashboardHeroTable;
  }
}
