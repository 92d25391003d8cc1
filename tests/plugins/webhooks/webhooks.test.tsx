import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webhooksPlugin from '@backoffice/plugin-webhooks';
import { renderApp } from '../../support/render-app';
import type { BackgroundJob, BackgroundQueue, WebhookDelivery, WebhookEndpoint } from '@backoffice/contracts';
import { FakeApi, sampleAdmin, type FakeRequest } from '../../support/fake-api';

afterEach(cleanup);

// A desktop-wide window: the secondary columns (hidden below md, as on a phone) are shown.
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

const SECRET = 'whsec_c2VjcmV0LXNob3duLW9uY2UtaW4tdGhlLXRlc3Q=';
const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  _id: 'e1',
  url: 'https://site.example/hook',
  description: 'Site rebuild',
  events: [],
  paused: false,
  source: 'admin',
  secretHint: 'whsec_c2Vj…',
  lastStatus: 'delivered',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const delivery = (
  id: string,
  status: WebhookDelivery['status'],
  overrides: Partial<WebhookDelivery> = {},
): WebhookDelivery => ({
  _id: id,
  messageId: `msg_${id.padEnd(32, '0')}`,
  event: 'content.changed',
  summary: 'faq · create · f1',
  status,
  attempts: 1,
  responseCode: 204,
  durationMs: 38,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  deliveredAt: null,
  ...overrides,
});

const JOBS: BackgroundJob[] = [
  {
    _id: 'j1',
    queue: 'webhook-delivery',
    state: 'failed',
    attempts: 9,
    maxAttempts: 9,
    lastError: 'https://site.example/hook (msg_1): answered 503',
    createdAt: '2026-11-20T10:00:00.000Z',
    startAfter: '2026-11-20T10:00:00.000Z',
    startedAt: '2026-11-20T10:00:01.000Z',
    completedAt: '2026-11-20T10:20:00.000Z',
  },
  {
    _id: 'j2',
    queue: 'retention',
    state: 'completed',
    attempts: 1,
    maxAttempts: 3,
    lastError: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    startAfter: '2026-11-20T00:01:00.000Z',
    startedAt: '2026-11-20T00:01:00.000Z',
    completedAt: '2026-11-20T00:01:02.000Z',
  },
];
const QUEUES: BackgroundQueue[] = [
  { queue: 'retention', counts: { completed: 1 } },
  { queue: 'webhook-delivery', counts: { completed: 40, failed: 1 } },
];

function api() {
  const endpoints = [
    endpoint(),
    endpoint({
      _id: 'e2',
      url: 'https://env.example/hook',
      source: 'env',
      description: 'From CONTENT_WEBHOOK_URLS',
      lastStatus: null,
    }),
  ];
  return new FakeApi()
    .on('get', '/webhooks/endpoints', () => [200, { success: true, data: endpoints.map((entry) => ({ ...entry })) }])
    .on('post', '/webhooks/endpoints', (request: FakeRequest) => {
      const added = endpoint({ _id: 'e3', ...(request.body as object) });
      endpoints.push(added);
      return [201, { success: true, message: 'added', data: { ...added, secret: SECRET } }];
    })
    .on('put', '/webhooks/endpoints/:id', (request: FakeRequest) => {
      const found = endpoints.find((entry) => request.url.endsWith(entry._id))!;
      Object.assign(found, request.body, { updatedAt: '2026-11-21T10:00:00.000Z' });
      return [200, { success: true, data: found }];
    })
    .on('post', '/webhooks/endpoints/:id/rotate-secret', [
      200,
      { success: true, data: { ...endpoint(), secret: `${SECRET}X` } },
    ])
    .on('get', '/webhooks/endpoints/:id/deliveries', [
      200,
      {
        success: true,
        data: {
          data: [
            delivery('d1', 'failed', { attempts: 9, responseCode: 503, lastError: 'answered 503' }),
            delivery('d2', 'delivered'),
          ],
          total: 2,
        },
      },
    ])
    .on('post', '/webhooks/deliveries/:id/resend', [200, { success: true, message: 'Delivery queued again' }])
    .on('get', '/background-jobs', (request: FakeRequest) => [
      200,
      {
        success: true,
        data: {
          data: JOBS.filter(
            (job) =>
              !(request.params as { state?: string })?.state ||
              job.state === (request.params as { state?: string }).state,
          ),
          total: 2,
          queues: QUEUES,
        },
      },
    ]);
}

const rowsShown = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];

describe('Webhooks screens', () => {
  it('lists the endpoints; an environment endpoint cannot be deleted or rotated here', async () => {
    await renderApp({ plugins: [webhooksPlugin], api: api(), path: '/webhooks' });
    expect(await screen.findByRole('heading', { name: 'Webhook endpoints' })).toBeInTheDocument();
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    const [first, second] = rowsShown();
    expect(within(first).getByRole('link', { name: 'https://site.example/hook' })).toHaveAttribute(
      'href',
      '/webhooks/e1/deliveries',
    );
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('whsec_c2Vj…')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(second).getByRole('button', { name: 'Rotate secret' })).toBeDisabled();
  });

  it('adds an endpoint and shows its secret once; pauses one with its version', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [webhooksPlugin], api: fake, path: '/webhooks' });
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /Add New Endpoint/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Endpoint' });
    await user.type(within(dialog).getByLabelText('Address (URL)'), 'https://new.example/hook');
    await user.type(within(dialog).getByLabelText('Description'), 'Preview site');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('post', '/webhooks/endpoints')).toHaveLength(1));
    expect(fake.callsTo('post', '/webhooks/endpoints')[0].body).toEqual({
      url: 'https://new.example/hook',
      description: 'Preview site',
      events: [],
      paused: false,
    });
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    await waitFor(() => expect(rowsShown()).toHaveLength(3));

    await user.click(within(rowsShown()[0]).getByRole('switch', { name: 'Pause https://site.example/hook' }));
    await waitFor(() => expect(fake.callsTo('put', '/webhooks/endpoints/e1')).toHaveLength(1));
    expect(fake.callsTo('put', '/webhooks/endpoints/e1')[0].body).toEqual({
      paused: true,
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    await waitFor(() => expect(within(rowsShown()[0]).getByText('Paused')).toBeInTheDocument());
  });

  it('an endpoint’s deliveries show status, code, attempts and the last error; a failed one is resent', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [webhooksPlugin], api: fake, path: '/webhooks/e1/deliveries' });
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    const failed = rowsShown()[0];
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByText('503')).toBeInTheDocument();
    expect(within(failed).getByText('answered 503')).toBeInTheDocument();
    expect(within(failed).getByText('9')).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(fake.callsTo('post', '/webhooks/deliveries/d1/resend')).toHaveLength(1));
  });

  it('the background jobs: queue counts, state, attempts and last error; filtered by state on the server', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [webhooksPlugin], api: fake, path: '/background-jobs' });
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    expect(screen.getByText(/completed 40 · failed 1/)).toBeInTheDocument();
    expect(within(rowsShown()[0]).getByText('9 / 9')).toBeInTheDocument();
    expect(within(rowsShown()[0]).getByText(/answered 503/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByTitle('failed'));
    await waitFor(() =>
      expect(fake.callsTo('get', '/background-jobs').at(-1)!.params).toMatchObject({ state: 'failed', page: 1 }),
    );
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
  });

  it('pages the background jobs on the server; a new filter starts again from page 1; a failed load offers Retry', async () => {
    const user = userEvent.setup();
    let failNext = false;
    const fake = api().on('get', '/background-jobs', (request: FakeRequest) => {
      if (failNext) return [500, { success: false, message: 'The job list is unavailable' }];
      const { page } = request.params as { page: number };
      const job: BackgroundJob = {
        _id: `j-page-${page}`,
        queue: 'retention',
        state: 'completed',
        attempts: 1,
        maxAttempts: 3,
        lastError: null,
        createdAt: '2026-11-20T00:00:00.000Z',
        startAfter: '2026-11-20T00:00:00.000Z',
        startedAt: null,
        completedAt: null,
      };
      return [
        200,
        {
          success: true,
          data: { data: [job], total: 60, queues: [{ queue: 'retention', counts: { completed: 60 } }] },
        },
      ];
    });
    await renderApp({ plugins: [webhooksPlugin], api: fake, path: '/background-jobs' });
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(fake.callsTo('get', '/background-jobs').at(-1)!.params).toMatchObject({ page: 2, pageSize: 25 }),
    );
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByTitle('completed'));
    await waitFor(() =>
      expect(fake.callsTo('get', '/background-jobs').at(-1)!.params).toMatchObject({ state: 'completed', page: 1 }),
    );
    failNext = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The job list is unavailable')).toBeInTheDocument();
    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
  });

  it('is closed to an admin who is not a super admin', async () => {
    await renderApp({
      plugins: [webhooksPlugin],
      api: api(),
      path: '/webhooks',
      signedInAs: { ...sampleAdmin, role: 'admin', permissions: ['read', 'content:write', 'data:manage'] },
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Webhook endpoints' })).not.toBeInTheDocument());
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  });
});
