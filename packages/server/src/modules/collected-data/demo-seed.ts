import type { DemoSeed, SeedContext } from '../module';
import { countRecords } from './collection-queries';
import { CONTACT_SALES, JOB_CANDIDATES, LEADS, NEWSLETTER } from './collections';

const PEOPLE: Array<[first: string, last: string, company: string, country: string]> = [
  ['Kofi', 'Mensah', 'Accra Gadgets', 'Ghana'],
  ['Grace', 'Wanjiru', 'Nairobi Threads', 'Kenya'],
  ['Youssef', 'Alami', 'Atlas Beauty', 'Morocco'],
  ['Chidi', 'Okeke', 'Lagos Home', 'Nigeria'],
  ['Fatima', 'Zahra', 'Souk Online', 'Morocco'],
  ['Ahmed', 'Hassan', 'Cairo Tech', 'Egypt'],
  ['Aisha', 'Bello', 'Abuja Fashion', 'Nigeria'],
  ['Omar', 'Farouk', 'Gulf Deals', 'UAE'],
  ['Nadia', 'Karimi', 'Rabat Crafts', 'Morocco'],
  ['Samuel', 'Otieno', 'Mombasa Market', 'Kenya'],
  ['Leila', 'Haddad', 'Tunis Style', 'Tunisia'],
  ['Musa', 'Diallo', 'Dakar Mobile', 'Senegal'],
];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Demo sign-ups, leads, contact-sales requests and applications (with small PDF files); nothing when any exist. */
export const collectedDemo: DemoSeed = {
  hasContent: async (db) => (await countRecords(db, LEADS)) > 0,
  seed: ({ db, storage }) => seedCollected(db, storage),
};

async function seedCollected(db: SeedContext['db'], storage: SeedContext['storage']): Promise<number> {
  const existing = await Promise.all(
    [NEWSLETTER, LEADS, CONTACT_SALES, JOB_CANDIDATES].map((collection) => countRecords(db, collection)),
  );
  if (existing.some((count) => count > 0)) return 0;
  const email = (first: string, last: string, company: string) =>
    `${first}.${last}@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`.toLowerCase();
  await db
    .insertInto('newsletter_subscribers')
    .values(PEOPLE.map(([first, last, company]) => ({ email: email(first, last, company) })))
    .execute();
  await db
    .insertInto('leads')
    .values(
      PEOPLE.map(([first, last, company, country], index) => ({
        first_name: first,
        last_name: last,
        company_name: company,
        email: email(first, last, company),
        phone_number: `+2126000000${10 + index}`,
        num_of_orders: ['10-50', '50-100', '100-500', '500+'][index % 4],
        countries_interested: country,
      })),
    )
    .execute();
  await db
    .insertInto('contact_sales')
    .values(
      PEOPLE.slice(0, 6).map(([first, last, company, country], index) => ({
        full_name: `${first} ${last}`,
        company_name: company,
        company_email: email(first, last, company),
        country,
        mobile_number: `+2547000000${10 + index}`,
        number_of_orders: String((index + 1) * 40),
        country_interested: index % 2 ? 'Saudi Arabia' : 'Nigeria',
      })),
    )
    .execute();
  const jobs = ['Account Manager', 'Senior Backend Engineer', 'Operations Manager'];
  for (const [index, [first, last]] of PEOPLE.slice(0, 6).entries()) {
    const resume = await storage.save({ data: PDF, folder: 'candidates', ext: 'pdf', private: true });
    await db
      .insertInto('job_candidates')
      .values({
        job: jobs[index % jobs.length],
        f_name: first,
        l_name: last,
        email: email(first, last, 'mail'),
        phone: `+2336000000${10 + index}`,
        linked_in: `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()}`,
        resume_key: resume.key,
        resume_name: `${first}_${last}_CV.pdf`,
        cover_letter:
          index % 2
            ? ''
            : `Dear hiring team,\n\nI would like to join you as ${jobs[index % jobs.length]}. I have worked with cash-on-delivery merchants for five years.\n\nBest regards,\n${first} ${last}`,
      })
      .execute();
  }
  return PEOPLE.length * 2 + 6 + 6;
}
