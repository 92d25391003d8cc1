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

// Each call makes different bytes: the media library stores the same bytes once, for every record using them.
let copies = 0;
const png = () =>
  new File([new Uint8Array(gradientPng(30, 20, [200, 90, (20 + copies++) % 256]))], 'team.png', { type: 'image/png' });
interface Card {
  _id: string;
  title: string;
  content: string;
  row: number;
  media: string | null;
  updatedAt: string;
}
const cards = async () => (await send(server.app, 'GET', '/card/get')).body.cards as Card[];

describe('about-us cards API', () => {
  it('adds cards with media in row order; a clashing row moves the others down; line breaks are kept', async () => {
    expect((await send(server.app, 'GET', '/card/get')).body).toEqual({ success: true, cards: [] });
    const first = await send(server.app, 'POST', '/card/add', {
      title: 'Mission',
      content: 'Line one\r\nLine two',
      row: '1',
      media: png(),
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ title: 'Mission', content: 'Line one\nLine two', row: 1 });
    expect(server.stored.has(first.body.data.media)).toBe(true);
    await send(server.app, 'POST', '/card/add', { title: 'Network', content: 'Warehouses', row: '2' });
    await send(server.app, 'POST', '/card/add', { title: 'People', content: 'Agents', row: '1' });
    expect((await cards()).map((card) => [card.title, card.row])).toEqual([
      ['People', 1],
      ['Mission', 2],
      ['Network', 3],
    ]);
  });

  it('refuses missing fields with the spec message, a bad row, a non-image and readers', async () => {
    const before = server.stored.size;
    for (const form of [
      { title: '', content: 'x', row: '1' },
      { title: 'x', content: '  ', row: '1' },
      { title: 'x', content: 'y', row: '' },
    ]) {
      expect(await send(server.app, 'POST', '/card/add', form)).toEqual({
        status: 400,
        body: { success: false, message: 'Please fill all the required fields.' },
      });
    }
    expect((await send(server.app, 'POST', '/card/add', { title: 'x', content: 'y', row: '0' })).body.message).toBe(
      'Row must be a whole number from 1',
    );
    const notImage = new File(['hello'], 'note.png', { type: 'image/png' });
    expect(
      (await send(server.app, 'POST', '/card/add', { title: 'x', content: 'y', row: '1', media: notImage })).status,
    ).toBe(400);
    const viewer = await server.cookieFor('viewer');
    expect((await send(server.app, 'POST', '/card/add', { title: 'x', content: 'y', row: '1' }, viewer)).status).toBe(
      403,
    );
    expect((await send(server.app, 'GET', '/card/get', undefined, viewer)).status).toBe(200);
    expect(server.stored.size).toBe(before);
    expect(await cards()).toHaveLength(3);
  });

  it('edits with PUT /card/edit/{id}: replaces or removes the media without orphans, 409 on a stale version, 404 when gone', async () => {
    const mission = (await cards()).find((card) => card.title === 'Mission')!;
    const oldMedia = mission.media!;
    const replaced = await send(server.app, 'PUT', `/card/edit/${mission._id}`, {
      title: 'Our mission',
      content: 'New text',
      row: '1',
      media: png(),
      updatedAt: mission.updatedAt,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ title: 'Our mission', content: 'New text', row: 1 });
    expect(replaced.body.data.media).not.toBe(oldMedia);
    expect(server.stored.has(oldMedia)).toBe(false);
    expect(server.stored.has(replaced.body.data.media)).toBe(true);
    expect((await cards()).map((card) => card.title)).toEqual(['Our mission', 'People', 'Network']);

    const stale = await send(server.app, 'PUT', `/card/edit/${mission._id}`, {
      title: 'Stale',
      content: 'x',
      row: '1',
      updatedAt: mission.updatedAt,
      media: png(),
    });
    expect(stale.status).toBe(409);
    expect((await cards())[0].title).toBe('Our mission');

    const removed = await send(server.app, 'PUT', `/card/edit/${mission._id}`, {
      title: 'Our mission',
      content: 'New text',
      row: '1',
      removeMedia: 'true',
    });
    expect(removed.body.data.media).toBeNull();
    expect(server.stored.has(replaced.body.data.media)).toBe(false);

    // The spec's own form (no version, no removeMedia) keeps the stored media.
    const network = (await cards()).find((card) => card.title === 'Network')!;
    const withMedia = await send(server.app, 'PUT', `/card/edit/${network._id}`, {
      title: 'Network',
      content: 'Warehouses',
      row: '3',
      media: png(),
    });
    const kept = await send(server.app, 'PUT', `/card/edit/${network._id}`, {
      title: 'Network',
      content: 'Twelve warehouses',
      row: '3',
    });
    expect(kept.body.data.media).toBe(withMedia.body.data.media);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await send(server.app, 'PUT', `/card/edit/${missing}`, { title: 'x', content: 'y', row: '1' })).status,
    ).toBe(404);
    expect((await send(server.app, 'PUT', '/card/edit/not-an-id', { title: 'x', content: 'y', row: '1' })).status).toBe(
      400,
    );
  });

  it('deletes a card and its media; an editor may, a viewer may not', async () => {
    const network = (await cards()).find((card) => card.title === 'Network')!;
    expect(
      (await send(server.app, 'DELETE', `/card/delete/${network._id}`, undefined, await server.cookieFor('viewer')))
        .status,
    ).toBe(403);
    const answer = await send(
      server.app,
      'DELETE',
      `/card/delete/${network._id}`,
      undefined,
      await server.cookieFor('editor'),
    );
    expect(answer).toEqual({ status: 200, body: { success: true, message: 'Card deleted' } });
    expect(server.stored.has(network.media!)).toBe(false);
    expect((await send(server.app, 'DELETE', `/card/delete/${network._id}`)).status).toBe(404);
    expect((await cards()).map((card) => card.title)).toEqual(['Our mission', 'People']);
  });
});
