import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../packages/server/src/auth/permissions';
import { registeredModules } from '../../packages/server/src/modules/index';
import { seedContext } from '../../packages/server/src/seed/seed-context';
import { createTestServer, type TestServer } from './helpers';

/**
 * The real server (every module, real sessions and roles, uploads on disk) for the content modules'
 * tests, with conveniences: `app.inject` is signed in as a superAdmin unless the request brings its own
 * Cookie, and `stored` / `contents` look at the public uploads on disk by their /uploads address.
 */
export interface ContentServer {
  app: { inject(options: InjectOptions): Promise<LightMyRequestResponse> };
  db: TestServer['db'];
  storage: TestServer['storage'];
  /** Runs a module's demo seed (as `npm run seed -- --demo` does); answers how many records it added. */
  seedDemo(module: string): Promise<number>;
  stored: { has(url: string): boolean; readonly size: number };
  contents: { get(url: string): Buffer | undefined };
  /** A Cookie header value for a new admin of that role. */
  cookieFor(role: Role): Promise<string>;
  close(): Promise<void>;
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export async function startContentServer(): Promise<ContentServer> {
  // Deletes as they are without undo (files removed at once); tests/server/undo-delete.test.ts covers undo.
  const server = await createTestServer({ config: { undoSeconds: 0 } });
  const superAdmin = await server.signIn('superAdmin');
  const publicRoot = join(server.dataDir, 'uploads');
  const pathOf = (url: string) => join(publicRoot, url.replace(/^\/uploads\//, ''));

  return {
    app: {
      inject: (options) => server.app.inject({ ...options, headers: { cookie: superAdmin, ...options.headers } }),
    },
    db: server.db,
    storage: server.storage,
    seedDemo: (name) =>
      registeredModules.find((module) => module.name === name)!.demoSeed!.seed(seedContext(server.db, server.storage)),
    stored: {
      has: (url) => typeof url === 'string' && url.startsWith('/uploads/') && existsSync(pathOf(url)),
      // The library's variants (made by a background job, at their own pace) are not counted.
      get size() {
        return filesUnder(publicRoot).filter((path) => !path.includes('/media-variants/')).length;
      },
    },
    contents: {
      get: (url) => (existsSync(pathOf(url)) ? readFileSync(pathOf(url)) : undefined),
    },
    cookieFor: (role) => server.signIn(role),
    close: () => server.close(),
  };
}

/** Sends a multipart form (strings and files) or nothing; returns the status and the JSON answer. */
export async function send(
  app: ContentServer['app'],
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  form?: Record<string, string | File>,
  cookie?: string,
) {
  let payload: Buffer | undefined;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (form) {
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) body.append(key, value);
    const encoded = new Response(body);
    payload = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type')!;
  }
  const response = await app.inject({ method, url: `/api${path}`, payload, headers });
  return { status: response.statusCode, body: response.json() };
}
