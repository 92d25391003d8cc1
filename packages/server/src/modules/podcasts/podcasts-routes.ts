import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PodcastsTables } from './podcasts-tables';
import { COVER_MAX_BYTES, readPodcastFields } from './podcasts-input';
import { addPodcast, deletePodcast, editPodcast, getHeroCover, listPodcasts, setHeroCover } from './podcasts-queries';
import { requiredVersion } from '../../http/version-check';
import { writeWithFile, type UploadSupport } from '../upload-support';
import { AppError } from '../../http/app-error';
import { idParamsSchema } from '../../http/common-schemas';

const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Podcasts and the podcasts page's hero cover (content spec §7). Writes need `content:write`. */
export function podcastsRoutes(db: Kysely<PodcastsTables>, uploads: UploadSupport) {
  return async function routes(app: FastifyInstance) {
    app.get('/podcast/get', async () => {
      const [podcasts, hero] = await Promise.all([listPodcasts(db), getHeroCover(db)]);
      return { success: true, podcasts, hero };
    });

    app.post('/podcast/add', { config: { permission: 'content:write' } }, async (request, reply) => {
      const form = await uploads.readForm(request, { fileField: 'cover', maxBytes: COVER_MAX_BYTES, types: COVER_TYPES });
      const fields = readPodcastFields(form.fields);
      if ('error' in fields) throw new AppError(400, fields.error);
      const podcast = await writeWithFile(uploads, form.file, 'podcasts', (cover) => addPodcast(db, fields, cover ?? ''));
      return reply.code(201).send({ success: true, message: 'Podcast added', data: podcast });
    });

    app.put<{ Params: { id: string } }>(
      '/podcast/edit/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema } },
      async (request) => {
        const form = await uploads.readForm(request, { fileField: 'cover', maxBytes: COVER_MAX_BYTES, types: COVER_TYPES });
        const fields = readPodcastFields(form.fields);
        if ('error' in fields) throw new AppError(400, fields.error);
        const updatedAt = requiredVersion(form.fields.updatedAt);
        const result = await writeWithFile(uploads, form.file, 'podcasts', (cover) => editPodcast(db, request.params.id, fields, cover, updatedAt));
        if (result.replacedCover) await uploads.remove(result.replacedCover);
        return { success: true, message: 'Podcast updated', data: result.podcast };
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/podcast/delete/:id',
      { config: { permission: 'content:write' }, schema: { params: idParamsSchema } },
      async (request) => {
        const removed = await deletePodcast(db, request.params.id);
        if (!removed) throw new AppError(404, 'This podcast no longer exists');
        if (removed.cover) await uploads.remove(removed.cover);
        return { success: true, message: 'Podcast deleted' };
      },
    );

    app.post('/podcast/add-hero-section-cover', { config: { permission: 'content:write' } }, async (request) => {
      const form = await uploads.readForm(request, { fileField: 'cover', maxBytes: COVER_MAX_BYTES, types: COVER_TYPES });
      if (!form.file) throw new AppError(400, 'Please choose a cover image');
      const cover = await uploads.store(form.file, 'podcasts');
      const replaced = await setHeroCover(db, cover);
      if (replaced) await uploads.remove(replaced);
      return { success: true, message: 'Hero cover updated', cover };
    });
  };
}
