import { PODCAST_COVER_MAX_BYTES, podcastsApi } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing } from '../../content-state/save';
import type { ModuleContext } from '../module';
import { readPodcastFields } from './input';
import { addPodcast, editPodcast, getHero, listPodcasts, setHeroCover } from './queries';

const COVER = { kinds: ['image'], maxBytes: PODCAST_COVER_MAX_BYTES } as const;
const WRITE = { permission: 'content:write' } as const;

/** Podcasts and the podcasts page's hero cover. */
export function podcastsRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  route(app, podcastsApi.page, {}, async () => {
    const [podcasts, hero] = await Promise.all([listPodcasts(db), getHero(db)]);
    return { success: true, podcasts, hero: hero.cover, heroUpdatedAt: hero.updatedAt };
  });

  route(app, podcastsApi.add, WRITE, async (request, reply) => {
    const form = await uploads.read(request, { cover: COVER });
    const fields = readPodcastFields(form.fields);
    const publishing = newRecordPublishing(readPublishingInput(form.fields, request), request);
    const podcast = await uploads.withFile(form.files.cover, 'podcasts', (cover) =>
      addPodcast(request.records, fields, cover ?? '', publishing),
    );
    reply.code(201);
    return {
      success: true,
      message: publishing.published ? 'Podcast added' : 'Podcast saved as a draft',
      data: podcast,
    };
  });

  route(app, podcastsApi.edit, WRITE, async (request) => {
    const form = await uploads.read(request, { cover: COVER });
    const input = readPublishingInput(form.fields, request);
    // Fields not sent keep the values its editors see, read under the row's lock (the cover unless a new one
    // comes); all stay required.
    const { podcast, droppedCovers } = await uploads.withFile(form.files.cover, 'podcasts', (cover) =>
      editPodcast(request.records, {
        id: request.params.id,
        request,
        input,
        newCover: cover,
        updatedAt: form.fields.updatedAt,
        fields: (stored) => readPodcastFields({ ...stored, ...form.fields }),
      }),
    );
    for (const cover of droppedCovers) await uploads.remove(cover);
    const live = podcast.status === 'published' && podcast.state !== 'changed';
    return { success: true, message: live ? 'Podcast updated' : 'Podcast saved as a draft', data: podcast };
  });

  route(
    app,
    podcastsApi.remove,
    WRITE,
    removesRecord(
      {
        table: 'podcasts',
        missing: 'This podcast no longer exists',
        dropsFiles: (row) => [row.cover],
      },
      'Podcast deleted',
    ),
  );

  route(app, podcastsApi.heroCover, WRITE, async (request) => {
    const form = await uploads.read(request, { cover: COVER });
    if (!form.files.cover) throw new AppError(400, 'Please choose a cover image');
    // Stored, then set; a failed set removes the new file at once.
    const { cover, saved } = await uploads.withFile(form.files.cover, 'podcasts', async (url) => ({
      cover: url!,
      saved: await setHeroCover(request.records, url!),
    }));
    if (saved.replaced) await uploads.remove(saved.replaced);
    return { success: true, message: 'Hero cover updated', cover, updatedAt: saved.updatedAt };
  });
}
