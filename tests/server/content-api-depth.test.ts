import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeeds, seedContext } from '../../packages/server/src/seed/seed-context';
import { createTestServer, type TestServer } from './helpers';

// The delivery API's depth (docs/content-api.md): every list pages and counts, `fields=` narrows the items,
// each list has its filters, an unknown parameter is a 400 naming it, and answers are compressed as the
// client accepts, with ETags and 304s that still hold.

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ config: { publicUrl: 'https://admin.example.com' } });
  const context = seedContext(server.db, server.storage);
  for (const seed of demoSeeds) await seed.seed(context);
});

afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const json = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

type Item = Record<string, unknown>;
/** The items of a list answer (the podcasts list holds them under data.podcasts). */
const itemsOf = (body: { data: unknown }): Item[] =>
  Array.isArray(body.data) ? body.data : (body.data as { podcasts: Item[] }).podcasts;

/** Every public list, with a field its items have. */
const LISTS: Array<[url: string, field: string]> = [
  ['/api/content/sections/home', 'title'],
  ['/api/content/articles/blog', 'slug'],
  ['/api/content/pricing', 'planName'],
  ['/api/content/faqs', 'question'],
  ['/api/content/jobs', 'title'],
  ['/api/content/countries', 'region'],
  ['/api/content/podcasts', 'title'],
  ['/api/content/legal', 'slug'],
  ['/api/content/companies', 'name'],
  ['/api/content/reviews', 'fullName'],
  ['/api/content/about-cards', 'title'],
];

describe('public content lists', () => {
  it('each answers total, page and pageSize; page and pageSize page it; the unpaged answer is still the whole list', async () => {
    for (const [url, field] of LISTS) {
      const whole = await json(url.includes('articles') ? `${url}?pageSize=50` : url);
      const all = itemsOf(whole);
      expect(all.length, url).toBeGreaterThan(1);
      expect(whole.total, url).toBe(all.length);
      expect(whole.page, url).toBe(1);
      if (!url.includes('articles')) expect(whole.pageSize, url).toBe(all.length);

      const second = await json(`${url}?page=2&pageSize=1`);
      expect({ url, total: second.total, page: second.page, pageSize: second.pageSize }).toEqual({
        url,
        total: all.length,
        page: 2,
        pageSize: 1,
      });
      expect(
        itemsOf(second).map((item) => item[field]),
        url,
      ).toEqual([all[1][field]]);
      const pastTheEnd = await json(`${url}?page=500&pageSize=10`);
      expect(itemsOf(pastTheEnd), url).toEqual([]);
      expect(pastTheEnd.total, url).toBe(all.length);
      expect((await get(`${url}?pageSize=51`)).statusCode, url).toBe(400);
      expect((await get(`${url}?page=0`)).statusCode, url).toBe(400);
    }
    // A page asked without a size gets the default size.
    expect((await json('/api/content/faqs?page=1')).pageSize).toBe(12);
  });

  it('keeps only the fields asked for, and refuses an unknown one by name', async () => {
    for (const [url, field] of LISTS) {
      const narrowed = itemsOf(await json(`${url}?fields=${field}`));
      expect(narrowed.length, url).toBeGreaterThan(0);
      for (const item of narrowed) expect(Object.keys(item), url).toEqual([field]);
      const refused = await get(`${url}?fields=${field},secret`);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message, url).toMatch(/^fields: unknown field "secret" \(this answer has: .*\b/);
      expect(refused.json().message, url).toContain(field);
    }
    const jobs = itemsOf(await json('/api/content/jobs'));
    const job = await json(`/api/content/jobs/${String(jobs[0].id)}?fields=title, salary`);
    expect(job.data).toEqual({ title: jobs[0].title, salary: jobs[0].salary });
    expect((await json('/api/content/home-hero?fields=heading')).data).toEqual({ heading: expect.any(String) });
    expect((await get('/api/content/home-hero?fields=')).statusCode).toBe(400);
    const article = await json(
      `/api/content/articles/blog/${String(itemsOf(await json('/api/content/articles/blog'))[0].slug)}?fields=title,next`,
    );
    expect(Object.keys(article.data).sort()).toEqual(['next', 'title']);
    expect((await get('/api/content/legal/terms-of-service?fields=body')).json().message).toContain('"body"');
  });

  it('filters each list on its documented fields', async () => {
    const jobs = itemsOf(await json('/api/content/jobs'));
    const department = String(jobs[0].department);
    const byDepartment = itemsOf(
      await json(`/api/content/jobs?department=${encodeURIComponent(department.toUpperCase())}`),
    );
    expect(byDepartment.length).toBe(jobs.filter((job) => job.department === department).length);
    expect(byDepartment.every((job) => job.department === department)).toBe(true);
    const remote = await json('/api/content/jobs?remote=true');
    expect(itemsOf(remote).map((job) => job.id)).toEqual(
      jobs.filter((job) => job.remote === true).map((job) => job.id),
    );
    expect(remote.total).toBe(itemsOf(remote).length);
    expect(itemsOf(await json('/api/content/jobs?remote=false')).length).toBe(jobs.length - itemsOf(remote).length);
    const location = String(jobs[0].location);
    expect(
      itemsOf(await json(`/api/content/jobs?location=${encodeURIComponent(location)}`)).every(
        (job) => job.location === location,
      ),
    ).toBe(true);
    expect((await get('/api/content/jobs?remote=maybe')).statusCode).toBe(400);

    const faqs = itemsOf(await json('/api/content/faqs'));
    expect(itemsOf(await json(`/api/content/faqs?row=${String(faqs[1].row)}`)).map((faq) => faq.id)).toEqual(
      faqs.filter((faq) => faq.row === faqs[1].row).map((faq) => faq.id),
    );
    const word = String(faqs[0].question)
      .split(' ')
      .find((part) => part.length > 5)!;
    const found = itemsOf(await json(`/api/content/faqs?q=${encodeURIComponent(word.toLowerCase())}`));
    expect(found.map((faq) => faq.id)).toContain(faqs[0].id);
    expect(
      found.every((faq) => `${String(faq.question)} ${String(faq.answer)}`.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);

    const podcasts = await json('/api/content/podcasts?isLiveNow=true');
    expect(podcasts.data.podcasts.length).toBeGreaterThan(0);
    expect(podcasts.data.podcasts.every((podcast: Item) => podcast.isLiveNow === true)).toBe(true);
    expect(podcasts.data.hero).toEqual(expect.any(String));
    expect(
      (await json('/api/content/podcasts?category=shipping')).data.podcasts.map((podcast: Item) => podcast.category),
    ).toEqual(['Shipping']);

    const regions = itemsOf(await json('/api/content/countries'));
    const region = await json(`/api/content/countries?region=${encodeURIComponent(String(regions[0].region))}`);
    expect(itemsOf(region).map((item) => item.region)).toEqual([regions[0].region]);
    const pending = itemsOf(await json('/api/content/countries?status=Pending'));
    expect(
      pending
        .flatMap((item) => (item.countries as Item[]).map((country) => country.status))
        .every((status) => status === 'Pending'),
    ).toBe(true);
    expect((await get('/api/content/countries?status=Inactive')).statusCode).toBe(400);

    const sections = itemsOf(await json('/api/content/sections/home'));
    const type = String(sections[0].type);
    expect(
      itemsOf(await json(`/api/content/sections/home?type=${type}`)).every((section) => section.type === type),
    ).toBe(true);
    expect(itemsOf(await json('/api/content/sections/home?type=no-such-type'))).toEqual([]);
    expect((await json('/api/content/companies?row=1')).data.length).toBe(1);
    expect((await json('/api/content/reviews?row=1')).data.length).toBe(1);
    expect((await json('/api/content/about-cards?row=1')).total).toBeGreaterThan(0);
    expect((await json('/api/content/legal?q=privacy')).data.map((page: Item) => page.slug)).toEqual([
      'privacy-policy',
    ]);
    expect((await json('/api/content/pricing?q=zzzz-nothing')).total).toBe(0);
  });

  it('refuses unknown query parameters with a 400 naming them, on lists and single records alike', async () => {
    for (const [url, query, named] of [
      ['/api/content/faqs', 'sort=row', '"sort"'],
      ['/api/content/articles/blog', 'lang=fr', '"lang"'],
      ['/api/content/jobs', 'populate=*', '"populate"'],
      ['/api/content/home-hero', 'x=1&y=2', '"x", "y"'],
      ['/api/content/seo/about-us', 'filter[title]=a', '"filter[title]"'],
    ]) {
      const response = await get(`${url}?${query}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(`Unknown query parameter`);
      expect(response.json().message, url).toContain(named);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await get('/api/content/faqs?sort=row')).json().message).toBe(
      'Unknown query parameter "sort" (this address takes: page, pageSize, fields, row, q, locale)',
    );
  });
});

describe('compressed answers', () => {
  it('sends brotli or gzip as accepted, nothing when not accepted, with an ETag per encoding and Vary', async () => {
    const plain = await get('/api/content/jobs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const bytes = plain.rawPayload;

    const br = await get('/api/content/jobs', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(bytes)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(bytes.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gzip = await get('/api/content/jobs', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(bytes)).toBe(true);

    const refused = await get('/api/content/jobs', { 'accept-encoding': 'br;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(bytes)).toBe(true);

    // One tag per representation: the same answer in three encodings.
    const tags = [plain, br, gzip].map((response) => response.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    expect(tags[1]).toBe(tags[0].replace(/"$/, '-br"'));

    // HEAD says what GET would send, without the body.
    const head = await server.app.inject({
      method: 'HEAD',
      url: '/api/content/jobs',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(br.headers.etag);
    expect(head.rawPayload.length).toBe(0);

    // A small answer is not worth compressing.
    const small = await get('/api/content/dashboard-hero?fields=cover', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('still answers 304 to a compressed answer`s ETag, and not to another encoding`s', async () => {
    const br = await get('/api/content/faqs', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const again = await get('/api/content/faqs', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toContain('Accept-Encoding');
    expect(again.headers['content-encoding']).toBeUndefined();
    // A cache holding the brotli bytes must not have them confirmed for a client that only takes gzip.
    const other = await get('/api/content/faqs', {
      'accept-encoding': 'gzip',
      'if-none-match': br.headers.etag as string,
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });
});

describe('the OpenAPI document of the content routes', () => {
  it('documents 304, ETag, Cache-Control, 429, fields, filters and the revalidation header', async () => {
    const document = await json('/api/openapi.json');
    const faqs = document.paths['/content/faqs'].get;
    expect(Object.keys(faqs.responses)).toEqual(expect.arrayContaining(['2XX', '304', '400', '429']));
    expect(Object.keys(faqs.responses['2XX'].headers)).toEqual(
      expect.arrayContaining(['ETag', 'Cache-Control', 'Vary', 'Content-Encoding']),
    );
    expect(Object.keys(faqs.responses['304'].headers)).toEqual(expect.arrayContaining(['ETag', 'Cache-Control']));
    expect(faqs.responses['429'].headers['Retry-After']).toBeDefined();
    const parameters = faqs.parameters.map(
      (parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`,
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        'query:page',
        'query:pageSize',
        'query:fields',
        'query:row',
        'query:q',
        'header:If-None-Match',
      ]),
    );
    expect(document.paths['/content/faqs'].get.responses['2XX'].content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['total', 'page', 'pageSize']),
    );
    expect(document.paths['/content/jobs/{id}'].get.responses['304']).toBeDefined();
    // An admin route is not described as cached.
    expect(document.paths['/faq'].get.responses['304']).toBeUndefined();
  });
});
