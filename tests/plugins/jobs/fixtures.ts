import type { Job } from '@backoffice/contracts';
import { published } from '../../support/fixtures';

/** A published job as the API answers one; `overrides` change what a test is about. */
export function jobFixture(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'j1',
    title: 'Data Analyst',
    department: 'Operations',
    description: 'Make sense of deliveries',
    overview: 'Join us',
    content: '<p>Work on data</p>',
    location: 'Casablanca',
    remote: true,
    salary: '3000 USD Monthly',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-10T10:00:00.000Z',
    ...published,
    ...overrides,
  };
}
