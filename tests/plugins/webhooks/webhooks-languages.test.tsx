import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import webhooksPlugin from '@backoffice/plugin-webhooks';
import { renderApp } from '../../support/render-app';
import type { BackgroundJob, WebhookDelivery, WebhookEndpoint } from '@backoffice/contracts';
import { FakeApi } from '../../support/fake-api';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

// A desktop-wide window: every column of the endpoints table is shown.
const narrowMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    ...narrowMatchMedia(query),
    matches: query.includes('min-width'),
  })) as typeof window.matchMedia;
});
afterAll(() => {
  window.matchMedia = narrowMatchMedia;
});

const endpoint: WebhookEndpoint = {
  _id: 'e1',
  url: 'https://site.example/hook',
  description: 'Site rebuild',
  events: [],
  paused: true,
  source: 'env',
  secretHint: 'whsec_c2Vj…',
  lastStatus: 'failed',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const delivery: WebhookDelivery = {
  _id: 'd1',
  messageId: 'msg_1',
  event: 'content.changed',
  summary: 'faq · create · f1',
  status: 'delivered',
  attempts: 1,
  responseCode: 204,
  durationMs: 38,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  deliveredAt: null,
};
const job: BackgroundJob = {
  _id: 'j1',
  queue: 'webhooks',
  state: 'completed',
  attempts: 1,
  maxAttempts: 10,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  startAfter: '2026-11-20T10:00:00.000Z',
  startedAt: null,
  completedAt: null,
};
const api = () =>
  new FakeApi()
    .on('get', '/webhooks/endpoints', [200, { success: true, data: [endpoint] }])
    .on('get', '/webhooks/endpoints/:id/deliveries', [200, { success: true, data: { data: [delivery], total: 1 } }])
    .on('get', '/background-jobs', [
      200,
      { success: true, data: { data: [job], total: 1, queues: [{ queue: 'webhooks', counts: { completed: 1 } }] } },
    ]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the webhooks screens in French and Arabic', () => {
  it('the endpoints in French: title, columns, state, source and actions, with no English left', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [webhooksPlugin], api: api(), path: '/webhooks', language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Points de terminaison des webhooks' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('https://site.example/hook')).toBeInTheDocument();
    for (const text of [
      'Adresse',
      'Types de contenu',
      'Dernière livraison',
      'En pause',
      'Tous',
      'échec',
      'Environnement',
      'Renouveler le secret',
    ])
      expect(within(table).getAllByText(text).length).toBeGreaterThan(0);
    for (const english of [
      'Webhook endpoints',
      'Address',
      'Paused',
      'All',
      'failed',
      'Environment',
      'Rotate secret',
      'Edit',
      'Delete',
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(webhooksPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it("an endpoint's deliveries in Arabic, right to left", async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [webhooksPlugin], api: api(), path: '/webhooks/e1/deliveries', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'عمليات الإرسال' })).toBeInTheDocument();
    expect(await screen.findByText('تم التسليم')).toBeInTheDocument();
    expect(screen.getAllByText('إعادة الإرسال').length).toBeGreaterThan(0);
    for (const english of ['Deliveries', 'delivered', 'Resend', 'Refresh'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(webhooksPlugin.messages, 'ar')).toEqual([]);
    expect(document.documentElement.dir).toBe('rtl');
    expect(missing()).toEqual([]);
  });

  it("the background jobs in Arabic: title, states and the queue's counts", async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [webhooksPlugin], api: api(), path: '/background-jobs', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'المهام الخلفية' })).toBeInTheDocument();
    expect(await screen.findByText('اكتملت')).toBeInTheDocument();
    expect(screen.getByText(/اكتملت 1/)).toBeInTheDocument();
    for (const english of ['Background jobs', 'completed', 'Refresh', 'Queue', 'Attempts'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(webhooksPlugin.messages, 'ar')).toEqual([]);
    expect(missing()).toEqual([]);
  });
});
