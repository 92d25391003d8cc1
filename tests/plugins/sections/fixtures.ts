import type {
  AboutCard,
  DashboardCoverSaved,
  GeneralHeroRecord,
  SectionBody,
  SectionButton,
} from '@backoffice/contracts';
import { published } from '../../support/fixtures';

const CREATED = '2026-01-05T09:00:00.000Z';
/** The sections list's record: the shared builder (tests/support/fixtures.ts). */
export { sectionFixture as section } from '../../support/fixtures';

/** A section body as the server stores one: no image, no buttons, with `fields` (a contributed type's texts...). */
export function sectionBody(fields: Partial<SectionBody>): SectionBody {
  return { image: '', imageDimensions: {}, buttons: [], ...fields };
}

/** A stored button with a new button's defaults: `text` is what the test is about. */
export function sectionButton(text: string, order = 0): SectionButton {
  return { text, icon: '', url: '#', target: '_self', variant: 'primary', order, labels: [] };
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
