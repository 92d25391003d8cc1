import { Type, type Static } from '@sinclair/typebox';
import { IdParams, UpdatedAt } from './common';
import { DoneSchema, EnvelopeSchema, RecordMetaFields } from './answers';
import { answer, endpoint } from './endpoint';
import { PublishingAnswer, PublishingFields } from './publishing';

/** The SEO entry of one public page. */
export const SeoPage = Type.Object({
  ...RecordMetaFields,
  title: Type.String(),
  metaTags: Type.Array(Type.String()),
  metaDescription: Type.String(),
  metaKeywords: Type.Array(Type.String()),
  ...PublishingAnswer,
});
export type SeoPage = Static<typeof SeoPage>;

/** Tags and keywords arrive as comma-separated text or as a list. */
const ListOrText = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
]);

export const SeoBody = Type.Object({
  metaTags: ListOrText,
  metaDescription: Type.String({ maxLength: 1000 }),
  metaKeywords: ListOrText,
  updatedAt: Type.Optional(UpdatedAt),
  ...PublishingFields,
});
export type SeoBody = Static<typeof SeoBody>;
/** An edit sends only the fields it changes: those absent keep their stored values (docs/api.md "Updates"). */
export const SeoEditBody = Type.Partial(SeoBody);
export type SeoEditBody = Static<typeof SeoEditBody>;

/** The SEO entry of a new site page (not in the spec): its title, the rest optional (empty when absent). */
export const SeoAddBody = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    metaTags: Type.Optional(ListOrText),
    metaDescription: Type.Optional(Type.String({ maxLength: 1000 })),
    metaKeywords: Type.Optional(ListOrText),
    ...PublishingFields,
  },
  { additionalProperties: false },
);
export type SeoAddBody = Static<typeof SeoAddBody>;

export const SeoParams = Type.Object({ title: Type.String({ minLength: 1, maxLength: 200 }) });

/** SEO metadata per public page: the list is a bare array; add and delete are beyond the spec. */
export const seoApi = {
  list: endpoint({ method: 'GET', path: '/sections/seo', answer: answer(Type.Array(SeoPage)) }),
  add: endpoint({
    method: 'POST',
    path: '/sections/seo-add',
    body: SeoAddBody,
    answer: answer(EnvelopeSchema(SeoPage)),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/sections/seo-delete/:id',
    params: IdParams,
    answer: answer(DoneSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/sections/seo-update/:title',
    params: SeoParams,
    body: SeoEditBody,
    answer: answer(EnvelopeSchema(SeoPage)),
  }),
};
export type SeoApi = typeof seoApi;
