import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
  await server.seedDemo('pricing');
  await server.seedDemo('seo');
});
afterAll(async () => {
  await server?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string) {
  const response = await server.app.inject({ method, url: `/api${url}`, payload, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json() };
}

describe('pricing API', () => {
  it('lists the plans as data.data and updates one with the version; 409 when stale', async () => {
    const plans = (await call('GET', '/pricingModel/get')).body.data.data;
    expect(plans.map((plan: { planName: string }) => plan.planName)).toEqual(['Starter', 'Growth', 'Scale']);
    const [starter] = plans;
    expect(starter).toMatchObject({ monthlyPrice: 49, yearlyPrice: 490 });
    const change = {
      planName: 'Starter',
      monthlyPrice: 59.5,
      yearlyPrice: 595,
      description: 'New',
      features: Array.from({ length: 10 }, (_, i) => ` Feature ${i + 1} `),
      media: '',
      updatedAt: starter.updatedAt,
    };
    const saved = await call('PUT', `/pricingModel/update/${starter._id}`, change);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ monthlyPrice: 59.5, yearlyPrice: 595, description: 'New' });
    expect(saved.body.data.features).toHaveLength(10);
    expect(saved.body.data.features[0]).toBe('Feature 1');
    expect((await call('PUT', `/pricingModel/update/${starter._id}`, change)).status).toBe(409);
  });

  it('refuses more than 10 features, negative prices, missing fields; 404 and 403', async () => {
    const [, growth] = (await call('GET', '/pricingModel/get')).body.data.data;
    const base = { planName: 'Growth', monthlyPrice: 1, yearlyPrice: 1, description: 'd', features: ['a'] };
    const cases: Array<[object, number, RegExp]> = [
      [{ ...base, features: Array.from({ length: 11 }, (_, i) => `f${i}`) }, 400, /at most 10 features/],
      [{ ...base, monthlyPrice: -1 }, 400, /cannot be negative/],
      [{ ...base, features: [' '] }, 400, /^Please fill all the fields$/],
      [{ ...base, planName: '' }, 400, /^Please fill all the fields$/],
      [{ ...base, monthlyPrice: 'ten' }, 400, /monthlyPrice/],
      [{ ...base, media: 'javascript:alert(1)' }, 400, /media must be/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call('PUT', `/pricingModel/update/${growth._id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect((await call('PUT', '/pricingModel/update/00000000-0000-4000-8000-000000000000', base)).status).toBe(404);
    expect(
      (await call('PUT', `/pricingModel/update/${growth._id}`, base, await server.cookieFor('viewer'))).status,
    ).toBe(403);
  });
});

describe('pricing media', () => {
  // Each call makes different bytes: the media library stores the same bytes once.
  let copies = 0;
  const png = () =>
    new File([new Uint8Array(gradientPng(40, 30, [10, 90, (200 + copies++) % 256]))], 'plan.png', {
      type: 'image/png',
    });

  it('uploads, replaces and removes a plan image without leaving files behind; refuses bad input', async () => {
    const scale = (await call('GET', '/pricingModel/get')).body.data.data[2];
    const first = await send(server.app, 'PUT', `/pricingModel/media/${scale._id}`, {
      media: png(),
      updatedAt: scale.updatedAt,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.media).toMatch(/^\/uploads\/pricing\/.+\.png$/);
    expect(server.stored.has(first.body.data.media)).toBe(true);
    // A stale version is refused and stores nothing.
    const before = server.stored.size;
    expect(
      (await send(server.app, 'PUT', `/pricingModel/media/${scale._id}`, { media: png(), updatedAt: scale.updatedAt }))
        .status,
    ).toBe(409);
    expect(server.stored.size).toBe(before);

    const second = await send(server.app, 'PUT', `/pricingModel/media/${scale._id}`, { media: png() });
    expect(server.stored.has(first.body.data.media)).toBe(false);
    expect(server.stored.has(second.body.data.media)).toBe(true);

    // The spec's JSON update keeps the image when it sends it back, and drops the file when it changes it.
    const plan = second.body.data;
    const json = {
      planName: plan.planName,
      monthlyPrice: plan.monthlyPrice,
      yearlyPrice: plan.yearlyPrice,
      description: plan.description,
      features: plan.features,
    };
    expect(
      (await call('PUT', `/pricingModel/update/${scale._id}`, { ...json, media: plan.media })).body.data.media,
    ).toBe(plan.media);
    expect(server.stored.has(plan.media)).toBe(true);
    const third = await send(server.app, 'PUT', `/pricingModel/media/${scale._id}`, { media: png() });
    expect(
      (await call('PUT', `/pricingModel/update/${scale._id}`, { ...json, media: 'https://cdn.example.com/scale.png' }))
        .status,
    ).toBe(200);
    expect(server.stored.has(third.body.data.media)).toBe(false);

    const fourth = await send(server.app, 'PUT', `/pricingModel/media/${scale._id}`, { media: png() });
    const removed = await send(server.app, 'PUT', `/pricingModel/media/${scale._id}`, { removeMedia: 'true' });
    expect(removed.body.data.media).toBe('');
    expect(server.stored.has(fourth.body.data.media)).toBe(false);

    expect((await send(server.app, 'PUT', `/pricingModel/media/${scale._id}`, { note: 'x' })).body.message).toMatch(
      /Choose an image/,
    );
    expect(
      (
        await send(server.app, 'PUT', `/pricingModel/media/${scale._id}`, {
          media: new File(['not an image'], 'x.png', { type: 'image/png' }),
        })
      ).status,
    ).toBe(400);
    expect(
      (await send(server.app, 'PUT', '/pricingModel/media/00000000-0000-4000-8000-000000000000', { media: png() }))
        .status,
    ).toBe(404);
    expect(
      (
        await send(
          server.app,
          'PUT',
          `/pricingModel/media/${scale._id}`,
          { media: png() },
          await server.cookieFor('viewer'),
        )
      ).status,
    ).toBe(403);
  });
});

describe('SEO API', () => {
  it('lists one entry per public page as an array and updates by title (comma text split, trimmed, empties dropped)', async () => {
    const pages = (await call('GET', '/sections/seo')).body;
    expect(Array.isArray(pages)).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(20);
    const home = pages.find((page: { title: string }) => page.title === 'Home');
    const saved = await call('PUT', '/sections/seo-update/Home', {
      metaTags: ' cod, , fulfilment ,africa',
      metaDescription: ' Sell with COD ',
      metaKeywords: ['cod', ' '],
      updatedAt: home.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      title: 'Home',
      metaTags: ['cod', 'fulfilment', 'africa'],
      metaDescription: 'Sell with COD',
      metaKeywords: ['cod'],
    });
    expect(
      (
        await call('PUT', '/sections/seo-update/Home', {
          metaTags: 'x',
          metaDescription: 'y',
          metaKeywords: 'z',
          updatedAt: home.updatedAt,
        })
      ).status,
    ).toBe(409);
    const missing = await call('PUT', `/sections/seo-update/${encodeURIComponent('No Such Page')}`, {
      metaTags: 'x',
      metaDescription: 'y',
      metaKeywords: 'z',
    });
    expect([missing.status, missing.body.message]).toEqual([404, 'Page not found']);
    expect(
      (await call('PUT', '/sections/seo-update/Home', { metaTags: { a: 1 }, metaDescription: 'y', metaKeywords: 'z' }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(
          'PUT',
          '/sections/seo-update/Home',
          { metaTags: 'x', metaDescription: 'y', metaKeywords: 'z' },
          await server.cookieFor('viewer'),
        )
      ).status,
    ).toBe(403);
  });
});

describe('jobs API', () => {
  const job = (extra: object = {}) => ({
    title: 'Data Analyst',
    department: 'Operations',
    salary: '3000 USD Monthly',
    location: 'Casablanca',
    remote: true,
    description: 'Make sense of deliveries',
    overview: 'Join us',
    content: '<p>Work on <strong>data</strong></p><script>x()</script>',
    ...extra,
  });

  it('adds, lists, edits with the version and deletes jobs; the content is sanitized', async () => {
    const added = await call('POST', '/job/add', job());
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      title: 'Data Analyst',
      remote: true,
      salary: '3000 USD Monthly',
      content: '<p>Work on <strong>data</strong></p>',
    });
    const list = (await call('GET', '/job/get')).body;
    expect(list.map((entry: { _id: string }) => entry._id)).toContain(added.body.data._id);
    const edited = await call(
      'PUT',
      `/job/edit/${added.body.data._id}`,
      job({ salary: '40000 EUR Annual', remote: false, updatedAt: added.body.data.updatedAt }),
    );
    expect(edited.body.data).toMatchObject({ salary: '40000 EUR Annual', remote: false });
    expect(
      (await call('PUT', `/job/edit/${added.body.data._id}`, job({ updatedAt: added.body.data.updatedAt }))).status,
    ).toBe(409);
    expect((await call('DELETE', `/job/delete/${added.body.data._id}`)).status).toBe(200);
    expect((await call('DELETE', `/job/delete/${added.body.data._id}`)).status).toBe(404);
  });

  it("refuses with the spec's messages and keeps the role matrix", async () => {
    const cases: Array<[object, RegExp]> = [
      [job({ title: ' ' }), /^All fields are required$/],
      [job({ content: '<p><br></p>' }), /^All fields are required$/],
      [job({ salary: '-10 USD Monthly' }), /^Salary cannot be negative$/],
      [job({ salary: '0 USD Annual' }), /^Salary cannot be zero$/],
      [job({ salary: 'a lot' }), /salary must read like/],
      [job({ remote: 'maybe' }), /remote/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/job/add', body);
      expect(answer.status, message.source).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect((await call('POST', '/job/add', job(), await server.cookieFor('viewer'))).status).toBe(403);
    expect(await server.seedDemo('jobs')).toBe(5);
    expect(await server.seedDemo('jobs')).toBe(0);
  });
});
