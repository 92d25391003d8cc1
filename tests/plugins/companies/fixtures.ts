import type { Company } from '@backoffice/contracts';
import { published } from '../../support/fixtures';

/** A published company as the list answers one; `overrides` change what the test is about. */
export function companyFixture(overrides: Partial<Company> = {}): Company {
  return {
    _id: 'c1',
    name: 'Aramex',
    url: '/uploads/companies/c1.svg',
    row: 1,
    dateCreated: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...published,
    ...overrides,
  };
}
