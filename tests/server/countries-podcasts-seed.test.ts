import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

describe('demo seeders of countries and podcasts', () => {
  it('fill regions, countries with flags, podcasts with covers and a hero; a second run adds nothing', async () => {
    expect(await server.seedDemo('countries')).toBe(21);
    expect(await server.seedDemo('podcasts')).toBe(10);
    const regions = (await send(server.app, 'GET', '/getAllCountries')).body.data.data;
    expect(regions.map((region: { region: string }) => region.region)).toContain('Middle East & North Africa');
    expect(regions.flatMap((region: { countries: unknown[] }) => region.countries)).toHaveLength(21);
    const podcasts = (await send(server.app, 'GET', '/podcast/get')).body;
    expect(podcasts.podcasts).toHaveLength(10);
    expect(podcasts.podcasts.filter((podcast: { isLiveNow: boolean }) => podcast.isLiveNow)).toHaveLength(1);
    expect(server.stored.has(podcasts.hero)).toBe(true);
    const files = server.stored.size;
    expect(await server.seedDemo('countries')).toBe(0);
    expect(await server.seedDemo('podcasts')).toBe(0);
    expect(server.stored.size).toBe(files);
  });
});
