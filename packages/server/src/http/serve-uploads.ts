import type { FastifyInstance } from 'fastify';
import { PUBLIC_URL_PREFIX, type Storage } from '../storage/storage';
import { contentTypeOf } from '../storage/storage-keys';

/** No script, no plugin, no form, an opaque origin: what an uploaded file may do when opened. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * `GET /uploads/*` from the storage (so any Storage works: local disk or a bucket). Names start with a
 * random UUID and are never reused, so files can be cached for good. The sandboxing CSP keeps an uploaded SVG
 * from ever running script on this origin, even if one slipped past the upload checks. With
 * S3_PUBLIC_URL the browser is sent to the bucket instead (another origin, so the same protection holds).
 */
export function serveUploads(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { '*': string } }>(`${PUBLIC_URL_PREFIX}*`, async (request, reply) => {
    const key = `uploads/${request.params['*']}`;
    const type = contentTypeOf(key);
    const direct = type ? storage.directUrl(key) : null;
    // Short-lived, so changing S3_PUBLIC_URL takes effect within the hour.
    if (direct) return reply.header('cache-control', 'public, max-age=3600').redirect(direct, 302);
    const file = type ? await storage.open(key) : null;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // An SVG is a document a browser would run if opened directly: it downloads instead (an <img> ignores this).
    if (type === 'image/svg+xml') reply.header('content-disposition', `attachment; filename="${key.split('/').pop()}"`);
    return reply
      .type(type!)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', UPLOAD_CSP)
      .send(file.stream);
  });
}
