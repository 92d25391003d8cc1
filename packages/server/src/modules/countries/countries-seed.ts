import type { Kysely } from 'kysely';
import type { CountriesTables } from './countries-tables';
import { DEMO_REGIONS, flagSvg } from './countries-demo-data';
import { addCountry, countCountries } from './countries-queries';

/** Stores a file the way uploads are stored; returns its address. */
export type StoreDemoFile = (file: { buffer: Buffer; filename: string; mimetype: string }, folder: string) => Promise<string>;

/** Demo regions and countries with SVG flags; does nothing when countries already exist. */
export async function seedCountriesDemo(db: Kysely<CountriesTables>, store: StoreDemoFile): Promise<number> {
  if ((await countCountries(db)) > 0) return 0;
  let added = 0;
  for (const region of DEMO_REGIONS) {
    for (const country of region.countries) {
      const slug = country.country.toLowerCase().replace(/[^a-z]+/g, '-');
      const flag = await store({ buffer: Buffer.from(flagSvg(country.flag)), filename: `${slug}.svg`, mimetype: 'image/svg+xml' }, 'flags');
      await addCountry(db, { country: country.country, status: country.status, region: region.region, description: region.description }, flag);
      added += 1;
    }
  }
  return added;
}
