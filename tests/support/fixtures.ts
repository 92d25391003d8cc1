import {
  permissionsFor,
  type Admin,
  type Failure,
  type Faq,
  type Publishing,
  type SectionRecord,
} from '@backoffice/contracts';
import { sampleAdmin } from './fake-api';

/** A refusal as the server sends one: `[status, { success: false, message }]`. */
export function refusal(status: number, message: string): [number, Failure] {
  return [status, { success: false, message }];
}

/** A record's publishing fields when it is simply published (no draft, nothing scheduled). */
export const published = {
  status: 'published',
  state: 'published',
  publishAt: null,
  unpublishAt: null,
} as const satisfies Publishing;

/** A published FAQ as the list answers one; `overrides` change what the test is about. */
export function faqFixture(overrides: Partial<Faq> = {}): Faq {
  return {
    _id: 'f1',
    question: 'Do you ship to Kenya?',
    answer: 'Yes.',
    row: 1,
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...published,
    ...overrides,
  };
}

/** An admin as the answers show one: the sample admin with `overrides`, holding its role's permissions unless given. */
export function adminFixture(overrides: Partial<Admin> = {}): Admin {
  return { ...sampleAdmin, permissions: permissionsFor(overrides.role ?? sampleAdmin.role), ...overrides };
}

/**
 * A published, active section as the lists answer one; its body goes under `<sectionType>Section` in
 * `fields` (e.g. `generalSection: { heading, ... }`), with what else the test is about.
 */
export function sectionFixture(fields: Partial<SectionRecord> & Pick<SectionRecord, '_id' | 'title'>): SectionRecord {
  return {
    slug: fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    order: 1,
    sectionType: 'general',
    isActive: true,
    createdBy: 'Admin',
    metaDescription: '',
    metaKeywords: '',
    page: 'home',
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    ...published,
    ...fields,
  };
}
