import type { ExportCollection, ExportFormat } from '@backoffice/contracts';
import type { ColumnType } from 'kysely';
import type { RecordColumns } from '../../db/schema';

/** Tables of migrations 300-collected-data and 310-collected-search. */
type Text = ColumnType<string, string | undefined, string>;

export interface NewsletterTable extends RecordColumns {
  email: string;
}
export interface LeadsTable extends RecordColumns {
  first_name: string;
  last_name: string;
  company_name: string;
  email: string;
  phone_number: string;
  num_of_orders: string;
  countries_interested: string;
}
export interface ContactSalesTable extends RecordColumns {
  full_name: string;
  company_name: string;
  company_email: string;
  country: string;
  mobile_number: string;
  number_of_orders: string;
  country_interested: string;
}
export interface JobCandidatesTable extends RecordColumns {
  job: string;
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  linked_in: Text;
  /** Private storage keys of the files (never public /uploads addresses) and their original names. */
  resume_key: Text;
  resume_name: Text;
  portfolio_key: Text;
  portfolio_name: Text;
  /** Bytes of its stored files (migration 330; 0 for applications received before it). */
  files_bytes: ColumnType<string | number, number | undefined, number>;
  /** The cover letter's text (migration 340; '' when none was sent). */
  cover_letter: Text;
}

/** An export run as a job (migration 360-exports). */
export interface ExportsTable {
  id: string;
  collection: ExportCollection;
  format: ColumnType<ExportFormat, ExportFormat | undefined, ExportFormat>;
  /** `{ ids }` or `{ matching }` (collection-queries.ts Selection). */
  selection: ColumnType<unknown, string, string>;
  state: ColumnType<
    'queued' | 'running' | 'done' | 'failed',
    'queued' | undefined,
    'queued' | 'running' | 'done' | 'failed'
  >;
  attempt: ColumnType<number, number | undefined, number>;
  runner: Text;
  rows_written: ColumnType<number, number | undefined, number>;
  rows_total: ColumnType<number | null, number | null | undefined, number | null>;
  file_name: string;
  file_key: Text;
  error: Text;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  expires_at: Date;
}

declare module '../../db/schema' {
  interface Database {
    exports: ExportsTable;
    newsletter_subscribers: NewsletterTable;
    leads: LeadsTable;
    contact_sales: ContactSalesTable;
    job_candidates: JobCandidatesTable;
  }
}
