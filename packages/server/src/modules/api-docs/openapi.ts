import type { RegisteredRoute } from '../../app';

type Schema = Record<string, unknown>;

/** Plain JSON Schema: TypeBox's symbol keys dropped (they never reach JSON anyway). */
const plain = (schema: unknown): Schema => JSON.parse(JSON.stringify(schema)) as Schema;

/** `/api/faq/edit/:id` → `/faq/edit/{id}` (the document's server is `/api`). */
export function openApiPath(url: string): string {
  return url.replace(/^\/api/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{wildcard}') || '/';
}

const FAILURE = { $ref: '#/components/schemas/Failure' };
const failure = (description: string) => ({ description, content: { 'application/json': { schema: FAILURE } } });

function parametersOf(route: RegisteredRoute) {
  const parameters: Schema[] = [];
  const add = (where: 'path' | 'query', schema: unknown) => {
    const object = schema ? plain(schema) : null;
    const properties = (object?.properties ?? {}) as Record<string, Schema>;
    const required = new Set((object?.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: rest, ...(description ? { description } : {}) });
    }
  };
  add('path', route.schema?.params);
  add('query', route.schema?.querystring);
  // A path parameter the route checks itself still has to be declared.
  for (const match of openApiPath(route.url).matchAll(/\{([^}]+)\}/g)) {
    if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === match[1])) parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
  }
  return parameters;
}

function requestBodyOf(route: RegisteredRoute) {
  const json = route.schema?.body ? plain(route.schema.body) : null;
  const form = { type: 'object', description: 'A multipart form: text fields and files (see the admin and content specifications).' };
  if (route.bodyKind === 'multipart') return { required: true, content: { 'multipart/form-data': { schema: form } } };
  if (route.bodyKind === 'json-or-multipart') return { required: true, content: { 'application/json': { schema: json ?? { type: 'object' } }, 'multipart/form-data': { schema: form } } };
  if (json) return { required: true, content: { 'application/json': { schema: json } } };
  return null;
}

/** A binary file, or text (HTML, scripts, styles). */
const fileSchema = (type: string) => (type.startsWith('text/') ? { type: 'string' } : { type: 'string', contentEncoding: 'binary' });

/**
 * The success answer from the route's own answer schema (its contract's): the JSON body, or the files a
 * download answers. A route without one is described by the generic envelope (the document test refuses it).
 */
function successOf(route: RegisteredRoute) {
  const files = route.answer?.files;
  if (files) return { description: 'Done: the file.', content: Object.fromEntries(files.map((type) => [type, { schema: fileSchema(type) }])) };
  const schema = route.answer?.schema ? plain(route.answer.schema) : { $ref: '#/components/schemas/Envelope' };
  return { description: 'Done.', content: { 'application/json': { schema } } };
}

function responsesOf(route: RegisteredRoute) {
  const responses: Record<string, unknown> = { '2XX': successOf(route) };
  if (route.schema || route.bodyKind) responses['400'] = failure('Invalid input: the message says which field and why.');
  if (!route.public) {
    responses['401'] = failure('No live session: `Please sign in`.');
    responses['403'] = failure(`The role lacks \`${route.permission}\`: \`Your role cannot do this\`.`);
  }
  if (route.url.includes(':')) responses['404'] = failure('The record does not exist (any more).');
  if (route.method === 'PUT') responses['409'] = failure('Changed by someone else since it was loaded (the `updatedAt` sent is old), or a duplicate.');
  if (route.bodyKind && route.bodyKind !== 'json') responses['413'] = failure('A file over the upload limit.');
  if (route.public && route.method === 'POST') responses['429'] = failure('Too many requests from this address: try again in a minute.');
  responses['500'] = failure('Anything unexpected: `Internal error` (logged).');
  return responses;
}

/**
 * The OpenAPI 3.1 document of every registered /api route, from the routes' own schemas (the contracts'
 * TypeBox schemas, which are JSON Schema 2020-12 as 3.1 expects): parameters, request bodies, the answer
 * envelope and the error answers, with the session cookie as the security scheme.
 */
export function openApiDocument(routes: RegisteredRoute[]): Schema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    const tag = path.split('/').filter(Boolean)[0]?.replace(/\{.*\}/, '') || 'api';
    const body = requestBodyOf(route);
    paths[path] ??= {};
    paths[path][method] = {
      operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ? next.toUpperCase() : ''))}`,
      tags: [route.public ? 'public' : tag],
      summary: `${route.method} ${path}`,
      description: route.public ? 'Public: no session needed.' : `Needs a session whose role has \`${route.permission}\`.`,
      security: route.public ? [] : [{ session: [] }],
      parameters: parametersOf(route),
      ...(body ? { requestBody: body } : {}),
      responses: responsesOf(route),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Backoffice API',
      version: '1.0.0',
      description:
        'The back-office API and the public intake API of the marketing site. Answers are `{ success, message?, data? }`; failures `{ success: false, message }`. Sign in with `POST /admin/signin`: the `bo_session` cookie it sets authenticates every other call.',
    },
    servers: [{ url: '/api' }],
    tags: [{ name: 'public', description: 'Callable without a session (the public site, sign-in).' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bo_session', description: 'Set by POST /admin/signin; httpOnly, 7 days.' } },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['success'],
          properties: { success: { const: true }, message: { type: 'string' }, data: {} },
        },
        Failure: {
          type: 'object',
          required: ['success', 'message'],
          properties: { success: { const: false }, message: { type: 'string' }, field: { type: 'string' } },
        },
      },
    },
    security: [{ session: [] }],
    paths,
  };
}
