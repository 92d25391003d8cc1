import { Type, type Static } from '@sinclair/typebox';
import { IdParams, UpdatedAt } from './common';
import { DoneSchema, EnvelopeSchema, RecordMetaFields } from './answers';
import { answer, endpoint, form } from './endpoint';
import { PublishingAnswer, PublishingFields } from './publishing';

/** A plan has at most this many features. */
export const MAX_FEATURES = 10;

/** A pricing plan. */
/** A plan's own fields as answers carry them: the admin's (below) and the public content API's. */
export const PlanFields = {
  planName: Type.String(),
  monthlyPrice: Type.Number(),
  yearlyPrice: Type.Number(),
  description: Type.String(),
  features: Type.Array(Type.String()),
};
export const PricingPlan = Type.Object({
  ...RecordMetaFields,
  ...PlanFields,
  /** An /uploads address, an http(s) link, or ''. */
  media: Type.String(),
  /** Position on the public site (1 is first). */
  row: Type.Number(),
  ...PublishingAnswer,
});
export type PricingPlan = Static<typeof PricingPlan>;

/** What a new or edited plan sends, with its limits. */
const PlanInput = {
  planName: Type.String({ maxLength: 100 }),
  monthlyPrice: Type.Number(),
  yearlyPrice: Type.Number(),
  description: Type.String({ maxLength: 1000 }),
  features: Type.Array(Type.String({ maxLength: 200 })),
  media: Type.Optional(Type.String({ maxLength: 500 })),
};
export const PlanBody = Type.Object({
  ...PlanInput,
  updatedAt: Type.Optional(UpdatedAt),
  ...PublishingFields,
});
export type PlanBody = Static<typeof PlanBody>;
/** An edit sends only the fields it changes: those absent keep their stored values (docs/api.md "Updates"). */
export const PlanEditBody = Type.Partial(PlanBody);
export type PlanEditBody = Static<typeof PlanEditBody>;

/** A new plan (not in the spec): the plan's fields and, optionally, its row (1 is first; absent: after the last). */
export const PlanAddBody = Type.Object(
  {
    ...PlanInput,
    row: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
    ...PublishingFields,
  },
  { additionalProperties: false },
);
export type PlanAddBody = Static<typeof PlanAddBody>;

/** The plan's image (multipart, not in the spec): a new file, or `removeMedia`. */
export type PlanMediaForm = {
  updatedAt?: string;
  media?: Blob;
  removeMedia?: 'true';
};

/** Pricing plans: list and update; add and delete are beyond the spec, named in its style. */
export const pricingApi = {
  list: endpoint({
    method: 'GET',
    path: '/pricingModel/get',
    answer: answer(EnvelopeSchema(Type.Object({ data: Type.Array(PricingPlan) }))),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/pricingModel/update/:id',
    params: IdParams,
    body: PlanEditBody,
    answer: answer(EnvelopeSchema(PricingPlan)),
  }),
  add: endpoint({
    method: 'POST',
    path: '/pricingModel/add',
    body: PlanAddBody,
    answer: answer(EnvelopeSchema(PricingPlan)),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/pricingModel/delete/:id',
    params: IdParams,
    answer: answer(DoneSchema),
  }),
  media: endpoint({
    method: 'PUT',
    path: '/pricingModel/media/:id',
    params: IdParams,
    form: form<PlanMediaForm>(),
    answer: answer(EnvelopeSchema(PricingPlan)),
  }),
};
export type PricingApi = typeof pricingApi;
