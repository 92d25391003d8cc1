import type { RecordColumns } from '../../db/schema';

/** Table of migration 800-partners. */
export interface PartnersTable extends RecordColumns {
  name: string;
  website: string;
  row: number;
}

declare module '../../db/schema' {
  interface Database {
    partners: PartnersTable;
  }
}
