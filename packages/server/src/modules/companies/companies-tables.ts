import type { ColumnType, Generated } from 'kysely';

/** Table of migration 200-companies. */
export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  logo: string;
  row: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CompaniesTables {
  companies: CompaniesTable;
}
