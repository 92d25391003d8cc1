import { MAX_FEATURES, pricingApi, type PlanAddBody, type PlanBody, type PricingPlan } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { filesLetGo, filesOfRecord } from '../../content-state/files';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit, savedMessage } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { jsonb, withRecordMeta } from '../../db/record';
import { updateRow, type Tx } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { PricingPlansTable } from './tables';

const MEDIA = {
  kinds: ['image', 'svg'],
  formats: ['png', 'jpg', 'webp', 'svg'],
  maxBytes: 4 * 1024 * 1024,
  cleanSvg: true,
} as const;
const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This plan no longer exists';
type PlanRow = Selectable<PricingPlansTable>;

/** Images this module stored itself: only those are deleted when a plan's media changes. */
const ownUploads = (files: Array<string | null | undefined>) =>
  files.filter((file) => file?.startsWith('/uploads/pricing/'));
/** The plan's images an edit let go of (its draft's image keeps the published one). */
const mediaLetGo = (before: PlanRow, after: PlanRow) => ownUploads(filesLetGo(before, after, ['media']));

/** A plan as its editors see it: its draft's values when it has one, and its publishing state. */
function planOf(row: PlanRow): PricingPlan {
  const working = withDraft(row);
  return withRecordMeta(row, {
    planName: working.plan_name,
    monthlyPrice: Number(working.monthly_price),
    yearlyPrice: Number(working.yearly_price),
    description: working.description,
    features: working.features,
    media: working.media,
    row: Number(row.position) + 1,
    ...publishingOf(row),
  });
}

/** The plan's content columns written live (features are jsonb). */
const writePlan = (tx: Tx, id: string, values: Record<string, unknown>) =>
  updateRow(tx, 'pricing_plans', id, { ...values, features: jsonb(values.features) } as never);

/** A plan's values in the form of its edit body. */
const bodyOf = (working: PlanRow) => ({
  planName: working.plan_name,
  monthlyPrice: Number(working.monthly_price),
  yearlyPrice: Number(working.yearly_price),
  description: working.description,
  features: working.features,
  media: working.media ?? undefined,
});

/** The plan's values, checked as the editor checks them. */
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
  if (media && !/^(\/uploads\/|https?:\/\/)/.test(media))
    throw new AppError(400, 'media must be an uploaded image address or an http(s) link');
  return {
    plan_name: planName,
    monthly_price: Math.round(body.monthlyPrice * 100) / 100,
    yearly_price: Math.round(body.yearlyPrice * 100) / 100,
    description,
    features,
    media,
  };
}

/** Prices as the numeric columns read back ('49.00'), so an edit that changes nothing leaves no draft. */
const asStored = <T extends { monthly_price: number; yearly_price: number }>(values: T) => ({
  ...values,
  monthly_price: values.monthly_price.toFixed(2),
  yearly_price: values.yearly_price.toFixed(2),
});

/** Pricing plans: list and update; add and delete (not in the spec) so a fresh install can make its plans. */
export function pricingRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  route(app, pricingApi.list, {}, async () => {
    const rows = await db.selectFrom('pricing_plans').selectAll().orderBy('position').orderBy('created_at').execute();
    return { success: true, data: { data: rows.map(planOf) } };
  });

  // Saved as published or as a draft (docs/editorial-workflow.md).
  route(app, pricingApi.update, WRITE, async (request) => {
    const { id } = request.params;
    const updated = await saveContentEdit<PlanRow>(request.records, {
      table: 'pricing_plans',
      id,
      missing: MISSING,
      version: request.body.updatedAt,
      request,
      input: readPublishingInput(request.body, request),
      values: (working) => {
        // Fields not sent keep their values as the editors see them (media too); the merged plan is checked as the editor does.
        const values = readPlan({ ...bodyOf(working), ...request.body });
        // An /uploads address may only be the plan's own image (uploaded through /pricingModel/media): naming
        // another record's file would share it, and deleting it later would break that record.
        if (values.media.startsWith('/uploads/') && values.media !== working.media)
          throw new AppError(
            400,
            "media may only name this plan's own uploaded image (upload a new one through the image field)",
            'media',
          );
        return asStored(values);
      },
      writeLive: writePlan,
      dropsFiles: mediaLetGo,
    });
    return {
      success: true,
      message: savedMessage(updated, 'Plan updated', 'Plan saved as a draft'),
      data: planOf(updated),
    };
  });

  // Not in the spec: a new plan at its row (1 is first; the plans from there move down by one), else after the last.
  route(app, pricingApi.add, WRITE, async (request, reply) => {
    const values = readPlan(request.body);
    if (values.media.startsWith('/uploads/'))
      throw new AppError(
        400,
        'media may only be an http(s) link when adding a plan (upload its image once it is saved)',
        'media',
      );
    const publishing = newRecordPublishing(readPublishingInput(request.body, request), request);
    const created = await request.records.create('pricing_plans', async (tx) => {
      const { last } = await tx
        .selectFrom('pricing_plans')
        .select((eb) => eb.fn.max('position').as('last'))
        .executeTakeFirstOrThrow();
      const end = last === null ? 0 : Number(last) + 1;
      const position = request.body.row === undefined ? end : Math.min(request.body.row - 1, end);
      await sql`update pricing_plans set position = position + 1 where position >= ${position}`.execute(tx);
      return tx
        .insertInto('pricing_plans')
        .values({ ...values, features: jsonb(values.features), position, ...publishing })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    reply.code(201);
    return {
      success: true,
      message: publishing.published ? 'Plan added' : 'Plan saved as a draft',
      data: planOf(created),
    };
  });

  // Not in the spec: deletes a plan and the image it uploaded.
  route(
    app,
    pricingApi.remove,
    WRITE,
    removesRecord(
      {
        table: 'pricing_plans',
        missing: MISSING,
        dropsFiles: (removed) => ownUploads(filesOfRecord(removed, ['media'])),
      },
      'Plan deleted',
    ),
  );

  // The spec's update is JSON, with media as a name; this call (not in the spec) uploads the plan's image:
  // multipart `media` (PNG, JPEG, WebP or SVG up to 4 MB), or `removeMedia=true`, with the publishing fields
  // (an editor's new image waits in the plan's draft). Answers the plan.
  route(app, pricingApi.media, WRITE, async (request) => {
    const form = await uploads.read(request, { media: MEDIA });
    if (!form.files.media && form.fields.removeMedia !== 'true')
      throw new AppError(400, 'Choose an image to upload (field media), or send removeMedia=true');
    const input = readPublishingInput(form.fields, request);
    const { id } = request.params;
    const updated = await uploads.withFile(form.files.media, 'pricing', (url) =>
      saveContentEdit<PlanRow>(request.records, {
        table: 'pricing_plans',
        id,
        missing: MISSING,
        version: form.fields.updatedAt,
        request,
        input,
        // The plan's other values as its editors see them, as stored (a draft keeps every content column).
        values: (working) => ({
          plan_name: working.plan_name,
          monthly_price: working.monthly_price,
          yearly_price: working.yearly_price,
          description: working.description,
          features: working.features,
          media: url ?? '',
        }),
        writeLive: writePlan,
        dropsFiles: mediaLetGo,
      }),
    );
    const media = withDraft(updated).media;
    return { success: true, message: media ? 'Plan image updated' : 'Plan image removed', data: planOf(updated) };
  });
}
