import { render } from '@testing-library/react';
import { boot, type BootedApp } from '../core/boot';
import type { BackofficeConfig } from '../core/config';
import type { Plugin } from '../core/plugin';
import { BackofficeApp } from '../shell/BackofficeApp';
import { FakeApi, sampleAdmin } from './fake-api';
import { fakeHttp } from './fake-http';
import type { AdminLanguage } from '../i18n/languages';
import type { Admin } from '@backoffice/contracts';

export interface RenderPluginOptions {
  /** The plugins to boot (with whatever they require); as a loader, they start after boot, as the app's do. */
  plugins?: Plugin[] | (() => Promise<readonly Plugin[]>);
  config?: BackofficeConfig;
  /** Start signed in as this admin (a profile answer is faked). `null` starts signed out. */
  signedInAs?: Admin | null;
  /** Where the app opens; `/dashboard` by default. */
  path?: string;
  /** The fake backend; a fresh one by default. */
  api?: FakeApi;
  /** The admin's language (to test a plugin's `messages`); else the one chosen in this browser, else the browser's (English in jsdom). */
  language?: AdminLanguage;
}

export interface RenderedPlugin {
  app: BootedApp;
  api: FakeApi;
  /** The boot report, line by line. */
  reportLines: string[];
}

/**
 * Boots the kernel with the given plugins against a fake API and renders the whole shell in memory at
 * `path` (with @testing-library/react), as a plugin's screen test needs:
 *
 *   const { api } = await renderPlugin({ plugins: [myPlugin], path: '/my-screen' });
 *   api.on('get', '/my-things', [200, { success: true, data: [] }]);
 */
export async function renderPlugin(options: RenderPluginOptions = {}): Promise<RenderedPlugin> {
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
    http: fakeHttp(api),
    log: (report) => reportLines.push(...report.split('\n')),
    language: options.language,
  });
  render(<BackofficeApp app={app} initialPath={options.path ?? '/dashboard'} />);
  return { app, api, reportLines };
}
