import type { MediaVariant } from '@backoffice/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Table of migration 800-media: one row per stored public image (src/storage/media-library.ts writes it). */
export interface MediaTable {
  id: Generated<string>;
  hash: string;
  storage_key: string;
  url: string;
  name: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  alt: ColumnType<string, string | undefined, string>;
  decorative: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 801: the focal point, both null or both set (0..1). */
  focal_x: ColumnType<number | null, number | null | undefined, number | null>;
  focal_y: ColumnType<number | null, number | null | undefined, number | null>;
  tags: ColumnType<string[], unknown, unknown>;
  uploaded_by: string | null;
  variants: ColumnType<MediaVariant[], unknown, unknown>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    media: MediaTable;
  }
}
