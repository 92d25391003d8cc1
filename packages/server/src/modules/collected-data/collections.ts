import './tables';

export type CollectionTable = 'newsletter_subscribers' | 'leads' | 'contact_sales' | 'job_candidates';

/** One field of a collection: its answer key (the spec's name), its column and its export header (the screen's column name). */
export interface CollectionField {
  key: string;
  column: string;
  header: string;
}

/** A kind of collected record: how it is listed, searched and exported. */
export interface Collection {
  table: CollectionTable;
  fields: CollectionField[];
  /** Columns the search box looks in (case-insensitive). */
  searchColumns: string[];
  /** The export's sheet name and its file name before the date (`Newsletter` → `Newsletter-2026-11-23.xlsx`). */
  sheet: string;
  file: string;
  /** The heading of the date column, as the screen names it. */
  dateHeader: string;
  /** Columns a list may be sorted by besides `createdAt`: answer key → column (each has a `lower(column)` index). */
  sortable: Record<string, string>;
}

const field = (key: string, column: string, header: string): CollectionField => ({ key, column, header });

export const NEWSLETTER: Collection = {
  table: 'newsletter_subscribers',
  fields: [field('email', 'email', 'Email')],
  searchColumns: ['email'],
  sheet: 'Newsletter',
  file: 'Newsletter',
  dateHeader: 'Subscribed',
  sortable: { email: 'email' },
};

export const LEADS: Collection = {
  table: 'leads',
  fields: [
    field('firstName', 'first_name', 'First Name'),
    field('lastName', 'last_name', 'Last Name'),
    field('companyName', 'company_name', 'Company Name'),
    field('email', 'email', 'Email'),
    field('phoneNumber', 'phone_number', 'Phone Number'),
    field('numOfOrders', 'num_of_orders', 'Orders per Day'),
    field('countriesInterested', 'countries_interested', 'Countries Interested'),
  ],
  searchColumns: ['email', 'first_name', 'last_name', 'company_name'],
  sheet: 'Leads Contact',
  file: 'LeadsContact',
  dateHeader: 'Received',
  sortable: { email: 'email', firstName: 'first_name', lastName: 'last_name', companyName: 'company_name' },
};

export const CONTACT_SALES: Collection = {
  table: 'contact_sales',
  fields: [
    field('fullName', 'full_name', 'Full Name'),
    field('companyName', 'company_name', 'Company Name'),
    field('companyEmail', 'company_email', 'Company Email'),
    field('country', 'country', 'Country'),
    field('mobileNumber', 'mobile_number', 'Mobile Number'),
    field('numberOfOrders', 'number_of_orders', 'Number of Orders'),
    field('countryInterested', 'country_interested', 'Country Interested'),
  ],
  searchColumns: ['full_name', 'company_name', 'company_email'],
  sheet: 'Contact Sales',
  file: 'ContactSales',
  dateHeader: 'Received',
  sortable: { companyEmail: 'company_email', fullName: 'full_name', companyName: 'company_name' },
};

export const JOB_CANDIDATES: Collection = {
  table: 'job_candidates',
  fields: [
    field('job', 'job', 'Job Detail'),
    field('fName', 'f_name', 'First Name'),
    field('lName', 'l_name', 'Last Name'),
    field('email', 'email', 'Email'),
    field('phone', 'phone', 'Phone Number'),
    field('linkedIn', 'linked_in', 'LinkedIn'),
    field('coverLetter', 'cover_letter', 'Cover Letter'),
  ],
  searchColumns: ['email', 'f_name', 'l_name', 'job'],
  sheet: 'Job Candidates',
  file: 'JobCandidates',
  dateHeader: 'Received',
  sortable: { email: 'email', fName: 'f_name', lName: 'l_name', job: 'job' },
};
