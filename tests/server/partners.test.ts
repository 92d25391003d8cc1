import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

describe('partners (the README worked example)', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await createTestServer();
    cookie = await server.signIn('editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
    server.app.inject({ method, url: `/api${url}`, payload, headers: { cookie: as } });
  const names = async () => (await call('GET', '/partners')).json().data.map((partner: { name: string; row: number }) => [partner.name, partner.row]);

  it('adds, lists in row order, edits with the version, refuses a stale one, deletes', async () => {
    const first = await call('POST', '/partners', { name: ' Atlas ', website: 'https://atlas.example.com', row: 1 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: 'Partner added', data: { name: 'Atlas', row: 1 } });
    const second = await call('POST', '/partners', { name: 'Sahel', website: 'https://sahel.example.com', row: 1 });
    expect(await names()).toEqual([['Sahel', 1], ['Atlas', 2]]);

    const { _id, updatedAt } = first.json().data;
    const edited = await call('PUT', `/partners/${_id}`, { name: 'Atlas Couriers', website: 'https://atlas.example.com', row: 1, updatedAt });
    expect(edited.json()).toMatchObject({ success: true, message: 'Partner updated', data: { name: 'Atlas Couriers', row: 1 } });
    expect(await names()).toEqual([['Atlas Couriers', 1], ['Sahel', 2]]);
    const stale = await call('PUT', `/partners/${_id}`, { name: 'Old', website: 'https://atlas.example.com', row: 1, updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().success).toBe(false);
    expect(await names()).toEqual([['Atlas Couriers', 1], ['Sahel', 2]]);

    expect((await call('DELETE', `/partners/${second.json().data._id}`)).json()).toEqual({ success: true, message: 'Partner deleted' });
    expect((await call('DELETE', `/partners/${second.json().data._id}`)).json()).toEqual({ success: false, message: 'This partner no longer exists' });
  });

  it('refuses bad input with a 400 naming the field, stores nothing, and keeps readers out of writes', async () => {
    const before = await names();
    const refused = [
      [{ name: 'X', website: 'ftp://x', row: 1 }, 'website is not in the expected form'],
      [{ name: '   ', website: 'https://x.example.com', row: 1 }, 'name is required'],
      [{ name: 'X', website: 'https://x.example.com' }, 'row is required'],
      [{ name: 'X', website: 'https://x.example.com', row: '1' }, 'row must be a whole number'],
      [{ name: 'X', website: 'https://x.example.com', row: 0 }, 'row must be at least 1'],
    ] as const;
    for (const [body, message] of refused) {
      const answer = await call('POST', '/partners', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message });
    }
    expect((await call('PUT', '/partners/not-an-id', { name: 'X', website: 'https://x.example.com', row: 1 })).statusCode).toBe(400);
    const viewer = await server.signIn('viewer');
    expect((await call('POST', '/partners', { name: 'X', website: 'https://x.example.com', row: 1 }, viewer)).statusCode).toBe(403);
    expect(await names()).toEqual(before);
  });

  it('counts on the dashboard', async () => {
    const dashboard = (await call('GET', '/dashboard')).json();
    expect(dashboard.general).toEqual(expect.arrayContaining([{ key: 'partners', title: 'Partners', count: 1 }]));
  });
});
