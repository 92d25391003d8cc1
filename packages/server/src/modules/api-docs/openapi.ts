import type { RegisteredRoute } from '../../app';

type Schema = Record<string, unknown>;

/** Plain JSON Schema: TypeBox's symbol keys dropped (they never reach JSON anyway). */
const plain = (schema: unknown): Schema => JSON.parse(JSON.stringify(schema)) as Schema;

/** `/api/faq/edit/:id` → `/faq/edit/{id}` (the document's server is `/api`). */
export function openApiPath(url: string): string {
  return (
    url
      .replace(/^\/api/, '')
      .replace(/:([A-Za-z0-9_]+)/g, '{$1}')
      .replace(/\*$/, '{wildcard}') || '/'
  );
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
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  };
  add('path', route.schema?.params);
  add('query', route.schema?.querystring);
  // A path parameter the route checks itself still has to be declared.
  for (const match of openApiPath(route.url).matchAll(/\{([^}]+)\}/g)) {
    if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === match[1]))
      parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
  }
  return parameters;
}

function requestBodyOf(route: RegisteredRoute) {
  const json = route.schema?.body ? plain(route.schema.body) : null;
  const form = {
    type: 'object',
    description: 'A multipart form: text fields and files (see the admin and content specifications).',
  };
  if (route.bodyKind === 'multipart') return { required: true, content: { 'multipart/form-data': { schema: form } } };
  if (route.bodyKind === 'json-or-multipart')
    return {
      required: true,
      content: { 'application/json': { schema: json ?? { type: 'object' } }, 'multipart/form-data': { schema: form } },
    };
  if (json) return { required: true, content: { 'application/json': { schema: json } } };
  return null;
}

/** A binary file, or text (HTML, scripts, styles). */
const fileSchema = (type: string) =>
  type.startsWith('text/') ? { type: 'string' } : { type: 'string', contentEncoding: 'binary' };

/**
 * The success answer from the route's own answer schema (its contract's): the JSON body, or the files a
 * download answers. A route without one is described by the generic envelope (the document test refuses it).
 */
function successOf(route: RegisteredRoute) {
  const files = route.answer?.files;
  if (files)
    return {
      description: 'Done: the file.',
      content: Object.fromEntries(files.map((type) => [type, { schema: fileSchema(type) }])),
    };
  const schema = route.answer?.schema ? plain(route.answer.schema) : { $ref: '#/components/schemas/Envelope' };
  return { description: 'Done.', content: { 'application/json': { schema } } };
}

/** A route of the public content delivery API (cached by CDNs: ETag, 304, Cache-Control, compression). */
const isContentRoute = (route: RegisteredRoute) =>
  route.public && route.method === 'GET' && route.url.startsWith('/api/content/');

const text = (description: string) => ({ description, schema: { type: 'string' } });
/** The caching headers of a content answer (README "Public content API", docs/content-api.md). */
const CONTENT_HEADERS = {
  ETag: text(
    'Strong validator of the answer\'s bytes; a compressed answer\'s names its encoding (`"<hash>-br"`, `"<hash>-gzip"`). Send it back in `If-None-Match`.',
  ),
  'Cache-Control': text(
    "`public, max-age=n, s-maxage=n, stale-while-revalidate=10n` with n the kind's CONTENT_CACHE_SECONDS (`public, no-cache` when 0).",
  ),
  Vary: text("`Accept-Encoding` (and `Origin` for the public site's origins)."),
};

/** The request headers a content route reads: revalidation and the encodings the client takes. */
const CONTENT_REQUEST_HEADERS = [
  {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description: 'An ETag this client holds: a 304 with no body when the answer is still that one.',
  },
  {
    name: 'Accept-Encoding',
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description: 'Answers of 1 KB or more come compressed with `br` when accepted, else `gzip`.',
  },
];

/** A content route's answers beyond the generic ones: the cached 200's headers, 304, and 429. */
function contentResponses(responses: Record<string, unknown>, route: RegisteredRoute): void {
  const success = responses['2XX'] as Record<string, unknown>;
  responses['2XX'] = {
    ...success,
    headers: {
      ...CONTENT_HEADERS,
      'Last-Modified': text(
        'When the newest record in the answer last changed (informative: revalidate with the ETag).',
      ),
      'Content-Encoding': text('`br` or `gzip` when the answer is compressed; absent otherwise.'),
    },
  };
  responses['304'] = {
    description: 'Not modified: the `If-None-Match` ETag is still the answer. No body.',
    headers: CONTENT_HEADERS,
  };
  // The built-in kinds refuse what they do not take; a plugin's content types (`/content/ext/...`) have their own list query.
  if (!route.url.startsWith('/api/content/ext/'))
    responses['400'] = failure(
      'Invalid input, an unknown `fields` name or an unknown query parameter (`sort`, `locale`, `populate`...): the message names it.',
    );
  responses['404'] = failure(
    route.url.includes(':')
      ? 'No published record has this address, or its plugin is switched off.'
      : 'Its plugin is switched off.',
  );
  responses['429'] = {
    ...failure(
      'Too many requests from this address (CONTENT_REQUESTS_PER_MINUTE): try again after `Retry-After` seconds.',
    ),
    headers: { 'Retry-After': text('Seconds to wait.') },
  };
}

function responsesOf(route: RegisteredRoute) {
  const redirect = route.answer?.redirect;
  const responses: Record<string, unknown> = redirect
    ? { '302': { description: redirect, headers: { Location: { schema: { type: 'string' } } } } }
    : { '2XX': successOf(route) };
  if (route.schema || route.bodyKind)
    responses['400'] = failure('Invalid input: the message says which field and why.');
  if (!route.public) {
    responses['401'] = failure('No live session: `Please sign in`.');
    responses['403'] = failure(`The role lacks \`${route.permission}\`: \`Your role cannot do this\`.`);
  }
  if (route.url.includes(':')) responses['404'] = failure('The record does not exist (any more).');
  if (route.method === 'PUT')
    responses['409'] = failure(
      'Changed by someone else since it was loaded (the `updatedAt` sent is old), or a duplicate.',
    );
  if (route.bodyKind && route.bodyKind !== 'json') responses['413'] = failure('A file over the upload limit.');
  if (route.public && route.method === 'POST')
    responses['429'] = failure('Too many requests from this address: try again in a minute.');
  if (isContentRoute(route)) contentResponses(responses, route);
  responses['500'] = failure('Anything unexpected: `Internal error` (logged).');
  return responses;
}

/** Who may call a route: nobody needs to (public), a session only (managing API tokens), or a session or an API token. */
function securityOf(route: RegisteredRoute): Array<Record<string, string[]>> {
  if (route.public) return [];
  return route.permission === 'tokens:manage' ? [{ session: [] }] : [{ session: [] }, { apiToken: [] }];
}

/**
 * The OpenAPI 3.1 document of every registered /api route, from the routes' own schemas (the contracts'
 * TypeBox schemas, which are JSON Schema 2020-12 as 3.1 expects): parameters, request bodies, the answer
 * envelope and the error answers, with the session cookie and API tokens as the security schemes.
 */
export function openApiDocument(routes: RegisteredRoute[]): Schema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    const tag =
      path
        .split('/')
        .filter(Boolean)[0]
        ?.replace(/\{.*\}/, '') || 'api';
    const body = requestBodyOf(route);
    paths[path] ??= {};
    paths[path][method] = {
      operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ? next.toUpperCase() : ''))}`,
      tags: [route.public ? 'public' : tag],
      summary: `${route.method} ${path}`,
      description: route.public
        ? 'Public: no session needed.'
        : route.permission === 'tokens:manage'
          ? 'Needs a session (not an API token) whose role has `tokens:manage`.'
          : `Needs a session whose role has \`${route.permission}\`, or an API token that allows it.`,
      security: securityOf(route),
      parameters: isContentRoute(route) ? [...parametersOf(route), ...CONTENT_REQUEST_HEADERS] : parametersOf(route),
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
        'The back-office API and the public intake API of the marketing site. Answers are `{ success, message?, data? }`; failures `{ success: false, message }`. Sign in with `POST /admin/signin`: the `bo_session` cookie it sets authenticates every other call. Scripts send an API token instead (API tokens screen, or `POST /tokens`): `Authorization: Bearer bo_…`, e.g. `curl -H "Authorization: Bearer $BO_TOKEN" https://admin.example.com/api/faq`.',
    },
    servers: [{ url: '/api' }],
    tags: [{ name: 'public', description: 'Callable without a session (the public site, sign-in).' }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'bo_session',
          description: 'Set by POST /admin/signin; httpOnly, 7 days.',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            "An API token (`bo_…`), created on the API tokens screen or with POST /tokens; it acts with its role or scopes, within its owner's role.",
        },
      },
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
    security: [{ session: [] }, { apiToken: [] }],
    paths,
  };
}
