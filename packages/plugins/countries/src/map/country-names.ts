/**
 * Matching the names admins type to the names of the map data (world-atlas `countries-110m`, Natural
 * Earth's short names such as 'Dem. Rep. Congo'). Light on purpose: no map data here.
 */

/** Lower case, no accents, single spaces: 'Côte  d’Ivoire' → "cote d'ivoire". */
export function normalizeCountryName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Common names (normalized) → the map's name. The map's own names match directly. */
export const COUNTRY_ALIASES: Record<string, string> = {
  'united states': 'United States of America',
  usa: 'United States of America',
  us: 'United States of America',
  'u.s.a.': 'United States of America',
  uae: 'United Arab Emirates',
  'u.a.e.': 'United Arab Emirates',
  emirates: 'United Arab Emirates',
  uk: 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  ksa: 'Saudi Arabia',
  'kingdom of saudi arabia': 'Saudi Arabia',
  'democratic republic of the congo': 'Dem. Rep. Congo',
  'democratic republic of congo': 'Dem. Rep. Congo',
  'dr congo': 'Dem. Rep. Congo',
  drc: 'Dem. Rep. Congo',
  'congo-kinshasa': 'Dem. Rep. Congo',
  'republic of the congo': 'Congo',
  'congo-brazzaville': 'Congo',
  'central african republic': 'Central African Rep.',
  'south sudan': 'S. Sudan',
  'bosnia and herzegovina': 'Bosnia and Herz.',
  'bosnia & herzegovina': 'Bosnia and Herz.',
  'ivory coast': "Côte d'Ivoire",
  'dominican republic': 'Dominican Rep.',
  'equatorial guinea': 'Eq. Guinea',
  eswatini: 'eSwatini',
  swaziland: 'eSwatini',
  'western sahara': 'W. Sahara',
  'north macedonia': 'Macedonia',
  'czech republic': 'Czechia',
  'east timor': 'Timor-Leste',
  'solomon islands': 'Solomon Is.',
  'falkland islands': 'Falkland Is.',
  'northern cyprus': 'N. Cyprus',
  turkiye: 'Turkey',
  burma: 'Myanmar',
  'republic of korea': 'South Korea',
  'korea, south': 'South Korea',
  korea: 'South Korea',
  "democratic people's republic of korea": 'North Korea',
  'korea, north': 'North Korea',
  'viet nam': 'Vietnam',
  'russian federation': 'Russia',
  'lao pdr': 'Laos',
  'the gambia': 'Gambia',
  'the bahamas': 'Bahamas',
  holland: 'Netherlands',
  'the netherlands': 'Netherlands',
  'state of palestine': 'Palestine',
  'palestinian territories': 'Palestine',
  'cabo verde': 'Cape Verde',
  'tanzania, united republic of': 'Tanzania',
  'syrian arab republic': 'Syria',
  'iran, islamic republic of': 'Iran',
  'republic of moldova': 'Moldova',
  'brunei darussalam': 'Brunei',
  'french southern and antarctic lands': 'Fr. S. Antarctic Lands',
};

/**
 * Builds a finder over the map's names: returns the map name a typed name stands for (case-insensitive,
 * aliases included), or undefined when the map has no such country (e.g. Bahrain or Singapore, too
 * small for the 110m map).
 */
export function createNameMatcher(mapNames: readonly string[]): (name: string) => string | undefined {
  const byNormalized = new Map(mapNames.map((mapName) => [normalizeCountryName(mapName), mapName]));
  return (name) => {
    const key = normalizeCountryName(name);
    const direct = byNormalized.get(key);
    if (direct) return direct;
    const alias = COUNTRY_ALIASES[key];
    return alias && byNormalized.has(normalizeCountryName(alias)) ? alias : undefined;
  };
}
