import type { Country, CountryWithRegion } from '@backoffice/contracts';

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
