import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasDotSegment, resolvesInside } from './inside-folder';

/**
 * External plugins' bundles: `PLUGINS_DIR/<id>/...` (default `DATA_DIR/plugins`) served at `/plugins/<id>/...`
 * with their content types. Bundles keep their names from one version to the next, so browsers revalidate
 * them on every load (`no-cache` with ETag / Last-Modified: a 304 when unchanged); no directory listings.
 * Dotfiles (`.env`, `.git/...`) and anything a symlink leads out of the folder to answer 404.
 */
export async function servePlugins(app: FastifyInstance, pluginsDir: string | null): Promise<void> {
  if (!pluginsDir) return;
  // The folder an operator drops bundles into; made here so it exists before the first one arrives.
  mkdirSync(pluginsDir, { recursive: true });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
      const path = request.params['*'] ?? '';
      if (hasDotSegment(path) || !(await resolvesInside(pluginsDir, path))) {
        reply.callNotFound();
        return reply;
      }
    });
    await scope.register(fastifyStatic, {
      root: pluginsDir,
      prefix: '/plugins/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'ignore',
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (response) => {
        response.header('cache-control', 'no-cache');
      },
    });
  });
}
