import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readMultipart } from '../../storage/read-multipart';
import type { ModuleContext } from '../module';
import { storeImage } from './sections-routes';

const HERO_REQUIRED = 'Please fill in all required fields';

/**
 * The home description hero (`/hero/*-general-section`: heading, description, image) and the dashboard
 * hero cover (`/dashboard-hero`), one of each (content spec §7).
 */
export function heroRoutes(app: FastifyInstance, { db, storage }: ModuleContext) {
  app.get('/hero/get-general-section', async () => {
    const row = await db.selectFrom('home_hero').selectAll().where('id', '=', 1).executeTakeFirst();
    return { success: true, generalSection: row ? { heading: row.heading, description: row.description, image: row.image, updatedAt: row.updated_at.toISOString() } : null };
  });

  const saveHero = (mode: 'create' | 'update') => async (request: FastifyRequest, reply: FastifyReply) => {
    const form = await readMultipart(request, { maxFiles: 1 });
    const heading = (form.fields.heading ?? '').trim().slice(0, 300);
    const description = (form.fields.description ?? '').trim().slice(0, 5000);
    if (!heading || !description) throw new AppError(400, HERO_REQUIRED);
    const current = await db.selectFrom('home_hero').selectAll().where('id', '=', 1).executeTakeFirst();
    if (mode === 'create' && current) throw new AppError(409, 'The home hero already exists; edit it instead');
    if (mode === 'update' && !current) throw new AppError(404, 'There is no home hero yet; add it first');
    const image = form.files.image ? await storeImage(storage, form.files.image, 'The image') : (current?.image ?? '');
    try {
      await db
        .insertInto('home_hero')
        .values({ id: 1, heading, description, image })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ heading, description, image, updated_at: new Date() }))
        .execute();
    } catch (error) {
      if (form.files.image) await storage.remove(image);
      throw error;
    }
    if (current?.image && current.image !== image) await storage.remove(current.image);
    return reply.code(mode === 'create' ? 201 : 200).send({ success: true, message: 'Hero saved', generalSection: { heading, description, image } });
  };
  app.post('/hero/create-general-section', { config: { permission: 'content:write' } }, saveHero('create'));
  app.put('/hero/update-general-section', { config: { permission: 'content:write' } }, saveHero('update'));

  app.get('/dashboard-hero', async () => {
    const row = await db.selectFrom('dashboard_hero').select('cover').where('id', '=', 1).executeTakeFirst();
    return { success: true, hero: row?.cover ?? null };
  });

  app.post('/dashboard-hero/edit', { config: { permission: 'content:write' } }, async (request) => {
    const form = await readMultipart(request, { maxFiles: 1 });
    if (!form.files.cover) throw new AppError(400, 'Please choose a cover image');
    const cover = await storeImage(storage, form.files.cover, 'The cover');
    const previous = await db.selectFrom('dashboard_hero').select('cover').where('id', '=', 1).executeTakeFirst();
    await db
      .insertInto('dashboard_hero')
      .values({ id: 1, cover })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ cover, updated_at: new Date() }))
      .execute();
    if (previous?.cover) await storage.remove(previous.cover);
    return { success: true, message: 'Cover updated', cover };
  });
}
