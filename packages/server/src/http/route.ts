import type { AnswerOf, Endpoint, FileDownload, Redirect } from '@backoffice/contracts';
import type { Static, TSchema } from '@sinclair/typebox';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { refuseMalformedVersion } from './version-check';

type Validated<E, K extends string, Otherwise> = E extends { [key in K]: infer S extends TSchema }
  ? Static<S>
  : Otherwise;

/** The request of a contract's endpoint, as its schemas let it through. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Validated<E, 'params', Record<string, string>>;
  Querystring: Validated<E, 'query', Record<string, unknown>>;
  Body: Validated<E, 'body', unknown>;
}>;

/** What the handler answers: the contract's answer (a file download or a redirect answers through `reply`). */
export type ContractAnswer<E extends Endpoint> =
  AnswerOf<E> extends FileDownload | Redirect ? FastifyReply : AnswerOf<E>;

/**
 * Registers one endpoint of `@backoffice/contracts`: its method and path, its params, query and body schemas
 * (so invalid input is a 400 with a message), and a handler whose answer must be the contract's. A status
 * other than 200 is set with `reply.code(201)` before answering. `hooks` adds route hooks, e.g. a rate limit
 * (`{ onRequest: limitRequests(...) }`, or `preHandler` when the limit's key needs the parsed body), and
 * `bodyLimit` a tighter JSON body limit than the app's.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  config: FastifyContextConfig,
  handler: NoInfer<(request: ContractRequest<E>, reply: FastifyReply) => Promise<ContractAnswer<E>>>,
  hooks: {
    onRequest?: onRequestHookHandler | onRequestHookHandler[];
    preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
    bodyLimit?: number;
  } = {},
): void {
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  // A contract's `form` (multipart; with `json` too, either) is a type only, but the key is there at run
  // time: the OpenAPI document says which body the route takes.
  const bodyKind = 'form' in endpoint ? ('json' in endpoint ? 'json-or-multipart' : 'multipart') : undefined;
  // The answer schema goes to the OpenAPI document through `config`, never to Fastify's `schema.response`:
  // fast-json-stringify would drop fields the schema leaves open and coerce types.
  const answer = endpoint.answer as { schema?: unknown; files?: readonly string[]; redirect?: string };
  // Every update honours the version it was based on (the write seam checks it): its JSON body must keep
  // `updatedAt` (the validator drops undeclared properties), and a malformed version is refused up front.
  const update = endpoint.method === 'PUT';
  if (update) requireUpdatedAtProperty(endpoint);
  const versionHook = update
    ? { preValidation: async (request: FastifyRequest) => refuseMalformedVersion(request) }
    : {};
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...(bodyKind ? { bodyKind } : {}), answer, ...config },
    ...versionHook,
    ...hooks,
    ...(Object.keys(schema).length > 0 ? { schema } : {}),
    handler: handler as never,
  });
}

/** A PUT whose JSON body schema would strip `updatedAt` is a programming error: refused when the route is registered. */
function requireUpdatedAtProperty(endpoint: Endpoint): void {
  const body = endpoint.body as { properties?: Record<string, unknown>; additionalProperties?: unknown } | undefined;
  if (!body?.properties || body.additionalProperties === true || 'updatedAt' in body.properties) return;
  throw new Error(
    `${endpoint.method} ${endpoint.path}: its body schema must declare updatedAt (the version the edit is based on)`,
  );
}
