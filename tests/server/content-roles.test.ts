import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

const png = (width: number, height: number) =>
  new File([new Uint8Array(gradientPng(width, height, [10, 90, 160]))], 'image.png', { type: 'image/png' });
const LOGO = new File(
  ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'],
  'logo.svg',
  { type: 'image/svg+xml' },
);

/** One write of each content module of issues 6 and 10, as a fresh form each time. */
const writes: Array<[string, 'POST', string, () => Record<string, string | File>]> = [
  ['companies', 'POST', '/companies/add', () => ({ name: 'Atlas Parcel', row: '1', logo: LOGO })],
  [
    'reviews',
    'POST',
    '/reviews/add',
    () => ({
      firstName: 'Sara',
      lastName: 'Amrani',
      role: 'Founder',
      title: 'Great',
      description: 'Fast COD remittance',
      avatar: png(40, 40),
    }),
  ],
  [
    'countries',
    'POST',
    '/addCountry',
    () => ({
      country: 'Ghana',
      countryStatus: 'Active',
      region: 'West Africa',
      description: 'Accra hub',
      flag: png(60, 40),
    }),
  ],
  [
    'podcasts',
    'POST',
    '/podcast/add',
    () => ({
      title: 'COD in Ghana',
      url: 'https://example.com/ep1',
      dateScheduled: '2026-11-01',
      category: 'All',
      isLiveNow: 'false',
    }),
  ],
];

describe('content writes and the role matrix', () => {
  it('refuses every write without a session (401) and to a viewer (403), storing nothing', async () => {
    const viewer = await server.cookieFor('viewer');
    const before = server.stored.size;
    for (const [name, method, path, form] of writes) {
      const anonymous = await server.app.inject({ method, url: `/api${path}`, headers: { cookie: '' } });
      expect(anonymous.statusCode, name).toBe(401);
      const refused = await send(server.app, method, path, form(), viewer);
      expect(refused.status, name).toBe(403);
      expect(refused.body.message, name).toMatch(/role/i);
    }
    const faq = await server.app.inject({
      method: 'POST',
      url: '/api/faq/add',
      payload: { question: 'q', answer: 'a', row: 1 },
      headers: { cookie: viewer },
    });
    expect(faq.statusCode).toBe(403);
    expect(server.stored.size).toBe(before);
  });

  it('lets an editor write site content', async () => {
    const editor = await server.cookieFor('editor');
    for (const [name, method, path, form] of writes) {
      const answer = await send(server.app, method, path, form(), editor);
      expect([200, 201], `${name}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
    }
    const faq = await server.app.inject({
      method: 'POST',
      url: '/api/faq/add',
      payload: { question: 'q', answer: 'a', row: 1 },
      headers: { cookie: editor },
    });
    expect(faq.statusCode).toBe(201);
  });

  it('lets a viewer read every list', async () => {
    const viewer = await server.cookieFor('viewer');
    for (const path of ['/companies', '/reviews', '/faq', '/getAllCountries', '/podcast/get']) {
      expect((await send(server.app, 'GET', path, undefined, viewer)).status, path).toBe(200);
    }
  });
});
