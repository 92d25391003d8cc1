import type { RecordColumns } from '../../db/schema';

/** Table of migration 930-ext-records: one row per record of a plugin's declared content type. */
export interface ExtRecordsTable extends RecordColumns {
  plugin: string;
  type: string;
  /** The record's fields, as its type's schema checked them. */
  data: Record<string, unknown>;
  /** Its text fields' values, lower-cased, for the list's search. */
  search: string;
}

declare module '../../db/schema' {
  interface Database {
    ext_records: ExtRecordsTable;
  }
}
