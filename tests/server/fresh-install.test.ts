import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStartSeeds } from '../../packages/server/src/seed/seed-context';
import { startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
const NOBODY = '00000000-0000-4000-8000-000000000000';
const firstStart = () =>
  runStartSeeds(server.db, { remove: async () => {} } as never, {
    adminEmail: 'first@example.com',
    adminPassword: 'First-admin-pass-123',
  });

beforeAll(async () => {
  server = await startContentServer();
  await firstStart();
});
afterAll(async () => {
  await server?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string) {
  const response = await server.app.inject({ method, url: `/api${url}`, payload, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json() };
}
const seoTitles = async () =>
  ((await call('GET', '/sections/seo')).body as Array<{ title: string }>).map((page) => page.title);
const legalPages = async () =>
  (await call('GET', '/guides/get')).body.guides as Array<{ _id: string; title: string; content: string }>;
const plans = async () =>
  (await call('GET', '/pricingModel/get')).body.data.data as Array<{ _id: string; planName: string; row: number }>;

describe('first start on an empty database', () => {
  it('has an empty SEO entry for every public page and the standard legal pages with empty content', async () => {
    const titles = await seoTitles();
    for (const page of [
      'Home',
      'Pricing',
      'Contact Sales',
      'Blogs',
      'Guides',
      'Resource Center',
      'Podcasts',
      'About Us',
      'Career',
      'COD Platforms',
      'Affiliate Shipping',
    ])
      expect(titles).toContain(page);
    expect(titles).toHaveLength(22);
    const seo = (await call('GET', '/sections/seo')).body[0];
    expect(seo).toMatchObject({ metaTags: [], metaDescription: '', metaKeywords: [] });
    const legal = await legalPages();
    expect(legal.map((page) => page.title).sort()).toEqual(['Cookie Policy', 'Privacy Policy', 'Terms of Service']);
    expect(legal.every((page) => page.content === '')).toBe(true);
  });

  it('a second start adds nothing and overwrites nothing; a deleted entry stays deleted', async () => {
    const home = (await call('GET', '/sections/seo')).body.find((page: { title: string }) => page.title === 'Home');
    expect(
      (
        await call('PUT', '/sections/seo-update/Home', {
          metaTags: 'home',
          metaDescription: 'Our home',
          metaKeywords: 'cod',
          updatedAt: home.updatedAt,
        })
      ).status,
    ).toBe(200);
    const blogs = (await call('GET', '/sections/seo')).body.find((page: { title: string }) => page.title === 'Blogs');
    expect((await call('DELETE', `/sections/seo-delete/${blogs._id}`)).status).toBe(200);
    await firstStart();
    const titles = await seoTitles();
    expect(titles).toHaveLength(21);
    expect(titles).not.toContain('Blogs');
    expect(
      (await call('GET', '/sections/seo')).body.find((page: { title: string }) => page.title === 'Home')
        .metaDescription,
    ).toBe('Our home');
    expect(await legalPages()).toHaveLength(3);
  });

  it('the demo seed fills the empty entries afterwards without touching written ones', async () => {
    await server.seedDemo('legal-pages');
    await server.seedDemo('seo');
    const legal = await legalPages();
    expect(legal).toHaveLength(3);
    expect(legal.every((page) => page.content.includes('<h2>'))).toBe(true);
    const seo = (await call('GET', '/sections/seo')).body as Array<{ title: string; metaDescription: string }>;
    expect(seo.find((page) => page.title === 'Home')!.metaDescription).toBe('Our home');
    expect(seo.find((page) => page.title === 'Pricing')!.metaDescription).toMatch(/^Pricing: /);
    expect(seo.map((page) => page.title)).toContain('Blogs');
  });
});

describe('pricing plans: add and delete', () => {
  const plan = {
    planName: 'Basic',
    monthlyPrice: 10,
    yearlyPrice: 100,
    description: 'For a start',
    features: ['One country'],
  };

  it('adds plans after the last or at a row, lists them in row order, deletes them', async () => {
    const first = await call('POST', '/pricingModel/add', plan);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Plan added',
      data: { planName: 'Basic', monthlyPrice: 10, row: 1, media: '' },
    });
    expect((await call('POST', '/pricingModel/add', { ...plan, planName: 'Pro' })).body.data.row).toBe(2);
    expect((await call('POST', '/pricingModel/add', { ...plan, planName: 'Lite', row: 1 })).body.data.row).toBe(1);
    expect((await plans()).map((p) => [p.planName, p.row])).toEqual([
      ['Lite', 1],
      ['Basic', 2],
      ['Pro', 3],
    ]);
    expect((await call('DELETE', `/pricingModel/delete/${first.body.data._id}`)).body).toEqual({
      success: true,
      message: 'Plan deleted',
    });
    expect((await plans()).map((p) => p.planName)).toEqual(['Lite', 'Pro']);
    expect((await call('DELETE', `/pricingModel/delete/${first.body.data._id}`)).status).toBe(404);
  });

  it('refuses bad input with 400, viewers with 403', async () => {
    const before = (await plans()).length;
    const cases: Array<[object, RegExp]> = [
      [{ ...plan, planName: ' ' }, /^Please fill all the fields$/],
      [{ ...plan, features: [] }, /^Please fill all the fields$/],
      [{ ...plan, monthlyPrice: -1 }, /cannot be negative/],
      [{ ...plan, row: 0 }, /row/],
      [{ ...plan, row: 'first' }, /row/],
      [{ ...plan, media: '/uploads/companies/x.png' }, /media/],
      [{ planName: 'No prices' }, /monthlyPrice|yearlyPrice|description|features/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/pricingModel/add', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false });
      expect(answer.body.message).toMatch(message);
    }
    const viewer = await server.cookieFor('viewer');
    expect((await call('POST', '/pricingModel/add', plan, viewer)).status).toBe(403);
    const [lite] = await plans();
    expect((await call('DELETE', `/pricingModel/delete/${lite._id}`, undefined, viewer)).status).toBe(403);
    expect((await call('DELETE', '/pricingModel/delete/not-an-id')).status).toBe(400);
    expect((await call('DELETE', `/pricingModel/delete/${NOBODY}`)).status).toBe(404);
    expect(await plans()).toHaveLength(before);
  });
});

describe('legal pages: add and delete', () => {
  it('adds a page (content optional, sanitized), deletes it; 400, 403, 404', async () => {
    const added = await call('POST', '/guides/add', {
      title: ' Refund Policy ',
      content: '<p>Refunds <script>x</script>within 14 days</p>',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ title: 'Refund Policy' });
    expect(added.body.data.content).not.toContain('script');
    const empty = await call('POST', '/guides/add', { title: 'Shipping Policy' });
    expect(empty.body.data.content).toBe('');
    expect((await legalPages()).map((page) => page.title)).toContain('Shipping Policy');

    expect((await call('POST', '/guides/add', { title: '  ' })).body).toMatchObject({
      success: false,
      message: 'Please enter a title',
    });
    expect((await call('POST', '/guides/add', {})).status).toBe(400);
    expect((await call('POST', '/guides/add', { title: 5 })).status).toBe(400);
    const viewer = await server.cookieFor('viewer');
    expect((await call('POST', '/guides/add', { title: 'x' }, viewer)).status).toBe(403);
    expect((await call('DELETE', `/guides/delete/${empty.body.data._id}`, undefined, viewer)).status).toBe(403);

    expect((await call('DELETE', `/guides/delete/${empty.body.data._id}`)).body).toEqual({
      success: true,
      message: 'Legal page deleted',
    });
    expect((await call('DELETE', `/guides/delete/${empty.body.data._id}`)).status).toBe(404);
    expect((await legalPages()).map((page) => page.title)).not.toContain('Shipping Policy');
  });
});

describe('SEO entries: add and delete', () => {
  it('adds an entry for a new page (editable by its title), refuses a duplicate, deletes it; 400, 403, 404', async () => {
    const added = await call('POST', '/sections/seo-add', {
      title: 'Partners',
      metaTags: 'a, b,',
      metaDescription: ' Our partners ',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      title: 'Partners',
      metaTags: ['a', 'b'],
      metaDescription: 'Our partners',
      metaKeywords: [],
    });
    expect(
      (
        await call('PUT', '/sections/seo-update/partners', {
          metaTags: [],
          metaDescription: 'Changed',
          metaKeywords: 'k',
        })
      ).status,
    ).toBe(200);
    const duplicate = await call('POST', '/sections/seo-add', { title: 'PARTNERS' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toMatch(/already has an SEO entry/);

    expect((await call('POST', '/sections/seo-add', { title: ' ' })).body).toMatchObject({
      success: false,
      message: 'Please enter the page name',
    });
    expect((await call('POST', '/sections/seo-add', { metaDescription: 'x' })).status).toBe(400);
    expect((await call('POST', '/sections/seo-add', { title: 'x', metaTags: 5 })).status).toBe(400);
    const viewer = await server.cookieFor('viewer');
    expect((await call('POST', '/sections/seo-add', { title: 'Viewer page' }, viewer)).status).toBe(403);
    expect((await call('DELETE', `/sections/seo-delete/${added.body.data._id}`, undefined, viewer)).status).toBe(403);

    expect((await call('DELETE', `/sections/seo-delete/${added.body.data._id}`)).status).toBe(200);
    expect((await call('DELETE', `/sections/seo-delete/${added.body.data._id}`)).status).toBe(404);
    expect(await seoTitles()).not.toContain('Partners');
  });
});
