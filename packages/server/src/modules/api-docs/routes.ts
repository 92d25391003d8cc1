import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { PluginSwitches } from '../../plugins/plugin-switches';
import { openApiDocument } from './openapi';

/** The files of swagger-ui-dist the page needs, served from node_modules (the machine needs no CDN). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Backoffice API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

/**
 * The page's own policy (the server's default for non-app answers allows nothing): its scripts and styles from
 * here only, no inline script; Swagger UI sets inline styles, which a reference page can afford.
 */
const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// `filter`: a box that narrows the page to matching groups and paths; with 100+ operations Swagger UI renders
// only those near the viewport, so the box (or a `#/group` link, deepLinking) is how an operation is found.
const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, withCredentials: true, filter: true });`;

/**
 * `/api/openapi.json` (built on first request, when every route is registered, and again whenever the plugin
 * switches change: a switched-off plugin's routes answer 404, so they are not described) and the reference page
 * `/api/docs` (Swagger UI). Public: the marketing site's developers read it without an account. The UI's
 * scripts load only on that page.
 */
export function apiDocsRoutes(app: FastifyInstance, plugins: PluginSwitches) {
  let built: { switches: string; document: Record<string, unknown> } | null = null;
  const assetsDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

  app.get(
    '/openapi.json',
    { config: { public: true, answer: { schema: { type: 'object', description: 'This document: OpenAPI 3.1.' } } } },
    async () => {
      await plugins.refresh();
      const switches = plugins.ids.filter((id) => !plugins.isEnabled(id)).join(',');
      if (built?.switches !== switches) {
        const served = app.apiRoutes.filter((route) => !route.plugin || plugins.isEnabled(route.plugin));
        built = { switches, document: openApiDocument(served) };
      }
      return built.document;
    },
  );

  app.get('/docs', { config: { public: true, answer: { files: ['text/html'] } } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', PAGE_POLICY)
      .send(PAGE),
  );

  app.get(
    '/docs/start.js',
    { config: { public: true, answer: { files: ['text/javascript'] } } },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START),
  );

  app.get<{ Params: { file: string } }>(
    '/docs/assets/:file',
    {
      config: { public: true, answer: { files: ['text/css', 'text/javascript'] } },
      schema: {
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', enum: Object.keys(ASSETS) } },
        },
      },
    },
    async (request, reply) => {
      const type = ASSETS[request.params.file];
      if (!type) throw new AppError(404, 'Not found');
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(assetsDir(), request.params.file)));
    },
  );
}
