import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsFor, ROLES, type Permission } from '../../packages/server/src/auth/permissions';
import { createTestServer, type TestServer } from './helpers';
import { probeModule } from './probe-module';
import { testPluginFolder } from './test-plugin';

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

describe('route guard', () => {
  let server: TestServer;
  // A plugin's declared content type, so its routes (404 unless served) are walked too.
  const plugin = testPluginFolder();

  beforeAll(async () => {
    server = await createTestServer({ extraModules: [probeModule], config: plugin.config });
  });
  afterAll(async () => {
    await server?.close();
    plugin.remove();
  });

  it('answers 401 on every /api route that is not marked public (all modules, found automatically)', async () => {
    const routes = server.app.apiRoutes.filter((route) => !route.public);
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/admin/profile', '/api/dashboard', '/api/addCountry', '/api/podcast/get']),
    );
    for (const route of routes) {
      const url = plugin
        .path(route.url)
        .replace(/:[A-Za-z_]+/g, SOME_UUID)
        .replace('*', 'x');
      const response = await server.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode, body: response.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        body: { success: false, message: 'Please sign in' },
      });
    }
  });

  it('lets the few public routes through without a session', async () => {
    const publicRoutes = server.app.apiRoutes
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes).toEqual(
      expect.arrayContaining(['POST /api/admin/signin', 'POST /api/admin/signout', 'GET /api/probe/public']),
    );
    const response = await server.app.inject({ method: 'GET', url: '/api/probe/public' });
    expect(response.json()).toEqual({ success: true, signedIn: false });
  });

  it('follows the role matrix: 403 "Your role cannot do this" for what a role lacks', async () => {
    expect(permissionsFor('viewer')).toEqual(['read']);
    expect(permissionsFor('editor')).toEqual(['read', 'content:write']);
    expect(permissionsFor('admin')).toEqual([
      'read',
      'content:write',
      'content:publish',
      'data:manage',
      'tokens:manage',
    ]);
    expect(permissionsFor('superAdmin')).toEqual([
      'read',
      'content:write',
      'content:publish',
      'data:manage',
      'users:manage',
      'tokens:manage',
      'webhooks:manage',
    ]);
    const all: Permission[] = [
      'read',
      'content:write',
      'content:publish',
      'data:manage',
      'users:manage',
      'tokens:manage',
      'webhooks:manage',
    ];
    for (const role of ROLES) {
      const cookie = await server.signIn(role);
      for (const permission of all) {
        const response = await server.app.inject({
          method: 'POST',
          url: `/api/probe/needs/${permission.replace(':', '-')}`,
          headers: { cookie },
        });
        if (permissionsFor(role).includes(permission)) {
          expect({ role, permission, status: response.statusCode }).toEqual({ role, permission, status: 200 });
        } else {
          expect({ role, permission, status: response.statusCode, body: response.json() }).toEqual({
            role,
            permission,
            status: 403,
            body: { success: false, message: 'Your role cannot do this' },
          });
        }
      }
    }
  });

  it('checks permissions before reading the body: a viewer cannot write content even with a valid body', async () => {
    const cookie = await server.signIn('viewer');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/probe/typed',
      headers: { cookie },
      payload: { name: 'x', row: 1 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('a public route still knows who is signed in', async () => {
    const cookie = await server.signIn('viewer');
    const response = await server.app.inject({ method: 'GET', url: '/api/probe/public', headers: { cookie } });
    expect(response.json()).toEqual({ success: true, signedIn: true });
  });
});
