import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable, RecordMetaFields } from './answers';
import { IdParams } from './common';
import { answer, endpoint, form } from './endpoint';
import { PublishingAnswer, type PublishingForm } from './publishing';
import { CoverAnswer, type CoverForm } from './podcasts';

export const SECTION_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/** Where a section's button opens its link (the first is the default). */
export const BUTTON_TARGETS = ['_self', '_blank', '_parent', '_top'] as const;
/** How a section's button looks on the site (the first is the default). */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'danger', 'warning', 'info', 'success'] as const;

/** A button of a section or card, as the site stores it (`<type>Section.buttons`, a card's `buttons`). */
export interface SectionButton {
  text: string;
  icon: string;
  url: string;
  target: (typeof BUTTON_TARGETS)[number];
  variant: (typeof BUTTON_VARIANTS)[number];
  /** Its position in the list (the server renumbers it). */
  order: number;
  labels: string[];
}

/** An image's size in pixels, as the editor measured it when the file was chosen; `{}` when it is not known. */
export type SectionImageDimensions = { width: number; height: number } | Record<string, never>;

/** A card of a card section (`cardSection.cards`), as the server stores it. */
export interface SectionCard {
  title: string;
  subtitle: string;
  description: string;
  /** A stored /uploads address, or '' (a new picture comes apart, as `cardImage_{n}`). */
  image: string;
  /** Checked when saved; absent on the cards the demo seed stores. */
  imageDimensions?: SectionImageDimensions;
  buttons: SectionButton[];
}

/**
 * A section's body as the server stores and answers it, under `<sectionType>Section`. The form sends each key as
 * `<sectionType>Section.<key>`: buttons, cards and imageDimensions as JSON text, every other key as text.
 */
export interface SectionBody {
  /** Texts kept only when the form sent them (the general and card types always do). */
  heading?: string;
  description?: string;
  caption?: string;
  /** A stored /uploads address, or '' when the section has none. */
  image: string;
  /**
   * The image's size as the editor measured it, checked as a card's is: whole pixels, or `{}` (other keys are
   * dropped). A section saved by an older server may still hold the object its form sent, so a reader checks it.
   */
  imageDimensions: SectionImageDimensions | { [key: string]: unknown };
  /** Renumbered by position. */
  buttons: SectionButton[];
  /** A card section's cards (any other type's when its form sends them). */
  cards?: SectionCard[];
  /** A contributed type's own fields (a testimonial's `quote`, `author`...): text as sent. */
  [field: string]: string | SectionButton[] | SectionCard[] | { [key: string]: unknown } | undefined;
}

/** A section as the lists and editors read it: its body sits under `<sectionType>Section`. */
const SectionRecordFields = Type.Object(
  {
    ...RecordMetaFields,
    title: Type.String(),
    /** The spec's slug: sent by the form, or made from the title when the section is created (kept when the title changes). */
    slug: Type.String(),
    order: Type.Number(),
    sectionType: Type.String(),
    isActive: Type.Boolean(),
    createdBy: Type.String(),
    metaDescription: Type.String(),
    metaKeywords: Type.String(),
    page: Type.String(),
    ...PublishingAnswer,
  },
  {
    description: 'The body sits under `<sectionType>Section`: heading, description, caption, image, buttons, cards...',
  },
);
/** Its body under `<sectionType>Section` (`generalSection`, `cardSection`...): one key, its own type's. */
export type SectionRecord = Static<typeof SectionRecordFields> & {
  [body: `${string}Section`]: SectionBody | undefined;
};
export const SectionRecord = Type.Unsafe<SectionRecord>(SectionRecordFields);

/**
 * The section form (multipart): title, sectionType, order, page, `<type>Section.<key>` fields
 * (buttons, cards, imageDimensions as JSON text), `image`, and `cardImage_{n}` with `cardImageIndex_{n}`;
 * `status`, `publishAt`, `unpublishAt` as every kind with drafts (docs/editorial-workflow.md).
 */
export type SectionForm = Record<string, string | Blob>;

export const PageParams = Type.Object({ page: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,60}$' }) });

/** The home description hero: heading, description, image. */
export const GeneralHero = Type.Object({
  heading: Type.String(),
  description: Type.String(),
  image: Type.String(),
});
export type GeneralHero = Static<typeof GeneralHero>;

/** The hero form; `status`, `publishAt`, `unpublishAt` as every kind with drafts (docs/editorial-workflow.md). */
export type GeneralHeroForm = {
  heading: string;
  description: string;
  image?: Blob;
  /** Updating: the version loaded, so a change made meanwhile is a 409. */
  updatedAt?: string;
} & PublishingForm;

/** The hero as its editors see it (its draft's values when it has one) and its publishing state. */
export const GeneralHeroRecord = Type.Object({
  ...GeneralHero.properties,
  updatedAt: Type.String(),
  ...PublishingAnswer,
});
export type GeneralHeroRecord = Static<typeof GeneralHeroRecord>;

export const GeneralHeroSaved = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  generalSection: GeneralHeroRecord,
});
export type GeneralHeroSaved = Static<typeof GeneralHeroSaved>;

/** The dashboard cover as its editors see it (the draft's cover when it has one); publishing fields once it exists. */
export const DashboardCover = Type.Object({
  success: Type.Literal(true),
  hero: Nullable(Type.String()),
  updatedAt: Type.Optional(Nullable(Type.String())),
  status: Type.Optional(PublishingAnswer.status),
  state: Type.Optional(PublishingAnswer.state),
  publishAt: Type.Optional(PublishingAnswer.publishAt),
  unpublishAt: Type.Optional(PublishingAnswer.unpublishAt),
});
export type DashboardCover = Static<typeof DashboardCover>;

/** A new cover, or (once there is one) only a publishing choice: the cover as its editors see it is kept. */
export type DashboardCoverForm = Partial<CoverForm> & PublishingForm;
export const DashboardCoverSaved = Type.Object({ ...CoverAnswer.properties, ...PublishingAnswer });
export type DashboardCoverSaved = Static<typeof DashboardCoverSaved>;

/** Content sections of every page area, the home hero and the dashboard cover. */
export const sectionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/sections/:page',
    params: PageParams,
    answer: answer(Type.Object({ success: Type.Literal(true), sections: Type.Array(SectionRecord) })),
  }),
  create: endpoint({
    method: 'POST',
    path: '/section/create',
    form: form<SectionForm>(),
    answer: answer(EnvelopeSchema(SectionRecord)),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/section/update/:id',
    params: IdParams,
    form: form<SectionForm>(),
    answer: answer(EnvelopeSchema(SectionRecord)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/sections/delete/:id', params: IdParams, answer: answer(DoneSchema) }),
  generalHero: endpoint({
    method: 'GET',
    path: '/hero/get-general-section',
    answer: answer(Type.Object({ success: Type.Literal(true), generalSection: Nullable(GeneralHeroRecord) })),
  }),
  createGeneralHero: endpoint({
    method: 'POST',
    path: '/hero/create-general-section',
    form: form<GeneralHeroForm>(),
    answer: answer(GeneralHeroSaved),
  }),
  updateGeneralHero: endpoint({
    method: 'PUT',
    path: '/hero/update-general-section',
    form: form<GeneralHeroForm>(),
    answer: answer(GeneralHeroSaved),
  }),
  dashboardHero: endpoint({ method: 'GET', path: '/dashboard-hero', answer: answer(DashboardCover) }),
  editDashboardHero: endpoint({
    method: 'POST',
    path: '/dashboard-hero/edit',
    form: form<DashboardCoverForm>(),
    answer: answer(DashboardCoverSaved),
  }),
};
export type SectionsApi = typeof sectionsApi;
