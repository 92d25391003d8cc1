import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_ALIASES,
  createNameMatcher,
  normalizeCountryName,
} from '../../../packages/plugins/countries/src/map/country-names';

const atlas = JSON.parse(readFileSync('node_modules/world-atlas/countries-110m.json', 'utf8'));
const mapNames: string[] = atlas.objects.countries.geometries.map(
  (geometry: { properties: { name: string } }) => geometry.properties.name,
);
const match = createNameMatcher(mapNames);

describe('country names on the map', () => {
  it('matches the map names case-insensitively, ignoring accents and extra spaces', () => {
    expect(match('morocco')).toBe('Morocco');
    expect(match('  SOUTH   africa ')).toBe('South Africa');
    expect(match("cote d'ivoire")).toBe("Côte d'Ivoire");
    expect(normalizeCountryName('Côte d’Ivoire')).toBe("cote d'ivoire");
  });

  it('knows the common names the map writes differently', () => {
    expect(match('UAE')).toBe('United Arab Emirates');
    expect(match('USA')).toBe('United States of America');
    expect(match('Democratic Republic of the Congo')).toBe('Dem. Rep. Congo');
    expect(match('Czech Republic')).toBe('Czechia');
    expect(match('Ivory Coast')).toBe("Côte d'Ivoire");
  });

  it('says when a country is not on the 110m map', () => {
    expect(match('Bahrain')).toBeUndefined();
    expect(match('Singapore')).toBeUndefined();
    expect(match('Atlantis')).toBeUndefined();
  });

  it('every alias points at a name the map has (or at nothing the map could draw)', () => {
    const known = new Set(mapNames);
    const dangling = Object.values(COUNTRY_ALIASES).filter((name) => !known.has(name));
    // Cape Verde is an island state the 110m map does not draw; every other alias must land.
    expect(dangling).toEqual(['Cape Verde']);
  });
});
