import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

const base = { role: 'Store owner', title: 'Great', description: 'On time.' };
const reviews = async () =>
  (await send(server.app, 'GET', '/reviews')).body.data as Array<{
    _id: string;
    fullName: string;
    firstName: string;
    lastName: string;
  }>;

describe('reviews: the missing fields named, and the spec model’s fullName', () => {
  it('names every missing field in the 400 message and stores nothing', async () => {
    expect(
      await send(server.app, 'POST', '/reviews/add', {
        firstName: 'Amina',
        lastName: 'Diallo',
        role: 'Owner',
        title: ' ',
        description: '',
      }),
    ).toEqual({
      status: 400,
      body: { success: false, message: 'Please fill all the fields: title, description are missing' },
    });
    expect((await send(server.app, 'POST', '/reviews/add', { ...base })).body.message).toBe(
      'Please fill all the fields: fullName is missing',
    );
    expect((await send(server.app, 'POST', '/reviews/add', { ...base, firstName: 'Amina' })).body.message).toBe(
      'Please fill all the fields: lastName is missing',
    );
    expect((await send(server.app, 'POST', '/reviews/add', { ...base, lastName: 'Diallo' })).body.message).toBe(
      'Please fill all the fields: firstName is missing',
    );
    expect(
      (
        await send(server.app, 'POST', '/reviews/add', {
          fullName: 'Amina Diallo',
          title: 'Great',
          description: 'On time.',
        })
      ).body.message,
    ).toBe('Please fill all the fields: role is missing');
    expect(await reviews()).toEqual([]);
  });

  it('accepts fullName on add and edit, split at the first space; a one-word name has no last name', async () => {
    const added = await send(server.app, 'POST', '/reviews/add', { ...base, fullName: '  Youssef   El Amrani ' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      fullName: 'Youssef El Amrani',
      firstName: 'Youssef',
      lastName: 'El Amrani',
      role: 'Store owner',
    });
    const single = await send(server.app, 'POST', '/reviews/add', { ...base, fullName: 'Madonna' });
    expect(single.status).toBe(201);
    expect(single.body.data).toMatchObject({ fullName: 'Madonna', firstName: 'Madonna', lastName: '' });

    const edited = await send(server.app, 'PUT', `/reviews/edit/${added.body.data._id}`, {
      ...base,
      fullName: 'Grace Wanjiru',
      row: '1',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ fullName: 'Grace Wanjiru', firstName: 'Grace', lastName: 'Wanjiru' });
    // The name parts win over fullName when both are sent.
    const parts = await send(server.app, 'PUT', `/reviews/edit/${added.body.data._id}`, {
      ...base,
      fullName: 'Ignored Name',
      firstName: 'Kofi',
      lastName: 'Mensah',
      row: '1',
    });
    expect(parts.body.data).toMatchObject({ fullName: 'Kofi Mensah' });
    expect((await reviews()).map((review) => review.fullName)).toEqual(['Kofi Mensah', 'Madonna']);
  });
});
