import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

/**
 * Issue 30 item 14: the two covers that are replaced rather than edited (the dashboard hero and the podcasts
 * page's hero) carry their version like every record, and a new cover sent over a stale one is a 409.
 */
let server: ContentServer;
const png = (name: string) =>
  new File([new Uint8Array(gradientPng(1306, 813, [22, 104, 220]))], name, { type: 'image/png' });

beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

const covers = [
  {
    name: 'dashboard hero',
    read: '/dashboard-hero',
    write: '/dashboard-hero/edit',
    versionOf: (body: Record<string, unknown>) => body.updatedAt,
    coverOf: (body: Record<string, unknown>) => body.hero,
  },
  {
    name: 'podcasts hero',
    read: '/podcast/get',
    write: '/podcast/add-hero-section-cover',
    versionOf: (body: Record<string, unknown>) => body.heroUpdatedAt,
    coverOf: (body: Record<string, unknown>) => body.hero,
  },
];

describe.each(covers)('$name cover versions', ({ read, write, versionOf, coverOf }) => {
  it('answers its version, refuses a cover sent over a stale one (409), a malformed one (400), and takes the current one', async () => {
    expect(versionOf((await send(server.app, 'GET', read)).body)).toBeNull();
    // The first cover has no version to be stale against.
    const first = await send(server.app, 'POST', write, { cover: png('first.png') });
    expect(first.status).toBe(200);
    const seen = (await send(server.app, 'GET', read)).body;
    expect(versionOf(seen)).toBe(first.body.updatedAt);
    expect(Number.isNaN(Date.parse(first.body.updatedAt))).toBe(false);

    // Another admin replaces it with the version they saw.
    const second = await send(server.app, 'POST', write, { updatedAt: first.body.updatedAt, cover: png('second.png') });
    expect(second.status).toBe(200);
    expect(second.body.updatedAt).not.toBe(first.body.updatedAt);

    // The first admin, still on the old version, is told, and nothing changes.
    const stale = await send(server.app, 'POST', write, { updatedAt: first.body.updatedAt, cover: png('stale.png') });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, message: expect.stringMatching(/changed by someone else/i) });
    const malformed = await send(server.app, 'POST', write, { updatedAt: 'not-a-date', cover: png('bad.png') });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/updatedAt/);
    const now = (await send(server.app, 'GET', read)).body;
    expect(coverOf(now)).toBe(second.body.cover);
    expect(versionOf(now)).toBe(second.body.updatedAt);
  });
});
