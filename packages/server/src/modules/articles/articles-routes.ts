import type { FastifyInstance, FastifyRequest } from 'fastify';
import imageSize from 'image-size';
import { AppError } from '../../http/app-error';
import { requiredVersion } from '../../http/version-check';
import type { ModuleContext } from '../module';
import { createUploadSupport, writeWithFile } from '../upload-support';
import { COVER_HEIGHT, COVER_MAX_BYTES, COVER_WIDTH, kindOf, readArticleFields } from './articles-input';
import { deleteArticle, insertArticle, listArticles, updateArticle } from './articles-queries';
import { idParamsSchema } from '../../http/common-schemas';

const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const COVER_SIZE_MESSAGE = `Image should be exactly ${COVER_WIDTH}px width and ${COVER_HEIGHT}px height`;

/** Blogs, resource-center articles and guides (content spec §7). Writes need `content:write`. */
export function articlesRoutes(app: FastifyInstance, { db, storage }: ModuleContext) {
  const uploads = createUploadSupport(storage);

  /** The form's fields and its optional cover, checked (type by content, exact size) before anything is stored. */
  async function readForm(request: FastifyRequest) {
    const form = await uploads.readForm(request, { fileField: 'blogPhoto', maxBytes: COVER_MAX_BYTES, types: COVER_TYPES });
    const fields = readArticleFields(form.fields);
    if (form.file) {
      const size = imageSize(form.file.buffer);
      if (size.width !== COVER_WIDTH || size.height !== COVER_HEIGHT) throw new AppError(400, COVER_SIZE_MESSAGE);
    }
    return { raw: form.fields, fields, file: form.file };
  }
  const coverOf = (file: { filename: string; buffer: Buffer }, url: string | null) => (url ? { url, name: file.filename, size: file.buffer.length } : null);

  app.get('/blog/get', async () => listArticles(db, 'blog'));
  app.get('/blog/get/resource-center', async () => listArticles(db, 'resource'));
  app.get('/blog/get/guides', async () => listArticles(db, 'guide'));

  app.post('/blog/create', { config: { permission: 'content:write' } }, async (request, reply) => {
    const { raw, fields, file } = await readForm(request);
    const article = await writeWithFile(uploads, file, 'articles', (url) => insertArticle(db, kindOf(raw), fields, file && coverOf(file, url)));
    return reply.code(201).send({ success: true, message: 'Saved', data: article });
  });

  app.put<{ Params: { id: string } }>('/blog/edit/:id', { config: { permission: 'content:write' }, schema: { params: idParamsSchema } }, async (request) => {
    const { raw, fields, file } = await readForm(request);
    const updatedAt = requiredVersion(raw.updatedAt);
    const result = await writeWithFile(uploads, file, 'articles', (url) => updateArticle(db, request.params.id, fields, file && coverOf(file, url), updatedAt));
    if (result.replacedCover) await uploads.remove(result.replacedCover);
    return { success: true, message: 'Saved', data: result.article };
  });

  app.delete<{ Params: { id: string } }>('/blog/delete/:id', { config: { permission: 'content:write' }, schema: { params: idParamsSchema } }, async (request) => {
    const removed = await deleteArticle(db, request.params.id);
    if (!removed) throw new AppError(404, 'This item no longer exists');
    if (removed.cover) await uploads.remove(removed.cover);
    return { success: true, message: 'Deleted' };
  });
}
