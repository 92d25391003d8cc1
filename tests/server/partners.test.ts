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

  it('adds, lists in row order, edits with the version, refuses a stale one, deletes', async () => {
    const first = await call('POST', '/partners', { name: 'Atlas', website: 'https://atlas.example.com', row: 1 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: 'Partner added', data: { name: 'Atlas', row: 1 } });
    const second = await call('POST', '/partners', { name: 'Sahel', website: 'https://sahel.example.com', row: 1 });
    expect((await call('GET', '/partners')).json().data.map((partner: { name: string; row: number }) => [partner.name, partner.row])).toEqual([['Sahel', 1], ['Atlas', 2]]);

    const { _id, updatedAt } = first.json().data;
    const edited = await call('PUT', `/partners/${_id}`, { name: 'Atlas Couriers', website: 'https://atlas.example.com', row: 2, updatedAt });
    expect(edited.json()).toMatchObject({ success: true, data: { name: 'Atlas Couriers' } });
    const stale = await call('PUT', `/partners/${_id}`, { name: 'Old', website: 'https://atlas.example.com', row: 2, updatedAt });
    expect(stale.statusCode).toBe(409);

    expect((await call('DELETE', `/partners/${second.json().data._id}`)).json()).toEqual({ success: true, message: 'Partner deleted' });
    expect((await call('DELETE', `/partners/${second.json().data._id}`)).statusCode).toBe(404);
  });

  it('validates the body with the contract schema and keeps readers out of writes', async () => {
    const bad = await call('POST', '/partners', { name: 'X', website: 'ftp://x', row: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'website is not in the expected form' });
    expect((await call('POST', '/partners', { name: 'X', website: 'https://x.example.com' })).json().message).toBe('row is required');
    const viewer = await server.signIn('viewer');
    expect((await call('POST', '/partners', { name: 'X', website: 'https://x.example.com', row: 1 }, viewer)).statusCode).toBe(403);
  });

  it('counts on the dashboard', async () => {
    const dashboard = (await call('GET', '/dashboard')).json();
    expect(dashboard.general).toEqual(expect.arrayContaining([{ key: 'partners', title: 'Partners', count: 1 }]));
  });
});
