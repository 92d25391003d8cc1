import type {
  AboutCard,
  DashboardCoverSaved,
  GeneralHeroRecord,
  Publishing,
  SectionRecord,
} from '@backoffice/contracts';

const CREATED = '2026-01-05T09:00:00.000Z';
/** Published, nothing scheduled: what a record that is on the site answers. */
const published: Publishing = { status: 'published', state: 'published', publishAt: null, unpublishAt: null };

/**
 * A published, active section as the lists answer one; its body goes under `<sectionType>Section` in
 * `fields` (e.g. `generalSection: { heading, ... }`), with what else the test is about.
 */
export function section(fields: Partial<SectionRecord> & Pick<SectionRecord, '_id' | 'title'>): SectionRecord {
  return {
    slug: fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    order: 1,
    sectionType: 'general',
    isActive: true,
    createdBy: 'Admin',
    metaDescription: '',
    metaKeywords: '',
    page: 'home',
    createdAt: CREATED,
    updatedAt: CREATED,
    ...published,
    ...fields,
  };
}

/** A published about-us card as the list answers one. */
export function aboutCard(fields: Partial<AboutCard> & Pick<AboutCard, '_id' | 'title'>): AboutCard {
  return { content: '', row: 1, media: null, createdAt: CREATED, updatedAt: CREATED, ...published, ...fields };
}

/** The published home hero as its editors read it. */
export function generalHero(fields: Partial<GeneralHeroRecord> = {}): GeneralHeroRecord {
  return { heading: '', description: '', image: '', updatedAt: CREATED, ...published, ...fields };
}

/** The answer to a saved dashboard cover: the cover now live (`cover`, its version `updatedAt`). */
export function dashboardCoverSaved(
  fields: Pick<DashboardCoverSaved, 'cover'> & Partial<DashboardCoverSaved>,
): DashboardCoverSaved {
  return { success: true, message: 'Cover replaced', updatedAt: CREATED, ...published, ...fields };
}
