import { MAX_FEATURES, pricingApi, type PlanAddBody, type PlanBody, type PricingPlan } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { jsonb, withRecordMeta } from '../../db/record';
import { updateRow } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { PricingPlansTable } from './tables';

const MEDIA = { kinds: ['image', 'svg'], formats: ['png', 'jpg', 'webp', 'svg'], maxBytes: 4 * 1024 * 1024, cleanSvg: true } as const;
const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This plan no longer exists';
/** Images this module stored itself: only those are deleted when a plan's media changes. */
const ownUploadDropped = ({ dropped }: { dropped: string | null }) => [dropped?.startsWith('/uploads/pricing/') ? dropped : null];

function planOf(row: Selectable<PricingPlansTable>): PricingPlan {
  return withRecordMeta(row, {
    planName: row.plan_name,
    monthlyPrice: Number(row.monthly_price),
    yearlyPrice: Number(row.yearly_price),
    description: row.description,
    features: row.features,
    media: row.media,
    row: Number(row.position) + 1,
  });
}

/** The plan's values, checked as the editor checks them (content spec §5). */
function readPlan(body: PlanBody | PlanAddBody) {
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

/** Pricing plans (content spec §7): list and update; add and delete (not in the spec) so a fresh install can make its plans. */
export function pricingRoutes(app: FastifyInstance, { db, uploads, records }: ModuleContext) {
  route(app, pricingApi.list, {}, async () => {
    const rows = await db.selectFrom('pricing_plans').selectAll().orderBy('position').orderBy('created_at').execute();
    return { success: true, data: { data: rows.map(planOf) } };
  });

  route(app, pricingApi.update, WRITE, async (request) => {
    const { id } = request.params;
    const { updated } = await records.update({
      table: 'pricing_plans', id, missing: MISSING, version: request.body.updatedAt,
      write: async (tx, current) => {
        // Fields not sent keep their stored values (media too); the merged plan is checked as the editor does.
        const values = readPlan({
          planName: current.plan_name, monthlyPrice: Number(current.monthly_price), yearlyPrice: Number(current.yearly_price),
          description: current.description, features: current.features, media: current.media ?? undefined, ...request.body,
        });
        // An /uploads address may only be the plan's own image (uploaded through /pricingModel/media): naming
        // another record's file would share it, and deleting it later would break that record.
        if (values.media.startsWith('/uploads/') && values.media !== current.media) throw new AppError(400, 'media may only name this plan\'s own uploaded image (upload a new one through the image field)', 'media');
        return { updated: await updateRow(tx, 'pricing_plans', id, values), dropped: current.media !== values.media ? current.media : null };
      },
      dropsFiles: ownUploadDropped,
    });
    return { success: true, message: 'Plan updated', data: planOf(updated) };
  });

  // Not in the spec: a new plan at its row (1 is first; the plans from there move down by one), else after the last.
  route(app, pricingApi.add, WRITE, async (request, reply) => {
    const values = readPlan(request.body);
    if (values.media.startsWith('/uploads/')) throw new AppError(400, 'media may only be an http(s) link when adding a plan (upload its image once it is saved)', 'media');
    const created = await records.create('pricing_plans', async (tx) => {
      const { last } = await tx.selectFrom('pricing_plans').select((eb) => eb.fn.max('position').as('last')).executeTakeFirstOrThrow();
      const end = last === null ? 0 : Number(last) + 1;
      const position = request.body.row === undefined ? end : Math.min(request.body.row - 1, end);
      await sql`update pricing_plans set position = position + 1 where position >= ${position}`.execute(tx);
      return tx.insertInto('pricing_plans').values({ ...values, position }).returningAll().executeTakeFirstOrThrow();
    });
    reply.code(201);
    return { success: true, message: 'Plan added', data: planOf(created) };
  });

  // Not in the spec: deletes a plan and the image it uploaded.
  route(app, pricingApi.remove, WRITE, async (request) => {
    await records.remove({ table: 'pricing_plans', id: request.params.id, missing: MISSING, dropsFiles: (removed) => ownUploadDropped({ dropped: removed.media }) });
    return { success: true, message: 'Plan deleted' };
  });

  // The spec's update is JSON, with media as a name; this call (not in the spec) uploads the plan's image:
  // multipart `media` (PNG, JPEG, WebP or SVG up to 4 MB), or `removeMedia=true`. Answers the plan.
  route(app, pricingApi.media, WRITE, async (request) => {
    const form = await uploads.read(request, { media: MEDIA });
    if (!form.files.media && form.fields.removeMedia !== 'true') throw new AppError(400, 'Choose an image to upload (field media), or send removeMedia=true');
    const { id } = request.params;
    const result = await uploads.withFile(form.files.media, 'pricing', (url) =>
      records.update({
        table: 'pricing_plans', id, missing: MISSING, version: form.fields.updatedAt,
        write: async (tx, current) => ({ updated: await updateRow(tx, 'pricing_plans', id, { media: url ?? '' }), dropped: current.media }),
        dropsFiles: ownUploadDropped,
      }),
    );
    return { success: true, message: result.updated.media ? 'Plan image updated' : 'Plan image removed', data: planOf(result.updated) };
  });
}
