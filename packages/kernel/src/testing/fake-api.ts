import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

type Method = 'get' | 'post' | 'put' | 'delete';
export type FakeReply = [status: number, body?: unknown];
type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

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
 */
export class FakeApi {
  readonly calls: FakeRequest[] = [];
  private readonly handlers: Array<{ method: Method; pattern: RegExp; handler: Handler }> = [];

  on(method: Method, path: string, handler: Handler | FakeReply): this {
    const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    this.handlers.unshift({ method, pattern, handler: typeof handler === 'function' ? handler : () => handler });
    return this;
  }

  /** Like `on`, but any handler added with `on`, before or after, takes precedence. */
  fallback(method: Method, path: string, handler: Handler | FakeReply): this {
    this.on(method, path, handler);
    this.handlers.push(this.handlers.shift()!);
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
    const request: FakeRequest = { method, url, body, params: (config.params ?? {}) as Record<string, unknown>, config };
    this.calls.push(request);
    const match = this.handlers.find((candidate) => candidate.method === method && candidate.pattern.test(url));
    const [status, data] = match ? await match.handler(request) : [404, { success: false, message: `No fake for ${method.toUpperCase()} ${url}` }];
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config, request: {} };
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

export const sampleAdmin = {
  _id: 'admin-1',
  FName: 'Amina',
  LName: 'Haddad',
  email: 'amina@example.com',
  role: 'superAdmin',
  pfp: null,
  permissions: ['read', 'content:write', 'data:manage', 'users:manage'],
};
