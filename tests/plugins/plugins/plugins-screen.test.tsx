import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '@backoffice/kernel';
import dashboardPlugin from '@backoffice/plugin-dashboard';
import faqsPlugin from '@backoffice/plugin-faqs';
import pluginsPlugin from '@backoffice/plugin-plugins';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { adminFixture } from '../../support/fixtures';
import type { ServerPlugin } from '@backoffice/contracts';

const serverSide = (id: string, extra: Partial<ServerPlugin> = {}): ServerPlugin => ({
  id,
  kind: 'built-in',
  version: '0.1.0',
  enabled: true,
  modules: [id],
  apiRoutes: 4,
  contentRoutes: [],
  counts: [],
  ...extra,
});
const broken = { id: 'broken', nav: [{ label: 'Broken', order: 1 }] } as unknown as Parameters<typeof definePlugin>[0];

describe('the Plugins screen', () => {
  it('lists every plugin with its status and reason, version, API range, what it adds and its records', async () => {
    const api = new FakeApi().on('get', '/plugins', [
      200,
      {
        success: true,
        data: [
          serverSide('faqs', {
            contentRoutes: ['GET /api/content/faqs'],
            counts: [{ key: 'faqs', title: 'FAQs', count: 12 }],
          }),
          serverSide('podcasts', { enabled: false }),
          serverSide('plugins', { modules: ['plugins'], apiRoutes: 1 }),
          serverSide('dashboard'),
          serverSide('shipping', {
            kind: 'external',
            modules: [],
            apiRoutes: 0,
            manifest: { version: '1.2.0', pluginApi: '^1.0' },
            problem: null,
            contentTypes: [
              { name: 'rates', label: 'Shipping rate', public: false, count: 3 },
              { name: 'quotes', label: 'Quote', public: true, count: 1 },
            ],
          }),
          serverSide('refused', {
            kind: 'external',
            modules: [],
            apiRoutes: 0,
            manifest: null,
            problem: 'manifest.json: the content type name "things" is taken (declared twice)',
            contentTypes: [],
          }),
        ],
      },
    ]);
    await renderApp({
      plugins: [dashboardPlugin, faqsPlugin, podcastsPlugin, pluginsPlugin, broken as never],
      config: {
        plugins: { podcasts: false },
        configProblem: 'backoffice.config.json is not valid JSON: Unexpected end of JSON input',
      },
      api,
      path: '/plugins-status',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plugins' })).toBeInTheDocument();
    expect(screen.getByText(/3 of 7 plugins started/)).toBeInTheDocument();
    expect(screen.getByText(/changed but is refused/)).toBeInTheDocument();

    const faqs = screen.getByRole('region', { name: 'Plugin faqs' });
    expect(within(faqs).getByText('started')).toBeInTheDocument();
    expect(await within(faqs).findByText('FAQs: 12')).toBeInTheDocument();
    expect(within(faqs).getByText(/2 screens; 1 sidebar entry \(FAQs\); 1 × dashboard\/cards\/v1/)).toBeInTheDocument();
    // FAQs are found by the server's search (in every locale), not by a search of the plugin's own in the browser.
    expect(within(faqs).queryByText(/search\/records\/v1/)).not.toBeInTheDocument();
    expect(within(faqs).getByText(/4 API routes \(modules faqs\); public \/api\/content\/faqs/)).toBeInTheDocument();
    expect(within(faqs).getByText(/built with the kernel/)).toBeInTheDocument();
    expect(within(faqs).getByText('0.1.0')).toBeInTheDocument();

    const podcasts = screen.getByRole('region', { name: 'Plugin podcasts' });
    expect(within(podcasts).getByText('disabled')).toBeInTheDocument();
    expect(within(podcasts).getByText('switched off in config')).toBeInTheDocument();
    expect(within(podcasts).getByText(/^off: 4 API routes/)).toBeInTheDocument();

    // An external plugin's declared content types, with their records; a refused manifest with its reason.
    const shipping = screen.getByRole('region', { name: 'Plugin shipping' });
    expect(
      within(shipping).getByText('Shipping rate (rates): 3 records; Quote (quotes, public): 1 record'),
    ).toBeInTheDocument();
    const refused = screen.getByRole('region', { name: 'Plugin refused' });
    expect(
      within(refused).getByText(/refused: manifest.json: the content type name "things" is taken/),
    ).toBeInTheDocument();

    const failed = screen.getByRole('region', { name: 'Plugin broken' });
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByText('sidebar entry "Broken" has no path starting with /')).toBeInTheDocument();
  });

  it('is for super admins only', async () => {
    await renderApp({
      plugins: [pluginsPlugin],
      path: '/plugins-status',
      signedInAs: adminFixture({
        _id: 'a',
        FName: 'Ada',
        LName: 'Admin',
        email: 'a@example.com',
        role: 'admin',
        permissions: ['read', 'content:write', 'data:manage'],
      }),
    });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  });
});
