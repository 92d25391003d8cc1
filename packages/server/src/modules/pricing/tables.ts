import type { ColumnType } from 'kysely';
import type { PublishingColumns } from '../../content-state/columns';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 500-pricing (501: publishing). */
export interface PricingPlansTable extends RecordColumns, PublishingColumns {
  plan_name: string;
  /** numeric: read back as text, written as a number. */
  monthly_price: ColumnType<string, number, number>;
  yearly_price: ColumnType<string, number, number>;
  description: string;
  features: ColumnType<string[], unknown, unknown>;
  media: ColumnType<string, string | undefined, string>;
  position: ColumnType<number, number | undefined, number>;
}

declare module '../../db/schema' {
  interface Database {
    pricing_plans: PricingPlansTable;
  }
}
