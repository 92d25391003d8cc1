import type { ColumnType, Generated } from 'kysely';

/** Table of migration 200-companies (it has no updated_at). */
export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  logo: string;
  row: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    companies: CompaniesTable;
  }
}
