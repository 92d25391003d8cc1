import type { Review } from '@backoffice/contracts';
import { published } from '../../support/fixtures';

/** A published review as the list answers one (its spec `id` is its `_id`); `overrides` change what the test is about. */
export function reviewFixture(overrides: Partial<Review> = {}): Review {
  const _id = overrides._id ?? 'r1';
  return {
    _id,
    id: _id,
    firstName: 'Amina',
    lastName: 'Diallo',
    fullName: 'Amina Diallo',
    avatarURL: null,
    role: 'Store owner',
    title: 'Great service',
    description: 'Deliveries arrive on time.',
    date: '2026-10-05T10:00:00.000Z',
    row: 1,
    updatedAt: '2026-10-06T11:00:00.000Z',
    ...published,
    ...overrides,
  };
}
