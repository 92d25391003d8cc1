import { PODCAST_COVER_MAX_BYTES, podcastsApi } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { retryWhileChanged } from '../../db/partial-update';
import type { ModuleContext } from '../module';
import { readPodcastFields } from './input';
import { addPodcast, editPodcast, getHero, listPodcasts, setHeroCover, storedPodcastFields } from './queries';

const COVER = { kinds: ['image'], maxBytes: PODCAST_COVER_MAX_BYTES } as const;
const WRITE = { permission: 'content:write' } as const;

/** Podcasts and the podcasts page's hero cover (content spec §7). */
export function podcastsRoutes(app: FastifyInstance, { db, uploads, records }: ModuleContext) {
  route(app, podcastsApi.page, {}, async () => {
    const [podcasts, hero] = await Promise.all([listPodcasts(db), getHero(db)]);
    return { success: true, podcasts, hero: hero.cover, heroUpdatedAt: hero.updatedAt };
  });

  route(app, podcastsApi.add, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { cover: COVER });
    const fields = readPodcastFields(form.fields);
    const podcast = await uploads.withFile(form.files.cover, 'podcasts', (cover) => addPodcast(records, fields, cover ?? ''));
    reply.code(201);
    return { success: true, message: 'Podcast added', data: podcast };
  });

  route(app, podcastsApi.edit, WRITE, async (request) => {
    const form = await uploads.read(request, { cover: COVER });
    // Fields not sent keep their stored values (the cover unless a new one comes); all stay required.
    const updatedAt = form.fields.updatedAt;
    const { podcast } = await retryWhileChanged(async () => {
      const stored = await storedPodcastFields(db, request.params.id);
      const fields = readPodcastFields({ ...stored.fields, ...form.fields });
      return uploads.withFile(form.files.cover, 'podcasts', (cover) => editPodcast(records, request.params.id, fields, cover, updatedAt, stored.basedOn));
    });
    return { success: true, message: 'Podcast updated', data: podcast };
  });

  route(app, podcastsApi.remove, WRITE, async (request) => {
    await records.remove({ table: 'podcasts', id: request.params.id, missing: 'This podcast no longer exists', dropsFiles: (row) => [row.cover] });
    return { success: true, message: 'Podcast deleted' };
  });

  route(app, podcastsApi.heroCover, WRITE, async (request) => {
    const form = await uploads.read(request, { cover: COVER });
    if (!form.files.cover) throw new AppError(400, 'Please choose a cover image');
    // Stored, then set; a failed set removes the new file at once.
    const { cover, saved } = await uploads.withFile(form.files.cover, 'podcasts', async (url) => ({ cover: url!, saved: await setHeroCover(records, url!) }));
    if (saved.replaced) await uploads.remove(saved.replaced);
    return { success: true, message: 'Hero cover updated', cover, updatedAt: saved.updatedAt };
  });
}
