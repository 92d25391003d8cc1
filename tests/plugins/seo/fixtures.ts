import type { SeoPage } from '@backoffice/contracts';
import { published } from '../../support/fixtures';

/** A published SEO entry as the API answers one (tags and keywords as lists); `overrides` say what a test is about. */
export function seoPage(overrides: Partial<SeoPage> = {}): SeoPage {
  return {
    _id: 's1',
    title: 'Home',
    metaTags: [],
    metaDescription: '',
    metaKeywords: [],
    createdAt: '2026-03-10T10:00:00.000Z',
    updatedAt: '2026-03-10T10:00:00.000Z',
    ...published,
    ...overrides,
  };
}
