import { sql, type Kysely } from 'kysely';
import type { CompaniesTables } from './companies-tables';

/** Stores a file the way uploads are stored; returns its address. */
export type StoreDemoFile = (file: { buffer: Buffer; filename: string; mimetype: string }, folder: string) => Promise<string>;

/** Partner logos for the demo: a coloured badge with the company's name. */
const DEMO_COMPANIES: Array<{ name: string; colour: string }> = [
  { name: 'Aramex', colour: '#e2231a' },
  { name: 'Jumia', colour: '#f68b1e' },
  { name: 'Yalidine', colour: '#1c6dd0' },
  { name: 'Glovo', colour: '#ffc244' },
  { name: 'Amana', colour: '#0a8754' },
  { name: 'Sendit', colour: '#6c3fc5' },
];

function badgeSvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="${colour}"/><text x="80" y="31" font-family="Arial, sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#ffffff">${name}</text></svg>`;
}

/** How many companies exist: the dashboard counter with key 'companies'. */
export async function countCompanies(db: Kysely<CompaniesTables>): Promise<number> {
  const result = await db.selectFrom('companies').select(sql<number>`count(*)`.as('count')).executeTakeFirst();
  return Number(result?.count ?? 0);
}

/** Demo partner companies with SVG logos; does nothing when companies already exist. */
export async function seedCompaniesDemo(db: Kysely<CompaniesTables>, store: StoreDemoFile): Promise<number> {
  if ((await countCompanies(db)) > 0) return 0;
  for (const [index, company] of DEMO_COMPANIES.entries()) {
    const slug = company.name.toLowerCase();
    const logo = await store({ buffer: Buffer.from(badgeSvg(company.name, company.colour)), filename: `${slug}.svg`, mimetype: 'image/svg+xml' }, 'companies');
    await db.insertInto('companies').values({ name: company.name, logo, row: index + 1 }).execute();
  }
  return DEMO_COMPANIES.length;
}
