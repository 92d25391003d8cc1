import { counter } from '../../db/count';
import type { DemoSeed } from '../module';

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
export const countCompanies = counter('companies');

/** Demo partner companies with SVG logos; does nothing when companies already exist. */
export const companiesDemo: DemoSeed = {
  hasContent: async (db) => (await countCompanies(db)) > 0,
  async seed({ db, storeFile }) {
    if ((await countCompanies(db)) > 0) return 0;
    for (const [index, company] of DEMO_COMPANIES.entries()) {
      const slug = company.name.toLowerCase();
      const logo = await storeFile(
        {
          buffer: Buffer.from(badgeSvg(company.name, company.colour)),
          filename: `${slug}.svg`,
          mimetype: 'image/svg+xml',
        },
        'companies',
      );
      await db
        .insertInto('companies')
        .values({ name: company.name, logo, row: index + 1 })
        .execute();
    }
    return DEMO_COMPANIES.length;
  },
};
