import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { PERMISSIONS, type Admin, type Endpoint } from '@backoffice/contracts';
import type { ContractAnswering, EndpointAt } from './fake-endpoints';

type Method = 'get' | 'post' | 'put' | 'delete';
/** A fake answer: its status, body and (optional) headers, e.g. a delete's `undo-token`. */
export type FakeReply = [status: number, body?: unknown, headers?: Record<string, string>];
type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
/** What `on(method, path, …)` may answer: the contract's reply when a contract declares that call, else anything. */
type AnsweringAt<M extends Method, P extends string> = [EndpointAt<M, P>] extends [never]
  ? Handler | FakeReply
  : ContractAnswering<EndpointAt<M, P>, FakeRequest>;

export interface FakeRequest {
  method: Method;
  url: string;
  /** Parsed JSON body, or the FormData as sent. */
  body: unknown;
  params: Record<string, unknown>;
  config: InternalAxiosRequestConfig;
}

/**
 * A fake backend for screen tests: an axios adapter answering from handlers keyed by method and path
 * (`:id` segments match anything). Unhandled calls answer 404 and are recorded, so a test sees them.
 * Keyed by a contract's endpoint (`on(faqsApi.list, [200, { success: true, data: [faq] }])`) or by the method and
 * path of one (`on('get', '/faq', …)`), a success reply must be the contract's answer and a refusal the envelope's
 * `Failure`: a fixture that drifts from what the server sends fails to compile. A call no contract declares (a
 * third party's own) takes any reply.
 */
export class FakeApi {
  readonly calls: FakeRequest[] = [];
  private readonly handlers: Array<{ method: Method; pattern: RegExp; handler: Handler }> = [];

  on<E extends Endpoint>(endpoint: E, handler: ContractAnswering<E, FakeRequest>): this;
  on<M extends Method, P extends string>(method: M, path: P, handler: AnsweringAt<M, P>): this;
  on(...args: [Endpoint, unknown] | [Method, string, unknown]): this {
    return this.add(...keyOf(args));
  }

  /**
   * Like `on`, for an answer the contract does not describe: the original backend's shapes, which the screens
   * also accept (e.g. dashboard counts without `key`). Say why at the call.
   */
  onUntyped(method: Method, path: string, handler: Handler | FakeReply): this {
    return this.add(method, path, handler);
  }

  /** Like `on`, but any handler added with `on`, before or after, takes precedence. */
  fallback<E extends Endpoint>(endpoint: E, handler: ContractAnswering<E, FakeRequest>): this;
  fallback<M extends Method, P extends string>(method: M, path: P, handler: AnsweringAt<M, P>): this;
  fallback(...args: [Endpoint, unknown] | [Method, string, unknown]): this {
    this.add(...keyOf(args));
    this.handlers.push(this.handlers.shift()!);
    return this;
  }

  private add(method: Method, path: string, answer: Handler | FakeReply): this {
    const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    this.handlers.unshift({ method, pattern, handler: typeof answer === 'function' ? answer : () => answer });
    return this;
  }

  callsTo(method: Method, path: string): FakeRequest[] {
    return this.calls.filter((call) => call.method === method && call.url === path);
  }

  readonly adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toLowerCase() as Method;
    const url = (config.url ?? '').split('?')[0];
    let body: unknown = config.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Not JSON: keep the text.
      }
    }
    const request: FakeRequest = {
      method,
      url,
      body,
      params: (config.params ?? {}) as Record<string, unknown>,
      config,
    };
    this.calls.push(request);
    const match = this.handlers.find((candidate) => candidate.method === method && candidate.pattern.test(url));
    const [status, data, headers = {}] = match
      ? await match.handler(request)
      : [404, { success: false, message: `No fake for ${method.toUpperCase()} ${url}` }];
    const response: AxiosResponse = { status, statusText: String(status), data, headers, config, request: {} };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response,
        config,
        toJSON: () => ({}),
      });
      throw error;
    }
    return response;
  };
}

/** The method, path and reply of `on(endpoint, reply)` or `on(method, path, reply)`. */
function keyOf(args: [Endpoint, unknown] | [Method, string, unknown]): [Method, string, Handler | FakeReply] {
  if (typeof args[0] === 'string') return args as [Method, string, Handler | FakeReply];
  const [endpoint, handler] = args as [Endpoint, unknown];
  return [endpoint.method.toLowerCase() as Method, endpoint.path, handler as Handler | FakeReply];
}

export const sampleAdmin: Admin = {
  _id: 'admin-1',
  FName: 'Amina',
  LName: 'Haddad',
  email: 'amina@example.com',
  role: 'superAdmin',
  pfp: null,
  permissions: [...PERMISSIONS],
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
};
