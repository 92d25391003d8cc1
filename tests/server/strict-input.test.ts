import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredModules } from '../../packages/server/src/modules/index';
import { seedContext } from '../../packages/server/src/seed/seed-context';
import { createTestServer, multipartBody, pngImage, type TestServer } from './helpers';
import { testPluginFolder } from './test-plugin';

/**
 * Issue 22, one test per cause, with the requests the issue quotes: each is refused at the input layer with a
 * 400 naming the field, and nothing is stored.
 */
let server: TestServer;
let cookie: string;
// A plugin's declared content type, so its /:id routes are walked too.
const plugin = testPluginFolder();

beforeAll(async () => {
  server = await createTestServer({
    config: { intakeRequestsPerMinute: 10_000, signInAttemptsPerMinute: 10_000, ...plugin.config },
  });
  cookie = await server.signIn('superAdmin');
  for (const name of ['pricing', 'seo'])
    await registeredModules
      .find((module) => module.name === name)!
      .demoSeed!.seed(seedContext(server.db, server.storage));
});
afterAll(async () => {
  await server?.close();
  plugin.remove();
});

async function call(options: InjectOptions & { anonymous?: boolean }) {
  const { anonymous, ...rest } = options;
  const response = await server.app.inject({ ...rest, headers: { ...(anonymous ? {} : { cookie }), ...rest.headers } });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const json = (method: 'POST' | 'PUT', url: string, payload: unknown, anonymous = false) =>
  call({ method, url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' }, anonymous });

const count = async (table: 'faqs' | 'leads' | 'contact_sales' | 'admins' | 'home_hero' | 'sections') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const uploadsIn = (folder: string) => {
  try {
    return readdirSync(join(server.dataDir, 'uploads', folder));
  } catch {
    return [];
  }
};

const LEAD = {
  firstName: 'Amal',
  lastName: 'Idrissi',
  companyName: 'Souk',
  email: 'amal@example.com',
  phoneNumber: '+212600000000',
  numOfOrders: '100',
  countriesInterested: 'Morocco',
};
const CONTACT = {
  fullName: 'Amal Idrissi',
  companyName: 'Souk',
  companyEmail: 'amal@example.com',
  country: 'Morocco',
  mobileNumber: '+212600000000',
  numberOfOrders: '100',
  countryInterested: 'Egypt',
};
const FAQ = { question: 'How?', answer: 'Like this.', row: 1 };

describe('1. NUL characters are refused with a 400 naming the field', () => {
  it('in JSON bodies (content, anonymous intake, sign-in)', async () => {
    const before = await count('faqs');
    const faq = await json('POST', '/api/faq/add', { ...FAQ, question: 'a\u0000b' });
    expect(faq).toMatchObject({ status: 400, body: { success: false, field: 'question' } });
    expect(faq.body.message).toMatch(/^question contains a character that is not allowed/);
    expect(await count('faqs')).toBe(before);

    const lead = await json('POST', '/api/public/leads', { ...LEAD, companyName: 'So\u0000uk' }, true);
    expect(lead).toMatchObject({ status: 400, body: { success: false, field: 'companyName' } });
    const signIn = await json('POST', '/api/admin/signin', { email: 'a\u0000@example.com', password: 'x' }, true);
    expect(signIn).toMatchObject({ status: 400, body: { success: false, field: 'email' } });
    // Inside a JSON array too (PostgreSQL: "unsupported Unicode escape sequence").
    const plan = await server.db.selectFrom('pricing_plans').selectAll().executeTakeFirstOrThrow();
    const features = await json('PUT', `/api/pricingModel/update/${plan.id}`, {
      planName: 'P',
      monthlyPrice: 1,
      yearlyPrice: 10,
      description: 'd',
      features: ['ok', 'a\u0000'],
    });
    expect(features).toMatchObject({ status: 400, body: { field: 'features.1' } });
  });

  it('in the query and the path', async () => {
    expect(await call({ method: 'GET', url: '/api/admin/get?q=%00' })).toMatchObject({
      status: 400,
      body: { success: false, field: 'q' },
    });
    const seo = await json('PUT', '/api/sections/seo-update/%00', {
      metaTags: 'a',
      metaDescription: 'b',
      metaKeywords: 'c',
    });
    expect(seo).toMatchObject({ status: 400, body: { success: false, field: 'title' } });
  });

  it('in multipart fields', async () => {
    const form = multipartBody({ heading: 'Hero\u0000', description: 'd' });
    const hero = await call({ method: 'POST', url: '/api/hero/create-general-section', ...form });
    expect(hero).toMatchObject({ status: 400, body: { success: false, field: 'heading' } });
    expect(await count('home_hero')).toBe(0);
  });

  it('in the export search: refused before the download starts', async () => {
    const exported = await call({
      method: 'POST',
      url: '/api/download/leads/Contact',
      payload: { all: true, q: 'a\u0000' },
    });
    expect(exported.status).toBe(400);
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.body).toMatchObject({ success: false, field: 'q' });
  });
});

describe('2. ids are canonical UUIDs', () => {
  it('urn:uuid:<uuid> is refused on every /:id route', async () => {
    const routes = server.app.apiRoutes.filter((route) => route.url.includes('/:id'));
    expect(routes.length).toBeGreaterThanOrEqual(24);
    for (const route of routes) {
      const url = plugin
        .path(route.url)
        .replace(':id', 'urn:uuid:00000000-0000-4000-8000-000000000000')
        .replace(':kind', route.url.startsWith('/api/publishing/') ? 'faqs' : 'resume');
      const response = await call({
        method: route.method as 'GET',
        url,
        ...(route.method === 'PUT' || route.method === 'POST' ? { payload: {} } : {}),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.status, body: response.body }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 400,
        body: { success: false, message: 'id must be a valid id' },
      });
    }
  });
});

describe('3. page numbers have a maximum', () => {
  it('page=1e309 and page=99999999999999999999 on the four collected-data lists', async () => {
    for (const list of [
      '/api/getAllNewsLetter',
      '/api/getleadsContact',
      '/api/get/contactsale',
      '/api/getAllJobCandidates',
    ]) {
      const infinite = await call({ method: 'GET', url: `${list}?page=1e309` });
      expect({ list, ...infinite }).toMatchObject({
        list,
        status: 400,
        body: { success: false, message: 'page must be a number in plain decimal digits' },
      });
      const huge = await call({ method: 'GET', url: `${list}?page=99999999999999999999` });
      expect({ list, ...huge }).toMatchObject({
        list,
        status: 400,
        body: { success: false, message: 'page must be at most 1000000' },
      });
      const size = await call({ method: 'GET', url: `${list}?page=1&pageSize=100000` });
      expect(size.status).toBe(400);
      expect((await call({ method: 'GET', url: `${list}?page=2&pageSize=5` })).status).toBe(200);
    }
  });
});

describe('4. lone UTF-16 surrogates are refused', () => {
  it('in pricing features and SEO metaTags / metaKeywords', async () => {
    const plan = await server.db.selectFrom('pricing_plans').selectAll().executeTakeFirstOrThrow();
    const planAnswer = await json('PUT', `/api/pricingModel/update/${plan.id}`, {
      planName: 'P',
      monthlyPrice: 1,
      yearlyPrice: 10,
      description: 'd',
      features: ['\ud800x'],
    });
    expect(planAnswer).toMatchObject({ status: 400, body: { success: false, field: 'features.0' } });
    for (const field of ['metaTags', 'metaKeywords']) {
      const body = { metaTags: 'a', metaDescription: 'b', metaKeywords: 'c', [field]: ['ok', '\ud800x'] };
      expect(await json('PUT', '/api/sections/seo-update/Home', body)).toMatchObject({
        status: 400,
        body: { success: false, field: `${field}.1` },
      });
    }
    // A proper pair (an emoji) is text like any other.
    const emoji = await json('PUT', '/api/sections/seo-update/Home', {
      metaTags: 'cod 🚚',
      metaDescription: 'b',
      metaKeywords: 'c',
    });
    expect(emoji.status).toBe(200);
    expect(emoji.body.data.metaTags).toEqual(['cod 🚚']);
  });
});

describe('5. nothing is silently converted', () => {
  it('numbers, booleans, null and one-item arrays in text fields are refused, not stored as text', async () => {
    const before = await count('faqs');
    // Numbers a JSON parser cannot keep exactly, on purpose: the server must refuse them, not round them.
    // eslint-disable-next-line no-loss-of-precision
    for (const question of [1e400, ['A'], false, 9007199254740993, null, { a: 1 }]) {
      // eslint-disable-next-line no-loss-of-precision -- the same two numbers, compared to send their exact text
      const raw = `{"question":${question === 1e400 ? '1e400' : question === 9007199254740993 ? '9007199254740993' : JSON.stringify(question)},"answer":"x","row":1}`;
      const response = await call({
        method: 'POST',
        url: '/api/faq/add',
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect({ question: raw, status: response.status, message: response.body.message }).toEqual({
        question: raw,
        status: 400,
        message: 'question must be text',
      });
    }
    expect(await json('POST', '/api/faq/add', { ...FAQ, row: true })).toMatchObject({
      status: 400,
      body: { message: 'row must be a whole number' },
    });
    expect(await json('POST', '/api/faq/add', { ...FAQ, row: '2' })).toMatchObject({
      status: 400,
      body: { message: 'row must be a whole number' },
    });
    expect(await count('faqs')).toBe(before);
  });

  it('prices, features and remote keep their types', async () => {
    const plan = await server.db.selectFrom('pricing_plans').selectAll().executeTakeFirstOrThrow();
    const base = { planName: 'P', monthlyPrice: 1, yearlyPrice: 10, description: 'd', features: ['a'] };
    for (const monthlyPrice of [null, true, '   ']) {
      const response = await json('PUT', `/api/pricingModel/update/${plan.id}`, { ...base, monthlyPrice });
      expect({ monthlyPrice, status: response.status, message: response.body.message }).toEqual({
        monthlyPrice,
        status: 400,
        message: 'monthlyPrice must be a number',
      });
    }
    expect(await json('PUT', `/api/pricingModel/update/${plan.id}`, { ...base, features: true })).toMatchObject({
      status: 400,
      body: { message: 'features must be a list' },
    });
    const job = {
      title: 'T',
      department: 'D',
      salary: '10 USD Monthly',
      location: 'L',
      description: 'd',
      content: '<p>c</p>',
      overview: 'o',
    };
    expect(await json('POST', '/api/job/add', { ...job, remote: null })).toMatchObject({
      status: 400,
      body: { message: 'remote must be true or false' },
    });
    const after = await server.db
      .selectFrom('pricing_plans')
      .selectAll()
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(after.updated_at).toEqual(plan.updated_at);
  });

  it('a password is text; a role is one of the four names, and a new admin without one is a viewer', async () => {
    const admin = (extra: object) => ({
      FName: 'New',
      LName: 'Admin',
      email: `new-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Text-only-pass-2026',
      ...extra,
    });
    const before = await count('admins');
    expect(await json('POST', '/api/admin/signup', admin({ password: 12345678901 }))).toMatchObject({
      status: 400,
      body: { message: 'password must be text' },
    });
    expect(await json('POST', '/api/admin/signup', admin({ role: null }))).toMatchObject({
      status: 400,
      body: { message: 'role must be one of: superAdmin, admin, editor, viewer' },
    });
    expect(await json('POST', '/api/admin/signup', admin({ role: 'root' }))).toMatchObject({ status: 400 });
    expect(await count('admins')).toBe(before);
    const created = await json('POST', '/api/admin/signup', admin({}));
    expect(created).toMatchObject({ status: 201, body: { data: { role: 'viewer' } } });
    // The JSON update (no schema, it may be a form) refuses the same.
    const id = created.body.data._id;
    expect(
      await json('PUT', `/api/admin/update/${id}`, {
        FName: 'New',
        LName: 'Admin',
        email: created.body.data.email,
        password: 12345678,
      }),
    ).toMatchObject({ status: 400, body: { message: 'password must be text' } });
    expect(
      await json('PUT', `/api/admin/update/${id}`, {
        FName: 'New',
        LName: 'Admin',
        email: created.body.data.email,
        role: null,
      }),
    ).toMatchObject({ status: 400, body: { message: 'role must be text' } });
  });

  it('required intake fields of only spaces are refused (leads, contact-sales)', async () => {
    const leads = await count('leads');
    expect(await json('POST', '/api/public/leads', { ...LEAD, firstName: '   ' }, true)).toMatchObject({
      status: 400,
      body: { message: 'firstName is required' },
    });
    expect(await count('leads')).toBe(leads);
    const sales = await count('contact_sales');
    expect(await json('POST', '/api/public/contact-sales', { ...CONTACT, country: ' \t ' }, true)).toMatchObject({
      status: 400,
      body: { message: 'country is required' },
    });
    expect(await count('contact_sales')).toBe(sales);
    expect((await json('POST', '/api/public/leads', LEAD, true)).status).toBe(201);
  });

  it('invalid UTF-8 is refused, not replaced (JSON, plain text, form fields, query)', async () => {
    const badJson = Buffer.concat([
      Buffer.from('{"question":"a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","answer":"x","row":1}'),
    ]);
    expect(
      await call({
        method: 'POST',
        url: '/api/faq/add',
        payload: badJson,
        headers: { 'content-type': 'application/json' },
      }),
    ).toMatchObject({
      status: 400,
      body: { success: false, message: 'The request body is not valid UTF-8 text' },
    });
    const form = Buffer.concat([
      Buffer.from('--B\r\nContent-Disposition: form-data; name="heading"\r\n\r\nHe'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('\r\n--B--\r\n'),
    ]);
    expect(
      await call({
        method: 'POST',
        url: '/api/hero/create-general-section',
        payload: form,
        headers: { 'content-type': 'multipart/form-data; boundary=B' },
      }),
    ).toMatchObject({
      status: 400,
      body: { success: false, field: 'heading', message: 'heading is not valid UTF-8 text' },
    });
    expect(await call({ method: 'GET', url: '/api/admin/get?q=%FF' })).toMatchObject({
      status: 400,
      body: { success: false },
    });
    expect(await call({ method: 'GET', url: '/api/sections/%FF' })).toMatchObject({
      status: 400,
      body: { success: false, message: 'The address is not valid (bad percent-encoding)' },
    });
  });

  it('100 kB texts on the hero and section routes are refused, not cut', async () => {
    const long = 'x'.repeat(100_000);
    const hero = await call({
      method: 'POST',
      url: '/api/hero/create-general-section',
      ...multipartBody({ heading: 'Hero', description: long }),
    });
    expect(hero).toMatchObject({
      status: 400,
      body: { success: false, message: 'description must be at most 5000 characters' },
    });
    expect(await count('home_hero')).toBe(0);
    const sections = await count('sections');
    const fields = {
      title: 'T',
      sectionType: 'general',
      page: 'home',
      'generalSection.heading': 'H',
      'generalSection.description': long,
    };
    const section = await call({ method: 'POST', url: '/api/section/create', ...multipartBody(fields) });
    expect(section).toMatchObject({
      status: 400,
      body: { success: false, message: 'generalSection.description must be at most 5000 characters' },
    });
    const title = await call({
      method: 'POST',
      url: '/api/section/create',
      ...multipartBody({ ...fields, 'generalSection.description': 'd', metaDescription: long }),
    });
    expect(title).toMatchObject({ status: 400, body: { message: 'metaDescription must be at most 300 characters' } });
    expect(await count('sections')).toBe(sections);
  });

  it('a PNG cut to 30 bytes, or whose header claims 100000 × 100000, is not an image', async () => {
    const png = pngImage(40, 30, [10, 20, 30]);
    const huge = Buffer.from(png);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    // Keep the header's CRC right, so only the size is wrong.
    const { crc32 } = await import('node:zlib');
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)) >>> 0, 29);
    const before = uploadsIn('sections').length;
    const cut = await call({
      method: 'POST',
      url: '/api/hero/create-general-section',
      ...multipartBody(
        { heading: 'H', description: 'D' },
        { image: { data: png.subarray(0, 30), filename: 'a.png', type: 'image/png' } },
      ),
    });
    expect(cut).toMatchObject({
      status: 400,
      body: { success: false, message: 'The image is damaged or incomplete (the file may have been cut off)' },
    });
    const big = await call({
      method: 'POST',
      url: '/api/hero/create-general-section',
      ...multipartBody(
        { heading: 'H', description: 'D' },
        { image: { data: huge, filename: 'a.png', type: 'image/png' } },
      ),
    });
    expect(big).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: 'The image is too large: at most 10,000 × 10,000 pixels (this one is 100000 × 100000)',
      },
    });
    expect(uploadsIn('sections').length).toBe(before);
    expect(await count('home_hero')).toBe(0);
    const whole = await call({
      method: 'POST',
      url: '/api/hero/create-general-section',
      ...multipartBody(
        { heading: 'H', description: 'D' },
        { image: { data: png, filename: 'a.png', type: 'image/png' } },
      ),
    });
    expect(whole.status).toBe(201);
  });
});

describe('issue 14 item 9: smaller doors', () => {
  it('section buttons link only to a /path or an absolute http(s) URL (no //host, no /\\host)', async () => {
    const form = (url: string) =>
      multipartBody({
        title: 'T',
        sectionType: 'general',
        page: 'home',
        'generalSection.heading': 'H',
        'generalSection.buttons': JSON.stringify([{ text: 'Go', url }]),
      });
    for (const url of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://', 'data:text/html,x']) {
      const response = await call({ method: 'POST', url: '/api/section/create', ...form(url) });
      expect({ url, status: response.status, success: response.body.success }).toEqual({
        url,
        status: 400,
        success: false,
      });
    }
    for (const url of ['/contact-sales', 'https://example.com/x', '/a//b']) {
      const response = await call({ method: 'POST', url: '/api/section/create', ...form(url) });
      expect({ url, status: response.status }).toEqual({ url, status: 201 });
    }
  });

  it("pricing media may name only that plan's own upload", async () => {
    const [plan, other] = await server.db
      .selectFrom('pricing_plans')
      .selectAll()
      .orderBy('position')
      .limit(2)
      .execute();
    const uploaded = await call({
      method: 'PUT',
      url: `/api/pricingModel/media/${other.id}`,
      ...multipartBody({}, { media: { data: pngImage(20, 20, [1, 2, 3]), filename: 'm.png', type: 'image/png' } }),
    });
    expect(uploaded.status).toBe(200);
    const otherMedia = uploaded.body.data.media as string;
    const body = { planName: plan.plan_name, monthlyPrice: 1, yearlyPrice: 10, description: 'd', features: ['a'] };
    const stolen = await json('PUT', `/api/pricingModel/update/${plan.id}`, { ...body, media: otherMedia });
    expect(stolen).toMatchObject({ status: 400, body: { success: false, field: 'media' } });
    const own = await json('PUT', `/api/pricingModel/update/${other.id}`, {
      ...body,
      planName: other.plan_name,
      media: otherMedia,
    });
    expect(own.status).toBe(200);
    expect(
      (await json('PUT', `/api/pricingModel/update/${plan.id}`, { ...body, media: 'https://cdn.example.com/p.png' }))
        .status,
    ).toBe(200);
  });

  it('an unknown 4xx answers a generic sentence, not a library message', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/faq/add',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'content-length': '999' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.success).toBe(false);
    expect(response.body.message).not.toMatch(/FST_|Fastify|busboy|ajv/i);
  });
});
