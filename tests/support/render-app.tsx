import { render } from '@testing-library/react';
import { boot, BackofficeApp, createHttp, type BackofficeConfig, type BootedApp, type Plugin } from '@backoffice/kernel';
import { FakeApi, sampleAdmin } from './fake-api';

export interface RenderAppOptions {
  plugins?: Plugin[];
  config?: BackofficeConfig;
  /** Start signed in as this admin (a profile answer is faked). `null` starts signed out. */
  signedInAs?: Record<string, unknown> | null;
  path?: string;
  api?: FakeApi;
}

export interface RenderedApp {
  app: BootedApp;
  api: FakeApi;
  reportLines: string[];
}

/** Boots the kernel with the given plugins against a fake API and renders it in memory at `path`. */
export async function renderApp(options: RenderAppOptions = {}): Promise<RenderedApp> {
  const api = options.api ?? new FakeApi();
  const signedInAs = options.signedInAs === undefined ? sampleAdmin : options.signedInAs;
  if (signedInAs) {
    window.localStorage.setItem('rememberedUntil', String(Date.now() + 60_000));
    api.fallback('get', '/admin/profile', [200, { success: true, data: signedInAs }]);
  }
  const reportLines: string[] = [];
  const app = await boot({
    plugins: options.plugins ?? [],
    config: options.config ?? {},
    http: (onUnauthorized, baseURL) => {
      const http = createHttp(baseURL, onUnauthorized);
      http.defaults.adapter = api.adapter;
      return http;
    },
    log: (report) => reportLines.push(...report.split('\n')),
  });
  render(<BackofficeApp app={app} initialPath={options.path ?? '/dashboard'} />);
  return { app, api, reportLines };
}
