import type { ColumnType, Generated } from 'kysely';
import type { PublishingColumns } from '../../content-state/columns';

/** Table of migrations 200-companies, 201-company-versions and 202-company-publishing. */
export interface CompaniesTable extends PublishingColumns {
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
