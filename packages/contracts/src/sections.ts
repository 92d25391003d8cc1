import { Type } from '@sinclair/typebox';
import { IdParams, type RecordMeta } from './common';
import { answer, endpoint, form } from './endpoint';
import type { Done, Envelope } from './envelope';
import type { CoverAnswer, CoverForm } from './podcasts';

export const SECTION_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/** A section as the lists and editors read it (content spec §3): its body sits under `<sectionType>Section`. */
export type SectionRecord = RecordMeta & {
  title: string;
  order: number;
  sectionType: string;
  isActive: boolean;
  createdBy: string;
  metaDescription: string;
  metaKeywords: string;
  page: string;
  /** `<sectionType>Section`: heading, description, caption, image, buttons, cards... */
  [body: string]: unknown;
};

/**
 * The section form (multipart, content spec §7): title, sectionType, order, page, `<type>Section.<key>` fields
 * (buttons, cards, imageDimensions as JSON text), `image`, and `cardImage_{n}` with `cardImageIndex_{n}`.
 */
export type SectionForm = Record<string, string | Blob>;

export const PageParams = Type.Object({ page: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,60}$' }) });

/** The home description hero: heading, description, image (content spec §2). */
export interface GeneralHero {
  heading: string;
  description: string;
  image: string;
}

export type GeneralHeroForm = {
  heading: string;
  description: string;
  image?: Blob;
};

export interface GeneralHeroSaved {
  success: true;
  message: string;
  generalSection: GeneralHero;
}

/** Content sections of every page area, the home hero and the dashboard cover (content spec §7). */
export const sectionsApi = {
  list: endpoint({ method: 'GET', path: '/sections/:page', params: PageParams, answer: answer<{ success: true; sections: SectionRecord[] }>() }),
  create: endpoint({ method: 'POST', path: '/section/create', form: form<SectionForm>(), answer: answer<Envelope<SectionRecord>>() }),
  update: endpoint({ method: 'PUT', path: '/section/update/:id', params: IdParams, form: form<SectionForm>(), answer: answer<Envelope<SectionRecord>>() }),
  remove: endpoint({ method: 'DELETE', path: '/sections/delete/:id', params: IdParams, answer: answer<Done>() }),
  generalHero: endpoint({
    method: 'GET',
    path: '/hero/get-general-section',
    answer: answer<{ success: true; generalSection: (GeneralHero & { updatedAt: string }) | null }>(),
  }),
  createGeneralHero: endpoint({ method: 'POST', path: '/hero/create-general-section', form: form<GeneralHeroForm>(), answer: answer<GeneralHeroSaved>() }),
  updateGeneralHero: endpoint({ method: 'PUT', path: '/hero/update-general-section', form: form<GeneralHeroForm>(), answer: answer<GeneralHeroSaved>() }),
  dashboardHero: endpoint({ method: 'GET', path: '/dashboard-hero', answer: answer<{ success: true; hero: string | null }>() }),
  editDashboardHero: endpoint({ method: 'POST', path: '/dashboard-hero/edit', form: form<CoverForm>(), answer: answer<CoverAnswer>() }),
};
export type SectionsApi = typeof sectionsApi;
