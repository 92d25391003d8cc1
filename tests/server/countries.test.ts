import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
// Each call makes different bytes: the media library stores the same bytes once, for every record using them.
let copies = 0;
const flag = (name = 'flag.png') =>
  new File([new Uint8Array(gradientPng(60, 40, [200, 30, (30 + copies++) % 256]))], name, { type: 'image/png' });
const svgFlag = () =>
  new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="red"/><desc>copy ${copies++}</desc></svg>`,
    ],
    'f.svg',
    { type: 'image/svg+xml' },
  );
const fields = (extra: Record<string, string | File> = {}) => ({
  country: 'Morocco',
  countryStatus: 'Active',
  region: 'North Africa',
  description: 'Maghreb hubs',
  flag: flag(),
  ...extra,
});

beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

const list = async () =>
  (await send(server.app, 'GET', '/getAllCountries')).body.data.data as Array<{
    _id: string;
    region: string;
    description: string;
    countries: Array<{ _id: string; country: string; status: string; flag: string; updatedAt: string }>;
  }>;

describe('countries covered API', () => {
  it('lists nothing at first', async () => {
    expect(await send(server.app, 'GET', '/getAllCountries')).toEqual({
      status: 200,
      body: { success: true, data: { data: [] } },
    });
  });

  it('adds countries, grouping them by region (case-insensitively) with the latest description', async () => {
    const added = await send(server.app, 'POST', '/addCountry', fields());
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      data: { country: 'Morocco', status: 'Active', region: 'North Africa' },
    });
    expect(server.stored.has(added.body.data.flag)).toBe(true);
    const second = await send(
      server.app,
      'POST',
      '/addCountry',
      fields({
        country: 'Egypt',
        countryStatus: 'Pending',
        region: 'north africa',
        description: 'Maghreb and Nile hubs',
        flag: svgFlag(),
      }),
    );
    expect(second.status).toBe(201);
    const regions = await list();
    expect(regions).toHaveLength(1);
    expect(regions[0]).toMatchObject({ region: 'North Africa', description: 'Maghreb and Nile hubs' });
    expect(regions[0].countries.map((country) => [country.country, country.status])).toEqual([
      ['Egypt', 'Pending'],
      ['Morocco', 'Active'],
    ]);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const before = server.stored.size;
    const cases: Array<[Record<string, string | File>, number, string | RegExp]> = [
      [{ ...fields(), flag: '' }, 400, 'Please fill all fields'],
      [
        { country: 'Kenya', countryStatus: 'Active', region: 'East Africa', description: 'x' },
        400,
        'Please fill all fields',
      ],
      [fields({ country: '   ' }), 400, 'Please fill all fields'],
      [fields({ country: 'Kenya', countryStatus: 'Closed' }), 400, 'The status must be Active, Inactive or Pending'],
      [fields({ country: 'K'.repeat(81) }), 400, /at most 80/],
      [
        fields({ country: 'Kenya', flag: new File(['not an image'], 'flag.png', { type: 'image/png' }) }),
        400,
        /not a recognised type/,
      ],
      [fields({ country: 'MOROCCO' }), 400, 'Morocco is already on your map'],
      [
        fields({
          country: 'Kenya',
          flag: new File([new Uint8Array(2 * 1024 * 1024 + 10)], 'big.png', { type: 'image/png' }),
        }),
        413,
        /.+/,
      ],
    ];
    for (const [form, status, message] of cases) {
      const answer = await send(server.app, 'POST', '/addCountry', form);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(message);
    }
    expect((await send(server.app, 'POST', '/addCountry')).status).toBe(400);
    expect(server.stored.size).toBe(before);
    expect((await list())[0].countries).toHaveLength(2);
  });

  it('edits with the current version, moves regions, replaces the flag and drops an emptied region', async () => {
    const egypt = (await list())[0].countries.find((country) => country.country === 'Egypt')!;
    const moved = await send(server.app, 'PUT', `/editCountry/${egypt._id}`, {
      country: 'Egypt',
      countryStatus: 'Active',
      region: 'Middle East',
      description: 'Cairo hub',
      updatedAt: egypt.updatedAt,
      flag: flag('egypt.png'),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ country: 'Egypt', status: 'Active', region: 'Middle East' });
    expect(server.stored.has(egypt.flag)).toBe(false);
    expect(server.stored.has(moved.body.data.flag)).toBe(true);
    expect((await list()).map((region) => region.region)).toEqual(['Middle East', 'North Africa']);

    // The old version is stale now.
    const stale = await send(server.app, 'PUT', `/editCountry/${egypt._id}`, {
      country: 'Egypt',
      countryStatus: 'Inactive',
      region: 'Middle East',
      description: 'Cairo hub',
      updatedAt: egypt.updatedAt,
    });
    expect(stale).toMatchObject({ status: 409, body: { success: false } });

    const morocco = (await list()).find((region) => region.region === 'North Africa')!.countries[0];
    const joined = await send(server.app, 'PUT', `/editCountry/${morocco._id}`, {
      country: 'Morocco',
      countryStatus: 'Inactive',
      region: 'MIDDLE EAST',
      description: 'Cairo and Casablanca',
      updatedAt: morocco.updatedAt,
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data.flag).toBe(morocco.flag);
    const regions = await list();
    expect(regions).toHaveLength(1);
    expect(regions[0]).toMatchObject({ region: 'Middle East', description: 'Cairo and Casablanca' });
  });

  it('refuses bad edits: empty field, missing version, renamed onto another country, unknown or malformed id', async () => {
    const [egypt, morocco] = (await list())[0].countries;
    const base = {
      country: 'Egypt',
      countryStatus: 'Active',
      region: 'Middle East',
      description: 'x',
      updatedAt: egypt.updatedAt,
    };
    expect(
      (await send(server.app, 'PUT', `/editCountry/${egypt._id}`, { ...base, description: ' ' })).body.message,
    ).toBe('All fields are required!');
    // No version sent: accepted, as the spec's call is (issue 15); the edits below carry the new one.
    const unversioned = await send(server.app, 'PUT', `/editCountry/${egypt._id}`, { ...base, updatedAt: '' });
    expect(unversioned.status).toBe(200);
    base.updatedAt = unversioned.body.data.updatedAt;
    expect(
      (await send(server.app, 'PUT', `/editCountry/${egypt._id}`, { ...base, updatedAt: 'yesterday' })).status,
    ).toBe(400);
    expect(await send(server.app, 'PUT', `/editCountry/${egypt._id}`, { ...base, country: 'morocco' })).toMatchObject({
      status: 400,
      body: { message: 'Morocco is already on your map' },
    });
    expect((await send(server.app, 'PUT', '/editCountry/00000000-0000-4000-8000-000000000000', base)).status).toBe(404);
    expect((await send(server.app, 'PUT', '/editCountry/not-an-id', base)).status).toBe(400);
    expect(morocco.country).toBe('Morocco');
  });

  it('deletes a country, its flag, and its region once empty', async () => {
    const [egypt, morocco] = (await list())[0].countries;
    expect(await send(server.app, 'DELETE', `/deleteCountry/${egypt._id}`)).toEqual({
      status: 200,
      body: { success: true, message: 'Country deleted' },
    });
    expect(server.stored.has(egypt.flag)).toBe(false);
    expect((await list())[0].countries.map((country) => country.country)).toEqual(['Morocco']);
    expect((await send(server.app, 'DELETE', `/deleteCountry/${egypt._id}`)).status).toBe(404);
    expect((await send(server.app, 'DELETE', '/deleteCountry/42')).status).toBe(400);
    await send(server.app, 'DELETE', `/deleteCountry/${morocco._id}`);
    expect(await list()).toEqual([]);
    expect(server.stored.size).toBe(0);
  });
});
