import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
// Each call makes different bytes: the media library stores the same bytes once, for every record using them.
let copies = 0;
const cover = (name = 'cover.png', width = 449, height = 289) =>
  new File([new Uint8Array(gradientPng(width, height, [22, 104, (220 + copies++) % 256]))], name, {
    type: 'image/png',
  });
const fields = (extra: Record<string, string | File> = {}) => ({
  title: 'Scaling COD in the Gulf',
  url: 'https://podcasts.example.com/gulf',
  dateScheduled: '2026-12-05',
  category: 'Shipping',
  isLiveNow: 'true',
  ...extra,
});

beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

// Records as JSON, read field by field by the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const page = async () =>
  (await send(server.app, 'GET', '/podcast/get')).body as { podcasts: Json[]; hero: string | null };

describe('podcasts API', () => {
  it('answers an empty list and no hero at first', async () => {
    expect(await send(server.app, 'GET', '/podcast/get')).toEqual({
      status: 200,
      body: { success: true, podcasts: [], hero: null, heroUpdatedAt: null },
    });
  });

  it('adds podcasts with and without a cover, with formattedDate, newest date first', async () => {
    const live = await send(server.app, 'POST', '/podcast/add', fields({ cover: cover() }));
    expect(live.status).toBe(201);
    expect(live.body.data).toMatchObject({
      title: 'Scaling COD in the Gulf',
      dateScheduled: '2026-12-05',
      formattedDate: 'Dec 5, 2026',
      isLiveNow: true,
      category: 'Shipping',
    });
    expect(server.stored.has(live.body.data.cover)).toBe(true);
    const plain = await send(
      server.app,
      'POST',
      '/podcast/add',
      fields({ title: 'Warehousing 101', dateScheduled: '2026-01-15', isLiveNow: 'false', category: 'Warehousing' }),
    );
    expect(plain.body.data).toMatchObject({ cover: '', isLiveNow: false, formattedDate: 'Jan 15, 2026' });
    expect((await page()).podcasts.map((podcast) => podcast.title)).toEqual([
      'Scaling COD in the Gulf',
      'Warehousing 101',
    ]);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const before = server.stored.size;
    const cases: Array<[Record<string, string | File>, number, string | RegExp]> = [
      [fields({ title: '' }), 400, 'Please fill all the required fields'],
      [fields({ url: '' }), 400, 'Please fill all the required fields'],
      [fields({ dateScheduled: '' }), 400, 'Please fill all the required fields'],
      [fields({ category: '' }), 400, 'Please fill all the required fields'],
      [
        fields({ url: 'ftp://podcasts.example.com/x' }),
        400,
        'Please enter a valid URL starting with http:// or https://',
      ],
      [fields({ url: 'javascript:alert(1)' }), 400, /valid URL/],
      [fields({ dateScheduled: '2026-02-30' }), 400, /valid date/],
      [fields({ category: 'Gardening' }), 400, 'Please choose one of the listed categories'],
      [fields({ isLiveNow: 'maybe' }), 400, /isLiveNow/],
      [fields({ title: 'x'.repeat(201) }), 400, /at most 200/],
      [
        fields({ cover: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'c.svg', { type: 'image/svg+xml' }) }),
        400,
        /this file's content is SVG/,
      ],
      [fields({ cover: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }) }), 413, /.+/],
    ];
    for (const [form, status, message] of cases) {
      const answer = await send(server.app, 'POST', '/podcast/add', form);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body).toMatchObject({ success: false });
      expect(answer.body.message).toMatch(message);
    }
    expect((await send(server.app, 'POST', '/podcast/add')).status).toBe(400);
    expect(server.stored.size).toBe(before);
    expect((await page()).podcasts).toHaveLength(2);
  });

  it('edits with the current version, keeps or replaces the cover, and answers 409 when stale', async () => {
    const [gulf] = (await page()).podcasts;
    const kept = await send(
      server.app,
      'PUT',
      `/podcast/edit/${gulf._id}`,
      fields({ isLiveNow: 'false', updatedAt: gulf.updatedAt }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ isLiveNow: false, cover: gulf.cover });
    const stale = await send(server.app, 'PUT', `/podcast/edit/${gulf._id}`, fields({ updatedAt: gulf.updatedAt }));
    expect(stale).toMatchObject({ status: 409, body: { success: false } });
    const replaced = await send(
      server.app,
      'PUT',
      `/podcast/edit/${gulf._id}`,
      fields({ updatedAt: kept.body.data.updatedAt, cover: cover('new.png') }),
    );
    expect(replaced.status).toBe(200);
    expect(server.stored.has(gulf.cover)).toBe(false);
    expect(server.stored.has(replaced.body.data.cover)).toBe(true);
    // No version sent: accepted, as the spec's call is (issue 15).
    expect((await send(server.app, 'PUT', `/podcast/edit/${gulf._id}`, fields())).status).toBe(200);
    expect(
      (
        await send(
          server.app,
          'PUT',
          '/podcast/edit/00000000-0000-4000-8000-000000000000',
          fields({ updatedAt: gulf.updatedAt }),
        )
      ).status,
    ).toBe(404);
    expect((await send(server.app, 'PUT', '/podcast/edit/abc', fields({ updatedAt: gulf.updatedAt }))).status).toBe(
      400,
    );
  });

  it('sets and replaces the hero cover', async () => {
    expect(await send(server.app, 'POST', '/podcast/add-hero-section-cover', { note: 'no file' })).toMatchObject({
      status: 400,
      body: { success: false },
    });
    const first = await send(server.app, 'POST', '/podcast/add-hero-section-cover', {
      cover: cover('hero.png', 1407, 541),
    });
    expect(first).toMatchObject({ status: 200, body: { success: true } });
    expect((await page()).hero).toBe(first.body.cover);
    const second = await send(server.app, 'POST', '/podcast/add-hero-section-cover', {
      cover: cover('hero2.png', 1200, 500),
    });
    expect((await page()).hero).toBe(second.body.cover);
    expect(server.stored.has(first.body.cover)).toBe(false);
    expect(
      (await send(server.app, 'POST', '/podcast/add-hero-section-cover', { cover: new File(['text'], 'x.png') }))
        .status,
    ).toBe(400);
    expect((await page()).hero).toBe(second.body.cover);
  });

  it('deletes a podcast and its cover', async () => {
    const [gulf, warehousing] = (await page()).podcasts;
    expect(await send(server.app, 'DELETE', `/podcast/delete/${gulf._id}`)).toEqual({
      status: 200,
      body: { success: true, message: 'Podcast deleted' },
    });
    expect(server.stored.has(gulf.cover)).toBe(false);
    expect((await send(server.app, 'DELETE', `/podcast/delete/${gulf._id}`)).status).toBe(404);
    expect((await send(server.app, 'DELETE', '/podcast/delete/1')).status).toBe(400);
    expect((await page()).podcasts.map((podcast) => podcast._id)).toEqual([warehousing._id]);
  });
});
