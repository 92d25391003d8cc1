import type { FastifyInstance } from 'fastify';
import { PUBLIC_URL_PREFIX, type Storage } from '../storage/storage';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/**
 * `GET /uploads/*` from the storage (so any Storage works, not only local disk). Names are random
 * UUIDs and never reused, so files can be cached for good. The sandboxing CSP keeps an uploaded SVG
 * from ever running script on this origin, even if one slipped past the upload checks.
 */
export function serveUploads(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { '*': string } }>(`${PUBLIC_URL_PREFIX}*`, async (request, reply) => {
    const key = `uploads/${request.params['*']}`;
    const ext = key.split('.').pop()?.toLowerCase() ?? '';
    const file = TYPES[ext] ? await storage.open(key) : null;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(TYPES[ext])
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      .send(file.stream);
  });
}
