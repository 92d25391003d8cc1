import './tables';

export type CollectionTable = 'newsletter_subscribers' | 'leads' | 'contact_sales' | 'job_candidates';

/** One field of a collection: its answer key (the spec's name), its column and its export header. */
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
  /** The export's sheet name. */
  sheet: string;
}

const field = (key: string, column: string, header: string): CollectionField => ({ key, column, header });

export const NEWSLETTER: Collection = { table: 'newsletter_subscribers', fields: [field('email', 'email', 'Email')], searchColumns: ['email'], sheet: 'Newsletter' };

export const LEADS: Collection = {
  table: 'leads',
  fields: [
    field('firstName', 'first_name', 'First Name'), field('lastName', 'last_name', 'Last Name'), field('companyName', 'company_name', 'Company Name'),
    field('email', 'email', 'Email'), field('phoneNumber', 'phone_number', 'Phone Number'), field('numOfOrders', 'num_of_orders', 'Number of Orders'),
    field('countriesInterested', 'countries_interested', 'Countries Interested'),
  ],
  searchColumns: ['email'],
  sheet: 'Leads Contact',
};

export const CONTACT_SALES: Collection = {
  table: 'contact_sales',
  fields: [
    field('fullName', 'full_name', 'Full Name'), field('companyName', 'company_name', 'Company Name'), field('companyEmail', 'company_email', 'Company Email'),
    field('country', 'country', 'Country'), field('mobileNumber', 'mobile_number', 'Mobile Number'), field('numberOfOrders', 'number_of_orders', 'Number of Orders'),
    field('countryInterested', 'country_interested', 'Country Interested'),
  ],
  searchColumns: ['full_name', 'company_name', 'company_email'],
  sheet: 'Contact Sales',
};

export const JOB_CANDIDATES: Collection = {
  table: 'job_candidates',
  fields: [
    field('job', 'job', 'Job'), field('fName', 'f_name', 'First Name'), field('lName', 'l_name', 'Last Name'), field('email', 'email', 'Email'),
    field('phone', 'phone', 'Phone Number'), field('linkedIn', 'linked_in', 'LinkedIn'), field('coverLetter', 'cover_letter', 'Cover Letter'),
  ],
  searchColumns: ['email'],
  sheet: 'Job Candidates',
};
