import type { CountryStatus } from '@backoffice/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { PublishingColumns } from '../../content-state/columns';

/** Tables of migration 700-countries (701: the countries' publishing columns). */
export interface CountryRegionsTable {
  id: Generated<string>;
  name: string;
  description: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/**
 * A country's draft (docs/editorial-workflow.md) holds its columns (`name`, `status`, `flag`, `region_id`) and,
 * when the form changed its region's description, `region_description`: the region is shared by several
 * countries, so that description goes live only when the country's draft does.
 */
export interface CountriesTable extends PublishingColumns {
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
