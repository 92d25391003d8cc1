import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * External plugins' bundles: `PLUGINS_DIR/<id>/...` (default `DATA_DIR/plugins`) served at `/plugins/<id>/...`
 * with their content types. Bundles keep their names from one version to the next, so browsers revalidate
 * them on every load (`no-cache` with ETag / Last-Modified: a 304 when unchanged); no directory listings.
 */
export async function servePlugins(app: FastifyInstance, pluginsDir: string | null): Promise<void> {
  if (!pluginsDir) return;
  // The folder an operator drops bundles into; made here so it exists before the first one arrives.
  mkdirSync(pluginsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: pluginsDir,
    prefix: '/plugins/',
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (response) => {
      response.header('cache-control', 'no-cache');
    },
  });
}
