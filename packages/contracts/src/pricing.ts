import { Type, type Static } from '@sinclair/typebox';
import { IdParams, UpdatedAt, type RecordMeta } from './common';
import { answer, endpoint, form } from './endpoint';
import type { Envelope } from './envelope';

/** A plan has at most this many features (content spec §5). */
export const MAX_FEATURES = 10;

/** A pricing plan (content spec §3). */
export interface PricingPlan extends RecordMeta {
  planName: string;
  monthlyPrice: number;
  yearlyPrice: number;
  description: string;
  features: string[];
  /** An /uploads address, an http(s) link, or ''. */
  media: string;
}

export const PlanBody = Type.Object({
  planName: Type.String({ maxLength: 100 }),
  monthlyPrice: Type.Number(),
  yearlyPrice: Type.Number(),
  description: Type.String({ maxLength: 1000 }),
  features: Type.Array(Type.String({ maxLength: 200 })),
  media: Type.Optional(Type.String({ maxLength: 500 })),
  updatedAt: Type.Optional(UpdatedAt),
});
export type PlanBody = Static<typeof PlanBody>;
/** An edit sends only the fields it changes: those absent keep their stored values (README "Updates"). */
export const PlanEditBody = Type.Partial(PlanBody);
export type PlanEditBody = Static<typeof PlanEditBody>;

/** The plan's image (multipart, not in the spec): a new file, or `removeMedia`. */
export type PlanMediaForm = {
  updatedAt?: string;
  media?: Blob;
  removeMedia?: 'true';
};

/** Pricing plans (content spec §7): list and update; the plans themselves come from the demo seed. */
export const pricingApi = {
  list: endpoint({ method: 'GET', path: '/pricingModel/get', answer: answer<Envelope<{ data: PricingPlan[] }>>() }),
  update: endpoint({ method: 'PUT', path: '/pricingModel/update/:id', params: IdParams, body: PlanEditBody, answer: answer<Envelope<PricingPlan>>() }),
  media: endpoint({ method: 'PUT', path: '/pricingModel/media/:id', params: IdParams, form: form<PlanMediaForm>(), answer: answer<Envelope<PricingPlan>>() }),
};
export type PricingApi = typeof pricingApi;
