import type { ColumnType, Generated } from 'kysely';

/** Table of migrations 200-companies and 201-company-versions. */
export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  logo: string;
  row: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    companies: CompaniesTable;
  }
}
