import type { LegalPage } from '@backoffice/contracts';
import { published } from '../../support/fixtures';

/** A published legal page as the API answers one; `overrides` say what a test is about. */
export function legalPage(overrides: Partial<LegalPage> = {}): LegalPage {
  return {
    _id: 'p1',
    title: 'Terms and Conditions',
    content: '<p>Our terms.</p>',
    formattedDate: 'Mar 10, 2026',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-10T10:00:00.000Z',
    ...published,
    ...overrides,
  };
}
