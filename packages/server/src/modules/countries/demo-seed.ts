import type { CountryStatus } from '@backoffice/contracts';
import { counter } from '../../db/count';
import type { DemoSeed } from '../module';
import { addCountry } from './queries';

/** Demo content for `npm run seed -- --demo`: regions, countries and simplified SVG flags. */

interface DemoCountry {
  country: string;
  status: CountryStatus;
  /** Stripes: direction and colours; `emblem` is an optional centred circle colour. */
  flag: { direction: 'vertical' | 'horizontal'; colours: string[]; emblem?: string };
}

const DEMO_REGIONS: Array<{ region: string; description: string; countries: DemoCountry[] }> = [
  {
    region: 'Middle East & North Africa',
    description:
      'Cash-on-delivery, call-center confirmation and last-mile delivery from our Casablanca, Cairo and Dubai hubs.',
    countries: [
      {
        country: 'Morocco',
        status: 'Active',
        flag: { direction: 'horizontal', colours: ['#c1272d'], emblem: '#006233' },
      },
      {
        country: 'Egypt',
        status: 'Active',
        flag: { direction: 'horizontal', colours: ['#ce1126', '#ffffff', '#000000'], emblem: '#c09300' },
      },
      {
        country: 'Tunisia',
        status: 'Pending',
        flag: { direction: 'horizontal', colours: ['#e70013'], emblem: '#ffffff' },
      },
      {
        country: 'Saudi Arabia',
        status: 'Active',
        flag: { direction: 'horizontal', colours: ['#006c35'], emblem: '#ffffff' },
      },
      {
        country: 'UAE',
        status: 'Active',
        flag: { direction: 'horizontal', colours: ['#00732f', '#ffffff', '#000000'] },
      },
      {
        country: 'Bahrain',
        status: 'Pending',
        flag: { direction: 'vertical', colours: ['#ffffff', '#ce1126', '#ce1126'] },
      },
    ],
  },
  {
    region: 'Sub-Saharan Africa',
    description: 'Fulfilment warehouses in Lagos and Nairobi with COD remittance within 48 hours.',
    countries: [
      {
        country: 'Nigeria',
        status: 'Active',
        flag: { direction: 'vertical', colours: ['#008751', '#ffffff', '#008751'] },
      },
      {
        country: 'Kenya',
        status: 'Active',
        flag: { direction: 'horizontal', colours: ['#000000', '#bb0000', '#006600'] },
      },
      {
        country: 'Ghana',
        status: 'Pending',
        flag: { direction: 'horizontal', colours: ['#ce1126', '#fcd116', '#006b3f'], emblem: '#000000' },
      },
      {
        country: "Côte d'Ivoire",
        status: 'Inactive',
        flag: { direction: 'vertical', colours: ['#f77f00', '#ffffff', '#009e60'] },
      },
      {
        country: 'Senegal',
        status: 'Active',
        flag: { direction: 'vertical', colours: ['#00853f', '#fdef42', '#e31b23'], emblem: '#00853f' },
      },
    ],
  },
  {
    region: 'Europe',
    description: 'Cross-border shipping and returns handling for e-commerce brands selling into the EU.',
    countries: [
      {
        country: 'France',
        status: 'Active',
        flag: { direction: 'vertical', colours: ['#0055a4', '#ffffff', '#ef4135'] },
      },
      {
        country: 'Spain',
        status: 'Active',
        flag: { direction: 'horizontal', colours: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
      },
      {
        country: 'Italy',
        status: 'Inactive',
        flag: { direction: 'vertical', colours: ['#009246', '#ffffff', '#ce2b37'] },
      },
      {
        country: 'Germany',
        status: 'Pending',
        flag: { direction: 'horizontal', colours: ['#000000', '#dd0000', '#ffce00'] },
      },
    ],
  },
  {
    region: 'Latin America',
    description: 'Sourcing, custom clearance and COD delivery through partner carriers in Mexico City and Bogotá.',
    countries: [
      {
        country: 'Mexico',
        status: 'Active',
        flag: { direction: 'vertical', colours: ['#006847', '#ffffff', '#ce1126'], emblem: '#8c6b2f' },
      },
      {
        country: 'Colombia',
        status: 'Pending',
        flag: { direction: 'horizontal', colours: ['#fcd116', '#fcd116', '#003893', '#ce1126'] },
      },
      { country: 'Chile', status: 'Inactive', flag: { direction: 'horizontal', colours: ['#ffffff', '#d52b1e'] } },
    ],
  },
  {
    region: 'Asia Pacific',
    description: 'Winning-product sourcing from our Shenzhen office and COD fulfilment in Southeast Asia.',
    countries: [
      { country: 'Philippines', status: 'Active', flag: { direction: 'horizontal', colours: ['#0038a8', '#ce1126'] } },
      { country: 'Indonesia', status: 'Pending', flag: { direction: 'horizontal', colours: ['#ff0000', '#ffffff'] } },
      {
        country: 'Vietnam',
        status: 'Inactive',
        flag: { direction: 'horizontal', colours: ['#da251d'], emblem: '#ffff00' },
      },
    ],
  },
];

/** A 60×40 SVG flag made of stripes and an optional centred disc. */
function flagSvg(flag: DemoCountry['flag']): string {
  const width = 60;
  const height = 40;
  const count = flag.colours.length;
  const stripes = flag.colours
    .map((colour, index) =>
      flag.direction === 'vertical'
        ? `<rect x="${(index * width) / count}" y="0" width="${width / count}" height="${height}" fill="${colour}"/>`
        : `<rect x="0" y="${(index * height) / count}" width="${width}" height="${height / count}" fill="${colour}"/>`,
    )
    .join('');
  const emblem = flag.emblem ? `<circle cx="${width / 2}" cy="${height / 2}" r="7" fill="${flag.emblem}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${stripes}${emblem}</svg>`;
}

export const countCountries = counter('countries');

/** Demo regions and countries with SVG flags; does nothing when countries already exist. */
export const countriesDemo: DemoSeed = {
  hasContent: async (db) => (await countCountries(db)) > 0,
  async seed({ db, records, storeFile }) {
    if ((await countCountries(db)) > 0) return 0;
    let added = 0;
    for (const region of DEMO_REGIONS) {
      for (const country of region.countries) {
        const slug = country.country.toLowerCase().replace(/[^a-z]+/g, '-');
        const flag = await storeFile(
          { buffer: Buffer.from(flagSvg(country.flag)), filename: `${slug}.svg`, mimetype: 'image/svg+xml' },
          'flags',
        );
        await addCountry(
          records,
          { country: country.country, status: country.status, region: region.region, description: region.description },
          flag,
        );
        added += 1;
      }
    }
    return added;
  },
};
