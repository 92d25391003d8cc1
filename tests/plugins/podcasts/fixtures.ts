import type { Podcast } from '@backoffice/contracts';
import { published } from '../../support/fixtures';

/** A published podcast as the podcasts page answers one; `overrides` change what the test is about. */
export function podcastFixture(overrides: Partial<Podcast> = {}): Podcast {
  return {
    _id: 'p1',
    title: 'Episode 1',
    url: 'https://podcasts.example.com/ep-1',
    cover: '',
    dateScheduled: '2026-10-01',
    formattedDate: 'Oct 1, 2026',
    category: 'Shipping',
    isLiveNow: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...published,
    ...overrides,
  };
}
