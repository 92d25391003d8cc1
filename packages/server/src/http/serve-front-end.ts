import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { PluginSwitches } from '../plugins/plugin-switches';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { sendAppPage } from './security-headers';
import { servePlugins } from './serve-plugins';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const BUILD_HINT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Backoffice</title></head>
<body style="font-family: system-ui, sans-serif; background: #141414; color: #eee; padding: 3rem">
<h1>The front end is not built yet</h1>
<p>The API is running. To build the screens, run <code>npm run build</code> (or start with <code>npm start</code>, which builds when needed), then reload.</p>
</body></html>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `/config.json` (the plugin config the server holds, re-read when the file changes so an operator's edit applies
 * without a restart, with the origins allowed to serve plugin bundles), external plugins' bundles, the built app's files, and the history fallback: a GET for a screen route (not /api, not
 * /uploads, not a real file) answers index.html. Unknown /api routes answer 404 JSON.
 */
export interface FrontEndOptions {
  appDir: string | null;
  /** The plugin registry: /config.json is the config it holds (APP_CONFIG, checked), never a silent default. */
  plugins: PluginSwitches;
  /** External plugins' bundles, served at /plugins/ (PLUGINS_DIR). */
  pluginsDir?: string | null;
  /** Origins allowed to serve plugin bundles (PLUGIN_ORIGINS): told to the app in /config.json and allowed by its CSP. */
  pluginOrigins?: string[];
  /** The plugin dev loop (PLUGIN_DEV_RELOAD): the app reloads the page when a bundle in the plugins folder changes. */
  pluginDevReload?: boolean;
  /** Single sign-on, as the sign-in screen needs it (the button's name); null or absent: off. */
  sso?: { displayName: string } | null;
}

/** The build writes a static sign-in screen (its style, its markup) into index.html between these comments (the kernel's static-sign-in.ts). */
const STATIC_SIGN_IN = /<!--static-sign-in-->[\s\S]*?<!--\/static-sign-in-->/g;

function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && /(?:^|;\s*)(?:__Host-)?bo_session=[^;]/.test(cookie);
}

function withoutStaticSignIn(html: string): string {
  return html.replace(STATIC_SIGN_IN, '');
}

export async function serveFrontEnd(app: FastifyInstance, options: FrontEndOptions) {
  const pluginOrigins = options.pluginOrigins ?? [];
  app.get('/config.json', async (_request, reply) => {
    // An edit of the file applies at the next page load. A broken edit is refused: the config in force (the
    // server's too) stays, never "everything on", and `configProblem` says why (the Plugins screen shows it).
    await options.plugins.refresh(true);
    const problem = options.plugins.problem ? { configProblem: options.plugins.problem } : {};
    // The server decides which origins may serve plugins, whatever the file says.
    // So does it decide whether single sign-on is on (OIDC_*): the sign-in screen offers "Sign in with <name>".
    const sso = options.sso
      ? { enabled: true, displayName: options.sso.displayName, startUrl: '/api/auth/oidc/start' }
      : { enabled: false };
    const devReload = options.pluginDevReload ? { pluginDevReload: true } : {};
    return reply
      .header('cache-control', 'no-cache')
      .send({ ...options.plugins.current, pluginOrigins, sso, ...devReload, ...problem });
  });
  await servePlugins(app, options.pluginsDir ?? null);

  const appDir = options.appDir && existsSync(options.appDir) ? options.appDir : null;
  if (appDir) {
    const assetsDir = join(appDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      // The build writes .br and .gz beside each file: sent as they are to a browser that accepts them
      // (Vary: Accept-Encoding), so compression costs nothing per request.
      preCompressed: true,
      cacheControl: false,
      // Hashed names make the ETag the only validator needed, and nothing asks for part of a script: two
      // headers fewer on each of the dozen files of a first visit.
      lastModified: false,
      acceptRanges: false,
      // index.html (also for `/`) is answered by sendIndex, with its nonce (the routes below).
      index: false,
      // A dotfile left in the build folder (.env, .git) is never served: the request falls through to the app page.
      dotfiles: 'ignore',
      allowedPath: (pathName) => !/(^|\/)index\.html$/.test(pathName),
      // /assets/* names carry their content hash, so a browser keeps them a year without asking again;
      // everything else (index.html, which names the current assets) is checked on every visit.
      setHeaders: (response, path) => {
        response.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  // The page gets a fresh CSP nonce on every load, so it is always answered here, never as a static file.
  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const index = appDir ? join(appDir, 'index.html') : null;
    const html = index ? await readFile(index, 'utf8').catch(() => null) : null;
    // Import map integrity keys are full addresses: each bundle's, resolved against the page's own.
    const origin = `${request.protocol}://${request.host}`;
    const integrity = Object.fromEntries(
      (options.plugins.current.externalPlugins ?? [])
        .filter((entry) => entry.integrity && URL.canParse(entry.url, origin))
        .map((entry) => [new URL(entry.url, origin).href, entry.integrity!]),
    );
    // A request with a session cookie is most likely signed in: no static sign-in form to flash before the app.
    const page = html && hasSessionCookie(request.headers.cookie) ? withoutStaticSignIn(html) : html;
    return sendAppPage(reply, page ?? BUILD_HINT, pluginOrigins, request.headers['accept-encoding'], integrity);
  }

  app.get('/', async (request, reply) => sendIndex(request, reply));
  app.get('/index.html', async (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi) return reply.code(404).send({ success: false, message: 'Not found' });
    const isFileArea = path.startsWith('/uploads/') || path.startsWith('/plugins/') || path === '/config.json';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path);
    if ((request.method === 'GET' || request.method === 'HEAD') && !isFileArea && !looksLikeFile)
      return sendIndex(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
