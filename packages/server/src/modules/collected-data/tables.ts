import type { ColumnType } from 'kysely';
import type { RecordColumns } from '../../db/schema';

/** Tables of migrations 300-collected-data and 310-collected-search. */
type Text = ColumnType<string, string | undefined, string>;

export interface NewsletterTable extends RecordColumns { email: string }
export interface LeadsTable extends RecordColumns {
  first_name: string; last_name: string; company_name: string; email: string; phone_number: string; num_of_orders: string; countries_interested: string;
}
export interface ContactSalesTable extends RecordColumns {
  full_name: string; company_name: string; company_email: string; country: string; mobile_number: string; number_of_orders: string; country_interested: string;
}
export interface JobCandidatesTable extends RecordColumns {
  job: string; f_name: string; l_name: string; email: string; phone: string; linked_in: Text;
  /** Private storage keys of the files (never public /uploads addresses) and their original names. */
  resume_key: Text; resume_name: Text; portfolio_key: Text; portfolio_name: Text;
  /** Bytes of its stored files (migration 330; 0 for applications received before it). */
  files_bytes: ColumnType<string | number, number | undefined, number>;
  /** The cover letter's text (migration 340; '' when none was sent). */
  cover_letter: Text;
}

declare module '../../db/schema' {
  interface Database {
    newsletter_subscribers: NewsletterTable;
    leads: LeadsTable;
    contact_sales: ContactSalesTable;
    job_candidates: JobCandidatesTable;
  }
}
