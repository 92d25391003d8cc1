import { sectionsApi } from '@backoffice/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error';
import { route, type ContractRequest } from '../../http/route';
import { readMultipart } from '../../storage/read-multipart';
import type { ModuleContext } from '../module';
import { storeImage } from './routes';

const HERO_REQUIRED = 'Please fill in all required fields';
const WRITE = { permission: 'content:write' } as const;
const HEADING_MAX = 300;
const DESCRIPTION_MAX = 5000;

/**
 * The home description hero (`/hero/*-general-section`: heading, description, image) and the dashboard
 * hero cover (`/dashboard-hero`), one of each (content spec §7).
 */
export function heroRoutes(app: FastifyInstance, { db, uploads, records }: ModuleContext) {
  route(app, sectionsApi.generalHero, {}, async () => {
    const row = await db.selectFrom('home_hero').selectAll().where('id', '=', 1).executeTakeFirst();
    return { success: true, generalSection: row ? { heading: row.heading, description: row.description, image: row.image, updatedAt: row.updated_at.toISOString() } : null };
  });

  const saveHero = (mode: 'create' | 'update') => async (request: ContractRequest<typeof sectionsApi.createGeneralHero>, reply: FastifyReply) => {
    const form = await readMultipart(request, { maxFiles: 1 });
    const current = await db.selectFrom('home_hero').selectAll().where('id', '=', 1).executeTakeFirst();
    // An update keeps the stored value of a field not sent; both stay required.
    const kept = mode === 'update' ? current : undefined;
    const heading = (form.fields.heading ?? kept?.heading ?? '').trim();
    const description = (form.fields.description ?? kept?.description ?? '').trim();
    if (!heading || !description) throw new AppError(400, HERO_REQUIRED);
    // Too long is refused, never cut.
    if (heading.length > HEADING_MAX) throw new AppError(400, `heading must be at most ${HEADING_MAX} characters`, 'heading');
    if (description.length > DESCRIPTION_MAX) throw new AppError(400, `description must be at most ${DESCRIPTION_MAX} characters`, 'description');
    if (mode === 'create' && current) throw new AppError(409, 'The home hero already exists; edit it instead');
    if (mode === 'update' && !current) throw new AppError(404, 'There is no home hero yet; add it first');
    const image = form.files.image ? await storeImage(uploads, form.files.image, 'The image', 'image') : (current?.image ?? '');
    try {
      await records.singleton('home_hero', (tx) =>
        tx
          .insertInto('home_hero')
          .values({ id: 1, heading, description, image })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ heading, description, image, updated_at: new Date() }))
          .execute(),
      );
    } catch (error) {
      if (form.files.image) await uploads.remove(image);
      throw error;
    }
    if (current?.image && current.image !== image) await uploads.remove(current.image);
    reply.code(mode === 'create' ? 201 : 200);
    return { success: true as const, message: 'Hero saved', generalSection: { heading, description, image } };
  };
  route(app, sectionsApi.createGeneralHero, WRITE, saveHero('create'));
  route(app, sectionsApi.updateGeneralHero, WRITE, saveHero('update'));

  route(app, sectionsApi.dashboardHero, {}, async () => {
    const row = await db.selectFrom('dashboard_hero').select(['cover', 'updated_at']).where('id', '=', 1).executeTakeFirst();
    return { success: true, hero: row?.cover ?? null, updatedAt: row ? row.updated_at.toISOString() : null };
  });

  route(app, sectionsApi.editDashboardHero, WRITE, async (request) => {
    const form = await readMultipart(request, { maxFiles: 1 });
    if (!form.files.cover) throw new AppError(400, 'Please choose a cover image');
    const cover = await storeImage(uploads, form.files.cover, 'The cover', 'cover');
    let previous;
    let saved;
    try {
      previous = await db.selectFrom('dashboard_hero').select('cover').where('id', '=', 1).executeTakeFirst();
      saved = await records.singleton('dashboard_hero', (tx) =>
        tx
          .insertInto('dashboard_hero')
          .values({ id: 1, cover })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ cover, updated_at: new Date() }))
          .returning('updated_at')
          .executeTakeFirstOrThrow(),
      );
    } catch (error) {
      // The cover never became the hero's: remove it at once rather than leave it to the orphan sweep.
      await uploads.remove(cover);
      throw error;
    }
    if (previous?.cover) await uploads.remove(previous.cover);
    return { success: true, message: 'Cover updated', cover, updatedAt: saved.updated_at.toISOString() };
  });
}
