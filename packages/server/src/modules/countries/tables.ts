import type { CountryStatus } from '@backoffice/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 700-countries. */
export interface CountryRegionsTable {
  id: Generated<string>;
  name: string;
  description: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CountriesTable {
  id: Generated<string>;
  region_id: string;
  name: string;
  flag: string;
  status: CountryStatus;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    country_regions: CountryRegionsTable;
    countries: CountriesTable;
  }
}
