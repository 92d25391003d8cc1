import { ARTICLE_COVER, articlesApi, type ArticleKind } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import imageSize from 'image-size';
import { AppError } from '../../http/app-error';
import { removesRecord } from '../../http/remove-record';
import { route } from '../../http/route';
import { newRecordPublishing } from '../../content-state/save';
import type { AcceptedUpload } from '../../storage/accept-upload';
import type { ModuleContext } from '../module';
import { kindOf, readArticleFields, readArticlePublishing } from './input';
import { insertArticle, listArticles, updateArticle } from './queries';

const COVER = { kinds: ['image'], maxBytes: ARTICLE_COVER.maxBytes } as const;
const COVER_SIZE_MESSAGE = `Image should be exactly ${ARTICLE_COVER.width}px width and ${ARTICLE_COVER.height}px height`;
const WRITE = { permission: 'content:write' } as const;

/** Blogs, resource-center articles and guides. */
export function articlesRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  /** The form's fields and its optional cover, checked (type by content, exact size) before anything is stored. */
  async function readForm(request: FastifyRequest) {
    const form = await uploads.read(request, { blogPhoto: COVER });
    const file = form.files.blogPhoto;
    if (file) {
      const size = imageSize(file.buffer);
      if (size.width !== ARTICLE_COVER.width || size.height !== ARTICLE_COVER.height)
        throw new AppError(400, COVER_SIZE_MESSAGE);
    }
    return { raw: form.fields, file };
  }
  const coverOf = (file: AcceptedUpload | undefined, url: string | null) =>
    file && url ? { url, name: file.filename, size: file.buffer.length } : null;

  const lists: Array<
    [typeof articlesApi.blogs | typeof articlesApi.resources | typeof articlesApi.guides, ArticleKind]
  > = [
    [articlesApi.blogs, 'blog'],
    [articlesApi.resources, 'resource'],
    [articlesApi.guides, 'guide'],
  ];
  for (const [endpoint, kind] of lists) route(app, endpoint, {}, () => listArticles(db, kind));

  route(app, articlesApi.create, WRITE, async (request, reply) => {
    const { raw, file } = await readForm(request);
    const fields = await readArticleFields(raw);
    const publishing = newRecordPublishing(readArticlePublishing(raw, request), request);
    const article = await uploads.withFile(file, 'articles', (url) =>
      insertArticle(request.records, kindOf(raw), fields, coverOf(file, url), publishing),
    );
    reply.code(201);
    return { success: true, message: publishing.published ? 'Saved' : 'Saved as a draft', data: article };
  });

  route(app, articlesApi.edit, WRITE, async (request) => {
    const { raw, file } = await readForm(request);
    const input = readArticlePublishing(raw, request);
    // The sent fields lie over the article as its editors see it (draft included), read under the row's lock:
    // those not sent keep their values; all stay required.
    const { article, droppedCovers } = await uploads.withFile(file, 'articles', (url) =>
      updateArticle(request.records, {
        id: request.params.id,
        request,
        input,
        cover: coverOf(file, url),
        updatedAt: raw.updatedAt,
        fields: (stored) => readArticleFields({ ...stored, ...raw }),
      }),
    );
    // A cover no version shows any more (replaced), once the edit has committed.
    for (const cover of droppedCovers) await uploads.remove(cover);
    const live = article.status === 'published' && article.state !== 'changed';
    return { success: true, message: live ? 'Saved' : 'Saved as a draft', data: article };
  });

  route(
    app,
    articlesApi.remove,
    WRITE,
    removesRecord(
      {
        table: 'articles',
        missing: 'This item no longer exists',
        dropsFiles: (row) => [row.cover],
      },
      'Deleted',
    ),
  );
}
