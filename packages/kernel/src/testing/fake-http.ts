import { createHttp, type Transport, type UnauthorizedHandler } from '../core/http';
import type { FakeApi } from './fake-api';

/** `boot`'s and `start`'s `http` option: the app's own transport, answered by `api` instead of a server. */
export function fakeHttp(api: FakeApi): (onUnauthorized: UnauthorizedHandler, baseURL: string) => Transport {
  return (onUnauthorized, baseURL) => {
    const transport = createHttp(baseURL, onUnauthorized);
    transport.defaults.adapter = api.adapter;
    return transport;
  };
}
