import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { Database, RecordColumns } from '../../db/schema';
import { jsonb, recordMeta } from '../../db/record';
import { AppError } from '../../http/app-error';
import { assertCurrentVersion, updatedAtProperty } from '../../http/version-check';
import { defineModule } from '../module';
import { createUploadSupport, writeWithFile } from '../upload-support';
import { idParamsSchema } from '../../http/common-schemas';

export const MAX_FEATURES = 10;
const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
const MEDIA_MAX_BYTES = 4 * 1024 * 1024;
/** Images this module stored itself: only those are deleted when a plan's media changes. */
const isOwnUpload = (url: string | null | undefined): url is string => typeof url === 'string' && url.startsWith('/uploads/pricing/');

/** Table of migration 500-pricing. */
export interface PricingPlansTable extends RecordColumns {
  plan_name: string;
  /** numeric: read back as text, written as a number. */
  monthly_price: ColumnType<string, number, number>;
  yearly_price: ColumnType<string, number, number>;
  description: string;
  features: ColumnType<string[], unknown, unknown>;
  media: ColumnType<string, string | undefined, string>;
  position: ColumnType<number, number | undefined, number>;
}

declare module '../../db/schema' {
  interface Database {
    pricing_plans: PricingPlansTable;
  }
}

const planBody = {
  type: 'object',
  required: ['planName', 'monthlyPrice', 'yearlyPrice', 'description', 'features'],
  properties: {
    planName: { type: 'string', maxLength: 100 },
    monthlyPrice: { type: 'number' },
    yearlyPrice: { type: 'number' },
    description: { type: 'string', maxLength: 1000 },
    features: { type: 'array', items: { type: 'string', maxLength: 200 } },
    media: { type: 'string', maxLength: 500 },
    updatedAt: updatedAtProperty,
  },
} as const;

interface PlanBody {
  planName: string;
  monthlyPrice: number;
  yearlyPrice: number;
  description: string;
  features: string[];
  media?: string;
  updatedAt?: string;
}

export function planAnswer(row: Selectable<PricingPlansTable>) {
  return {
    ...recordMeta(row),
    planName: row.plan_name,
    monthlyPrice: Number(row.monthly_price),
    yearlyPrice: Number(row.yearly_price),
    description: row.description,
    features: row.features,
    media: row.media,
  };
}

export async function countPlans(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('pricing_plans').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The plan's values, checked as the editor checks them (content spec §5). */
function readPlan(body: PlanBody) {
  const features = body.features.map((feature) => feature.trim()).filter(Boolean);
  const planName = body.planName.trim();
  const description = body.description.trim();
  if (!planName || !description || features.length === 0) throw new AppError(400, 'Please fill all the fields');
  if (body.features.length > MAX_FEATURES) throw new AppError(400, `A plan has at most ${MAX_FEATURES} features`);
  for (const price of [body.monthlyPrice, body.yearlyPrice]) {
    if (!Number.isFinite(price) || price < 0) throw new AppError(400, 'Prices cannot be negative');
    if (price > 1_000_000) throw new AppError(400, 'Prices must be below 1,000,000');
  }
  const media = (body.media ?? '').trim();
  if (media && !/^(\/uploads\/|https?:\/\/)/.test(media)) throw new AppError(400, 'media must be an uploaded image address or an http(s) link');
  return { plan_name: planName, monthly_price: Math.round(body.monthlyPrice * 100) / 100, yearly_price: Math.round(body.yearlyPrice * 100) / 100, description, features: jsonb(features), media };
}

/** Pricing plans (content spec §7): list and update. The catalogue of plans itself comes from the seed. */
export const pricingModule = defineModule({
  name: 'pricing',
  async routes(app, { db, storage }) {
    const uploads = createUploadSupport(storage);
    app.get('/pricingModel/get', async () => {
      const rows = await db.selectFrom('pricing_plans').selectAll().orderBy('position').orderBy('created_at').execute();
      return { success: true, data: { data: rows.map(planAnswer) } };
    });

    app.put<{ Params: { id: string }; Body: PlanBody }>(
      '/pricingModel/update/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema, body: planBody } },
      async (request) => {
        const values = readPlan(request.body);
        const row = await db.transaction().execute(async (tx) => {
          const current = await tx.selectFrom('pricing_plans').select(['updated_at', 'media']).where('id', '=', request.params.id).forUpdate().executeTakeFirst();
          if (!current) throw new AppError(404, 'This plan no longer exists');
          assertCurrentVersion(current.updated_at, request.body.updatedAt);
          const updated = await tx.updateTable('pricing_plans').set({ ...values, updated_at: new Date() }).where('id', '=', request.params.id).returningAll().executeTakeFirstOrThrow();
          return { updated, dropped: current.media !== values.media ? current.media : null };
        });
        if (isOwnUpload(row.dropped)) await uploads.remove(row.dropped);
        return { success: true, message: 'Plan updated', data: planAnswer(row.updated) };
      },
    );

    // The spec's update is JSON, with media as a name; this call (not in the spec) uploads the plan's image:
    // multipart `media` (PNG, JPEG, WebP or SVG up to 4 MB), or `removeMedia=true`. Answers the plan.
    app.put<{ Params: { id: string } }>(
      '/pricingModel/media/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema } },
      async (request) => {
        const form = await uploads.readForm(request, { fileField: 'media', maxBytes: MEDIA_MAX_BYTES, types: MEDIA_TYPES });
        if (!form.file && form.fields.removeMedia !== 'true') throw new AppError(400, 'Choose an image to upload (field media), or send removeMedia=true');
        const result = await writeWithFile(uploads, form.file, 'pricing', (url) =>
          db.transaction().execute(async (tx) => {
            const current = await tx.selectFrom('pricing_plans').select(['updated_at', 'media']).where('id', '=', request.params.id).forUpdate().executeTakeFirst();
            if (!current) throw new AppError(404, 'This plan no longer exists');
            assertCurrentVersion(current.updated_at, form.fields.updatedAt);
            const updated = await tx.updateTable('pricing_plans').set({ media: url ?? '', updated_at: new Date() }).where('id', '=', request.params.id).returningAll().executeTakeFirstOrThrow();
            return { updated, dropped: current.media };
          }),
        );
        if (isOwnUpload(result.dropped)) await uploads.remove(result.dropped);
        return { success: true, message: result.updated.media ? 'Plan image updated' : 'Plan image removed', data: planAnswer(result.updated) };
      },
    );
  },
  dashboard: [{ group: 'general', key: 'pricing', title: 'Pricing plans', count: countPlans }],
});
