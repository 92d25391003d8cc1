/* eslint-disable @typescript-eslint/no-explicit-any -- the answers and documents read here are plain JSON, checked by the assertions. */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../packages/server/src/modules/api-docs/openapi';
import { createTestServer, type TestServer } from './helpers';

let server: TestServer;
let document: any;
beforeAll(async () => {
  server = await createTestServer();
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await server?.close();
});

const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every registered route, with its own params, query and body schemas, security and error answers', () => {
    const routes = server.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const where = `${route.method} ${route.url}`;
      // The answer schemas document only: no route serializes through a response schema (it would drop and coerce fields).
      expect({ where, response: route.schema?.response }).toEqual({ where, response: undefined });
      const security = route.public
        ? []
        : route.permission === 'tokens:manage'
          ? [{ session: [] }]
          : [{ session: [] }, { apiToken: [] }];
      expect({ where, security: operation.security }).toEqual({ where, security });
      for (const [schemaKey, place] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        const schema = route.schema?.[schemaKey] as { properties?: Record<string, unknown> } | undefined;
        for (const [name, property] of Object.entries(plain(schema?.properties ?? {}))) {
          const parameter = operation.parameters.find((entry: any) => entry.in === place && entry.name === name);
          const { description: _description, ...rest } = property as Record<string, unknown>;
          expect({ where, name, schema: parameter?.schema }).toEqual({ where, name, schema: rest });
        }
      }
      if (route.schema?.body && route.bodyKind !== 'multipart') {
        expect({ where, body: operation.requestBody.content['application/json'].schema }).toEqual({
          where,
          body: plain(route.schema.body),
        });
      }
      if (route.bodyKind === 'multipart')
        expect(operation.requestBody.content['multipart/form-data'], where).toBeDefined();
      // Its own success answer: a JSON schema (never the generic envelope) or the content types of a file.
      const success = operation.responses['2XX'].content;
      const documented = success['application/json']?.schema ?? null;
      if (route.answer?.files)
        expect({ where, types: Object.keys(success) }).toEqual({ where, types: [...route.answer.files] });
      else
        expect({ where, schema: documented }).toEqual({
          where,
          schema: plain(route.answer?.schema ?? 'no answer schema'),
        });
      expect(JSON.stringify(success), where).not.toContain('#/components/schemas/Envelope');
      expect(operation.responses['500'].content['application/json'].schema, where).toEqual({
        $ref: '#/components/schemas/Failure',
      });
      if (!route.public)
        expect(Object.keys(operation.responses), where).toEqual(expect.arrayContaining(['401', '403']));
    }
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'bo_session',
    });
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it("describes public intake and admin routes alike, e.g. a lead's fields and a FAQ edit", () => {
    const lead = document.paths['/public/leads'].post;
    expect(lead.security).toEqual([]);
    expect(lead.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'firstName']),
    );
    expect(lead.responses['429']).toBeDefined();
    const edit = document.paths['/faq/edit/{id}'].put;
    expect(edit.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
    ]);
    expect(edit.description).toContain('content:write');
    expect(Object.keys(edit.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409', '500']));
    expect(document.paths['/companies/add'].post.requestBody.content['multipart/form-data']).toBeDefined();
    // Success answers: each route's own shape, files by their content types.
    const faqs = document.paths['/faq'].get.responses['2XX'].content['application/json'].schema;
    expect(faqs.required).toEqual(expect.arrayContaining(['success', 'data']));
    expect(faqs.properties.data.items.required).toEqual(
      expect.arrayContaining(['_id', 'question', 'answer', 'row', 'updatedAt']),
    );
    expect(document.paths['/blog/get'].get.responses['2XX'].content['application/json'].schema.type).toBe('array');
    expect(Object.keys(document.paths['/downloadNewsletter'].post.responses['2XX'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(Object.keys(document.paths['/personal-data/export'].post.responses['2XX'].content)).toEqual([
      'application/zip',
    ]);
  });

  it('serves a reference page whose scripts are served locally, only there', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    // Its own policy: its scripts from here, no inline script (the default for other answers allows nothing).
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>[^<]/);
    const script = await server.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.rawPayload.length).toBeGreaterThan(100_000);
    expect((await server.app.inject({ method: 'GET', url: '/api/docs/assets/..%2Fpackage.json' })).statusCode).toBe(
      400,
    );
    expect((await server.app.inject({ method: 'GET', url: '/api/docs/start.js' })).body).toContain('/api/openapi.json');
  });
});
