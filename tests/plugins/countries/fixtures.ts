import type { Country, CountryWithRegion, Region } from '@backoffice/contracts';

/** A published, active country as a region of the list answers it; `overrides` change what the test is about. */
export function countryFixture(overrides: Partial<Country> = {}): Country {
  return {
    _id: 'c1',
    country: 'Morocco',
    flag: '/uploads/flags/ma.png',
    status: 'Active',
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    publishStatus: 'published',
    state: 'published',
    publishAt: null,
    unpublishAt: null,
    ...overrides,
  };
}

/** A country as an add or edit answers it: with its region's name. */
export function savedCountryFixture(overrides: Partial<CountryWithRegion> = {}): CountryWithRegion {
  return { ...countryFixture(), region: 'North Africa', ...overrides };
}

/** The North Africa region with Morocco (active) and Egypt (pending), both stored at `version`. */
export function northAfrica(version: string): Region {
  return {
    _id: 'r1',
    region: 'North Africa',
    description: 'Cash on delivery across the Maghreb',
    countries: [
      countryFixture({
        _id: 'c1',
        country: 'Morocco',
        flag: '/uploads/flags/ma.png',
        status: 'Active',
        updatedAt: version,
      }),
      countryFixture({
        _id: 'c2',
        country: 'Egypt',
        flag: '/uploads/flags/eg.png',
        status: 'Pending',
        updatedAt: version,
      }),
    ],
  };
}
