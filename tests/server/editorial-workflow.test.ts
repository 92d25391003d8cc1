/* eslint-disable @typescript-eslint/no-explicit-any -- the answers read here are plain JSON, checked by the assertions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishableKind } from '@backoffice/contracts';
import { signPreviewToken } from '../../packages/server/src/content-state/preview-token';
import { registeredModules } from '../../packages/server/src/modules/index';
import { sweepOrphanFiles } from '../../packages/server/src/storage/orphan-sweep';
import { createTestServer, multipartBody, type TestServer } from './helpers';

/**
 * Draft and publish, schedules and previews (docs/editorial-workflow.md), for every kind that has them: each
 * kind says how a record is created and edited, and what of it the public content API shows.
 */
interface Kind {
  kind: PublishableKind;
  /** Creates a record showing `value` on the site once published; answers the create's response. */
  create(
    value: string,
    publishing?: Record<string, unknown>,
    cookie?: string,
  ): Promise<{ status: number; body: Record<string, any> }>;
  edit(
    record: Record<string, any>,
    value: string,
    publishing?: Record<string, unknown>,
    cookie?: string,
  ): Promise<{ status: number; body: Record<string, any> }>;
  /** What the public API shows of the record made for `value` (its values, [] when it is not delivered). */
  shown(
    value: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; values: string[]; headers: Record<string, unknown>; message?: string }>;
  /** The record in its admin list. */
  listed(id: string): Promise<Record<string, any>>;
}

let server: TestServer;
let superAdmin: string;
let counter = 0;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = superAdmin) {
  const response = await server.app.inject({ method, url, payload, headers: { cookie } });
  return { status: response.statusCode, body: response.json() as Record<string, any>, headers: response.headers };
}

/** A multipart form (reviews, companies), with a file when given. */
async function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, unknown>,
  files: Parameters<typeof multipartBody>[1] = {},
  cookie = superAdmin,
) {
  const text = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value === null ? '' : String(value)]),
  );
  const { payload, headers } = multipartBody(text, files);
  const response = await server.app.inject({ method, url, payload, headers: { ...headers, cookie } });
  return { status: response.statusCode, body: response.json() as Record<string, any>, headers: response.headers };
}

/** A multipart form (articles): publishing fields as text, a null time as '' (which clears it). */
async function callForm(method: 'POST' | 'PUT', url: string, fields: Record<string, unknown>, cookie = superAdmin) {
  const text = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value === null ? '' : String(value)]),
  );
  const form = multipartBody(text);
  const response = await server.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { cookie, ...form.headers },
  });
  return { status: response.statusCode, body: response.json() as Record<string, any>, headers: response.headers };
}

const articleFields = (value: string) => ({
  subtitle: 'Sub',
  title: value.split('-')[0],
  creator: 'Amina Benali',
  date: '2030-01-01',
  readTime: '5',
  description: value,
  category: 'Shipping',
  content: '<p>Body</p>',
  slug: value.split('-')[0].toLowerCase(),
  metaDescription: 'Meta.',
});

async function publicGet(url: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as Record<string, any>, headers: response.headers };
}

// Each record's value names the test that made it, so records of other tests never match.
const seoTitle = (value: string) => `Page ${value}`;
const seoKey = (value: string) => `page-${value.toLowerCase()}`;
const logo = {
  data: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  ),
  filename: 'logo.svg',
  type: 'image/svg+xml',
};

/** A section's page area: the test's own, from the name its value starts with. */
const sectionPage = (value: string) => `area-${value.split('-')[0].toLowerCase()}`;
const sectionFields = (value: string) => ({
  title: value,
  sectionType: 'general',
  isActive: 'true',
  createdBy: 'Admin',
  order: '1',
  page: sectionPage(value),
  'generalSection.heading': 'A heading',
  'generalSection.description': 'A description',
  'generalSection.buttons': '[]',
});

/** What a public list shows of the record made for `value`: the `field` of its items named after the record. */
async function listed(url: string, field: string, value: string, headers?: Record<string, string>) {
  const answer = await publicGet(url, headers);
  const values =
    answer.status === 200
      ? (answer.body.data as Array<Record<string, string>>)
          .map((item) => item[field])
          .filter((shown) => shown.startsWith(value.split('-')[0]))
      : [];
  return { status: answer.status, values, headers: answer.headers, message: answer.body.message };
}

const KINDS: Kind[] = [
  {
    kind: 'faqs',
    create: (value, publishing = {}, cookie) =>
      call('POST', '/api/faq/add', { question: value, answer: 'An answer', row: 1, ...publishing }, cookie),
    edit: (record, value, publishing = {}, cookie) =>
      call('PUT', `/api/faq/edit/${record._id}`, { question: value, ...publishing }, cookie),
    async shown(value, headers) {
      const answer = await publicGet('/api/content/faqs', headers);
      const values =
        answer.status === 200
          ? (answer.body.data as Array<{ question: string }>)
              .map((faq) => faq.question)
              .filter((question) => question.startsWith(value.split('-')[0]))
          : [];
      return { status: answer.status, values, headers: answer.headers, message: answer.body.message };
    },
    listed: async (id) => (await call('GET', '/api/faq')).body.data.find((faq: { _id: string }) => faq._id === id),
  },
  {
    kind: 'legal',
    create: (value, publishing = {}, cookie) =>
      call(
        'POST',
        '/api/guides/add',
        { title: value.split('-')[0], content: `<p>${value}</p>`, ...publishing },
        cookie,
      ),
    edit: (record, value, publishing = {}, cookie) =>
      call('PUT', `/api/guides/edit/${record._id}`, { content: `<p>${value}</p>`, ...publishing }, cookie),
    async shown(value, headers) {
      const slug = value.split('-')[0].toLowerCase();
      const answer = await publicGet(`/api/content/legal/${slug}`, headers);
      const values = answer.status === 200 ? [String(answer.body.data.content).replace(/<\/?p>/g, '')] : [];
      return { status: answer.status, values, headers: answer.headers, message: answer.body.message };
    },
    listed: async (id) =>
      (await call('GET', '/api/guides/get')).body.guides.find((page: { _id: string }) => page._id === id),
  },
  {
    kind: 'seo',
    create: (value, publishing = {}, cookie) =>
      call(
        'POST',
        '/api/sections/seo-add',
        { title: seoTitle(value.split('-')[0]), metaDescription: value, ...publishing },
        cookie,
      ),
    edit: (record, value, publishing = {}, cookie) =>
      call(
        'PUT',
        `/api/sections/seo-update/${encodeURIComponent(record.title)}`,
        { metaDescription: value, ...publishing },
        cookie,
      ),
    async shown(value, headers) {
      const answer = await publicGet(`/api/content/seo/${seoKey(value.split('-')[0])}`, headers);
      const values = answer.status === 200 ? [answer.body.data.metaDescription as string] : [];
      return { status: answer.status, values, headers: answer.headers, message: answer.body.message };
    },
    listed: async (id) =>
      (await call('GET', '/api/sections/seo')).body.find((page: { _id: string }) => page._id === id),
  },
  {
    kind: 'pricing',
    create: (value, publishing = {}, cookie) =>
      call(
        'POST',
        '/api/pricingModel/add',
        {
          planName: value,
          monthlyPrice: 10,
          yearlyPrice: 100,
          description: 'A plan',
          features: ['One'],
          ...publishing,
        },
        cookie,
      ),
    edit: (record, value, publishing = {}, cookie) =>
      call('PUT', `/api/pricingModel/update/${record._id}`, { planName: value, ...publishing }, cookie),
    shown: (value, headers) => listed('/api/content/pricing', 'planName', value, headers),
    listed: async (id) =>
      (await call('GET', '/api/pricingModel/get')).body.data.data.find((plan: { _id: string }) => plan._id === id),
  },
  {
    kind: 'jobs',
    create: (value, publishing = {}, cookie) =>
      call(
        'POST',
        '/api/job/add',
        {
          title: value,
          department: 'Ops',
          salary: '100 USD Monthly',
          location: 'Remote',
          description: 'A job',
          content: '<p>Work</p>',
          overview: 'Good',
          ...publishing,
        },
        cookie,
      ),
    edit: (record, value, publishing = {}, cookie) =>
      call('PUT', `/api/job/edit/${record._id}`, { title: value, ...publishing }, cookie),
    shown: (value, headers) => listed('/api/content/jobs', 'title', value, headers),
    listed: async (id) => (await call('GET', '/api/job/get')).body.find((job: { _id: string }) => job._id === id),
  },
  {
    kind: 'reviews',
    create: (value, publishing = {}, cookie) =>
      sendForm(
        'POST',
        '/api/reviews/add',
        { firstName: 'Ada', lastName: 'Lovelace', role: 'CTO', title: value, description: 'Good', ...publishing },
        {},
        cookie,
      ),
    edit: (record, value, publishing = {}, cookie) =>
      sendForm('PUT', `/api/reviews/edit/${record._id}`, { title: value, ...publishing }, {}, cookie),
    shown: (value, headers) => listed('/api/content/reviews', 'title', value, headers),
    listed: async (id) =>
      (await call('GET', '/api/reviews')).body.data.find((review: { _id: string }) => review._id === id),
  },
  {
    kind: 'companies',
    create: (value, publishing = {}, cookie) =>
      sendForm('POST', '/api/companies/add', { name: value, row: 1, ...publishing }, { logo }, cookie),
    edit: (record, value, publishing = {}, cookie) =>
      sendForm('PUT', `/api/companies/edit/${record._id}`, { name: value, ...publishing }, {}, cookie),
    shown: (value, headers) => listed('/api/content/companies', 'name', value, headers),
    listed: async (id) =>
      (await call('GET', '/api/companies')).body.data.data.find((company: { _id: string }) => company._id === id),
  },
  {
    kind: 'articles',
    create: (value, publishing = {}, cookie) =>
      callForm('POST', '/api/blog/create', { ...articleFields(value), ...publishing }, cookie),
    edit: (record, value, publishing = {}, cookie) =>
      callForm('PUT', `/api/blog/edit/${record._id}`, { description: value, ...publishing }, cookie),
    async shown(value, headers) {
      const slug = value.split('-')[0].toLowerCase();
      const read = async () => {
        const answer = await publicGet(`/api/content/articles/blog/${slug}`, headers);
        return { answer, values: answer.status === 200 ? [answer.body.data.description as string] : [] };
      };
      // The list delivers the same version as the article's own address. It is compared only between two reads
      // of the address that agree: a scheduled time (or the machine's clock) passing between the calls changes
      // what both deliver, and then the three calls are made again.
      for (let attempt = 0; ; attempt += 1) {
        const { answer, values } = await read();
        if (answer.status !== 200 && answer.status !== 404)
          return { status: answer.status, values, headers: answer.headers, message: answer.body.message };
        const list = await publicGet(
          `/api/content/articles/blog?pageSize=50&q=${encodeURIComponent(value.split('-')[0])}`,
          headers,
        );
        const listed = (list.body.data as Array<{ slug: string; description: string }>)
          .filter((article) => article.slug === slug)
          .map((article) => article.description);
        const again = await read();
        if (attempt < 5 && JSON.stringify(again.values) !== JSON.stringify(values)) continue;
        expect(listed).toEqual(values);
        return { status: answer.status, values, headers: answer.headers, message: answer.body.message };
      }
    },
    listed: async (id) =>
      (await call('GET', '/api/blog/get')).body.find((article: { _id: string }) => article._id === id),
  },
  {
    kind: 'podcasts',
    create: (value, publishing = {}, cookie) =>
      callForm(
        'POST',
        '/api/podcast/add',
        {
          title: value,
          url: `https://example.com/${value.split('-')[0]}`,
          dateScheduled: '2030-01-01',
          category: 'All',
          isLiveNow: 'false',
          ...publishing,
        },
        cookie,
      ),
    edit: (record, value, publishing = {}, cookie) =>
      callForm('PUT', `/api/podcast/edit/${record._id}`, { title: value, ...publishing }, cookie),
    async shown(value, headers) {
      const answer = await publicGet('/api/content/podcasts?pageSize=50', headers);
      const name = value.split('-')[0];
      const values =
        answer.status === 200
          ? (answer.body.data.podcasts as Array<{ title: string; url: string }>)
              .filter((podcast) => podcast.url.endsWith(`/${name}`))
              .map((podcast) => podcast.title)
          : [];
      return { status: answer.status, values, headers: answer.headers, message: answer.body.message };
    },
    listed: async (id) =>
      (await call('GET', '/api/podcast/get')).body.podcasts.find((podcast: { _id: string }) => podcast._id === id),
  },
  {
    // Sections and banners (a banner is a section of the banners area): each test's own page area.
    kind: 'sections',
    create: (value, publishing = {}, cookie) =>
      sendForm('POST', '/api/section/create', { ...sectionFields(value), ...publishing }, {}, cookie),
    edit: (record, value, publishing = {}, cookie) =>
      sendForm('PUT', `/api/section/update/${record._id}`, { title: value, ...publishing }, {}, cookie),
    async shown(value, headers) {
      const answer = await publicGet(`/api/content/sections/${sectionPage(value)}`, headers);
      const values =
        answer.status === 200 ? (answer.body.data as Array<{ title: string }>).map((section) => section.title) : [];
      return { status: answer.status, values, headers: answer.headers, message: answer.body.message };
    },
    listed: async (id) => {
      const found = await server.db
        .selectFrom('sections')
        .select('page')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return (await call('GET', `/api/sections/${found.page}`)).body.sections.find(
        (section: { _id: string }) => section._id === id,
      );
    },
  },
];

const kindNamed = (name: PublishableKind) => KINDS.find((each) => each.kind === name)!;

/** A value unique to one test: `<name>-<version>`, the name being what the record is found by on the site. */
function names() {
  counter += 1;
  const name = `Record${counter}x${Date.now().toString(36)}`;
  return { name, first: `${name}-one`, second: `${name}-two` };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const webhookCount = async (id: string) =>
  (await server.db.selectFrom('webhook_deliveries').select('payload').execute()).filter(
    (row) => (row.payload as { id?: string }).id === id,
  ).length;

beforeAll(async () => {
  server = await createTestServer({
    config: {
      previewUrls: {
        faqs: 'https://www.example.com/faq?preview={token}',
        legal: 'https://www.example.com/legal/{slug}?preview={token}',
        seo: 'https://www.example.com/{slug}?preview={token}',
        pricing: 'https://www.example.com/pricing?preview={token}',
        jobs: 'https://www.example.com/careers/{id}?preview={token}',
        reviews: 'https://www.example.com/?preview={token}#reviews',
        companies: 'https://www.example.com/?preview={token}#partners',
        articles: 'https://www.example.com/{kind}/{slug}?preview={token}',
        podcasts: 'https://www.example.com/podcasts?episode={id}&preview={token}',
        sections: 'https://www.example.com/{page}?section={slug}&preview={token}',
      },
      // An endpoint that hears of every change: its deliveries are counted (their sending fails, which is fine).
      contentWebhookUrls: ['https://hooks.example.invalid/content'],
      contentWebhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      // The scheduled-publishing tests poll the public content API ten at a time (beyond its 1,200 a minute).
      contentRequestsPerMinute: 1_000_000,
    },
  });
  superAdmin = await server.signIn('superAdmin');
});
afterAll(async () => {
  await server?.close();
});

describe.each(KINDS)('drafts and publishing of $kind', (kind) => {
  it('never delivers a record created as a draft; publishing delivers it', async () => {
    const { first } = names();
    const created = await kind.create(first, { status: 'draft' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const record = created.body.data;
    expect(record).toMatchObject({ status: 'draft', state: 'draft', publishAt: null, unpublishAt: null });
    expect((await kind.shown(first)).values).toEqual([]);
    expect(await webhookCount(record._id)).toBe(0);

    const published = await call('POST', `/api/publishing/${kind.kind}/${record._id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', state: 'published' });
    expect((await kind.shown(first)).values).toEqual([first]);
    expect(await webhookCount(record._id)).toBe(1);
  });

  it('keeps the published version on the site while a draft is edited, and shows the draft once published', async () => {
    const { first, second } = names();
    const created = await kind.create(first);
    expect(created.body.data).toMatchObject({ status: 'published', state: 'published' });
    const announced = await webhookCount(created.body.data._id);

    const drafted = await kind.edit(created.body.data, second, { status: 'draft' });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.data).toMatchObject({ status: 'published', state: 'changed' });
    expect(await kind.listed(created.body.data._id)).toMatchObject({ state: 'changed' });
    expect((await kind.shown(first)).values).toEqual([first]);
    // A draft save is not announced to the webhooks.
    expect(await webhookCount(created.body.data._id)).toBe(announced);

    await call('POST', `/api/publishing/${kind.kind}/${created.body.data._id}/publish`);
    expect((await kind.shown(first)).values).toEqual([second]);
    expect(await kind.listed(created.body.data._id)).toMatchObject({ state: 'published' });
    expect(await webhookCount(created.body.data._id)).toBe(announced + 1);

    const unpublished = await call('POST', `/api/publishing/${kind.kind}/${created.body.data._id}/unpublish`);
    expect(unpublished.body.data).toMatchObject({ status: 'draft', state: 'draft' });
    expect((await kind.shown(first)).values).toEqual([]);
    expect(await webhookCount(created.body.data._id)).toBe(announced + 2);
  });

  it('shows the draft to a valid preview token, never cached; refuses a tampered, foreign or expired token with 401', async () => {
    const { first, second } = names();
    const created = await kind.create(first);
    await kind.edit(created.body.data, second, { status: 'draft' });

    const link = await call('POST', `/api/publishing/${kind.kind}/${created.body.data._id}/preview`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const { url, token, expiresAt } = link.body.data;
    expect(url).toContain(`preview=${encodeURIComponent(token)}`);
    expect(url.startsWith('https://www.example.com/')).toBe(true);
    // An article's address names its kind and slug.
    if (kind.kind === 'articles')
      expect(url.startsWith(`https://www.example.com/blog/${first.split('-')[0].toLowerCase()}?`)).toBe(true);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    const preview = await kind.shown(first, { 'x-preview-token': token });
    expect(preview.values).toEqual([second]);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers.etag).toBeUndefined();
    const visitor = await kind.shown(first);
    expect(visitor.values).toEqual([first]);
    expect(visitor.headers['cache-control']).toMatch(/^public/);

    const tampered = await kind.shown(first, { 'x-preview-token': `${token.slice(0, -2)}xx` });
    expect(tampered).toMatchObject({ status: 401, message: 'This preview token is not valid' });
    const other = KINDS.find((another) => another.kind !== kind.kind)!;
    const foreign = await kind.shown(first, {
      'x-preview-token':
        (await call('POST', `/api/publishing/${other.kind}/${created.body.data._id}/preview`)).body.data?.token ??
        'x.1.y',
    });
    expect(foreign.status).toBe(401);
    const secret = (await server.db.selectFrom('preview_keys').select('secret').executeTakeFirstOrThrow()).secret;
    const expired = await kind.shown(first, {
      'x-preview-token': signPreviewToken(secret, kind.kind, new Date(Date.now() - 1000)),
    });
    expect(expired).toMatchObject({ status: 401, message: expect.stringMatching(/expired/) });
    expect(expired.headers['cache-control']).toBe('no-store');
  });

  it('lets an editor save drafts only: publishing, scheduling and the publish action answer 403', async () => {
    const editor = await server.signIn('editor');
    const { first, second } = names();
    const refused = await kind.create(first, { status: 'published' }, editor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/cannot publish/);
    const scheduled = await kind.create(first, { publishAt: new Date(Date.now() + 60_000).toISOString() }, editor);
    expect(scheduled.status).toBe(403);

    // Without a status, an editor's new record is a draft.
    const drafted = await kind.create(first, {}, editor);
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    expect(drafted.body.data).toMatchObject({ status: 'draft', state: 'draft' });
    expect((await kind.shown(first)).values).toEqual([]);
    expect(
      (await call('POST', `/api/publishing/${kind.kind}/${drafted.body.data._id}/publish`, undefined, editor)).status,
    ).toBe(403);

    // An editor's change to a published record waits as a draft.
    await call('POST', `/api/publishing/${kind.kind}/${drafted.body.data._id}/publish`);
    const changed = await kind.edit(drafted.body.data, second, {}, editor);
    expect(changed.body.data).toMatchObject({ status: 'published', state: 'changed' });
    expect((await kind.shown(first)).values).toEqual([first]);
    expect((await kind.edit(drafted.body.data, second, { status: 'published' }, editor)).status).toBe(403);
  });
});

// Every kind's schedule at once: each test waits for its times to come, which one kind after another took ~50 s.
// The margins leave ten creates on a busy machine time to be answered before publishAt, and ten tests polling at
// once time to see each record published before it is unpublished (3 s between them was missed at load 30).
describe('scheduled publishing', () => {
  it.concurrent.for(KINDS)(
    'publishes and unpublishes $kind at the scheduled times (the job applies them once)',
    async (kind, { expect }) => {
      const { first } = names();
      const publishAt = new Date(Date.now() + 4000).toISOString();
      const unpublishAt = new Date(Date.now() + 14_000).toISOString();
      const created = await kind.create(first, { status: 'draft', publishAt, unpublishAt });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data).toMatchObject({ status: 'draft', state: 'scheduled', publishAt, unpublishAt });
      // Not on the site before its time (asked only while the time is still ahead: a busy machine may take longer
      // than the margin to answer the create).
      const before = await kind.shown(first);
      if (Date.now() < new Date(publishAt).getTime() - 100) expect(before.values).toEqual([]);

      const live = await until(
        () => kind.shown(first),
        (shown) => shown.values.length > 0,
      );
      expect(live.values).toEqual([first]);
      expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishAt).getTime());
      // The job turns the record published (the list says so) and announces it.
      const listed = await until(
        () => kind.listed(created.body.data._id),
        (record) => record.state === 'published',
      );
      expect(listed).toMatchObject({ status: 'published', state: 'published', publishAt: null, unpublishAt });

      const gone = await until(
        () => kind.shown(first),
        (shown) => shown.values.length === 0,
      );
      expect(gone.values).toEqual([]);
      expect(Date.now()).toBeGreaterThanOrEqual(new Date(unpublishAt).getTime());
      const off = await until(
        () => kind.listed(created.body.data._id),
        (record) => record.status === 'draft',
      );
      expect(off).toMatchObject({ status: 'draft', state: 'draft', unpublishAt: null });
      expect(
        await until(
          () => webhookCount(created.body.data._id),
          (count) => count >= 2,
        ),
      ).toBe(2);
    },
  );
});

describe('sections beside their isActive', () => {
  const sections = kindNamed('sections');

  it('never delivers an inactive section, published or previewed; a draft turning it off hides it once published', async () => {
    const { first, second } = names();
    const inactive = await sendForm('POST', '/api/section/create', { ...sectionFields(first), isActive: 'false' });
    expect(inactive.status, JSON.stringify(inactive.body)).toBe(201);
    expect(inactive.body.data).toMatchObject({ isActive: false, status: 'published', state: 'published' });
    expect((await sections.shown(first)).values).toEqual([]);
    const token = (await call('POST', `/api/publishing/sections/${inactive.body.data._id}/preview`)).body.data
      .token as string;
    expect((await sections.shown(first, { 'x-preview-token': token })).values).toEqual([]);

    const active = await sections.create(second);
    const drafted = await sendForm('PUT', `/api/section/update/${active.body.data._id}`, {
      isActive: 'false',
      status: 'draft',
    });
    expect(drafted.body.data).toMatchObject({ isActive: false, state: 'changed' });
    expect((await sections.shown(second)).values).toEqual([second]);
    await call('POST', `/api/publishing/sections/${active.body.data._id}/publish`);
    expect((await sections.shown(second)).values).toEqual([]);
    expect(await sections.listed(active.body.data._id)).toMatchObject({ isActive: false, state: 'published' });
  });

  it("keeps a draft's body off the site until published, and restores an older version as a new one", async () => {
    const { first, second } = names();
    const created = await sections.create(first);
    const id = created.body.data._id as string;
    const drafted = await sendForm('PUT', `/api/section/update/${id}`, {
      'generalSection.heading': 'The draft heading',
      status: 'draft',
    });
    expect(drafted.body.data.generalSection).toMatchObject({ heading: 'The draft heading' });
    const headings = async () =>
      (
        (await publicGet(`/api/content/sections/${sectionPage(first)}`)).body.data as Array<{
          body: { heading: string };
        }>
      ).map((section) => section.body.heading);
    expect(await headings()).toEqual(['A heading']);
    await call('POST', `/api/publishing/sections/${id}/publish`);
    expect(await headings()).toEqual(['The draft heading']);

    await sections.edit({ _id: id }, second);
    expect((await sections.shown(first)).values).toEqual([second]);
    const versions = (await call('GET', `/api/revisions?kind=sections&id=${id}`)).body.data as Array<{
      _id: string;
      version: number;
    }>;
    const oldest = (await call('GET', `/api/revisions/${versions.at(-1)!._id}`)).body.data.data as Record<string, any>;
    expect(oldest).toMatchObject({ title: first, generalSection: { heading: 'A heading' } });

    // The History drawer's Restore saves the old fields through the editor's form.
    const restored = await sendForm('PUT', `/api/section/update/${id}`, {
      title: oldest.title,
      'generalSection.heading': oldest.generalSection.heading,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await sections.shown(first)).values).toEqual([first]);
    expect(await headings()).toEqual(['A heading']);
    const after = (await call('GET', `/api/revisions?kind=sections&id=${id}`)).body.data as Array<{
      version: number;
      restoredFrom: number | null;
    }>;
    expect(after[0].version).toBe(versions[0].version + 1);
  });
});

describe('the dashboard', () => {
  it('counts the drafts and the scheduled records of pricing plans, jobs, reviews and companies', async () => {
    const attention = async () =>
      (await call('GET', '/api/dashboard/overview')).body.attention as Array<{
        key: string;
        count: number;
        path: string;
      }>;
    const countOf = (items: Array<{ key: string; count: number }>, key: string) =>
      items.find((item) => item.key === key)?.count ?? 0;
    for (const name of ['pricing', 'jobs', 'reviews', 'companies'] as const) {
      const before = await attention();
      const { first, second } = names();
      await kindNamed(name).create(first, { status: 'draft' });
      await kindNamed(name).create(second, {
        status: 'draft',
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const after = await attention();
      expect(countOf(after, `draft-${name}`), name).toBe(countOf(before, `draft-${name}`) + 1);
      expect(countOf(after, `scheduled-${name}`), name).toBe(countOf(before, `scheduled-${name}`) + 1);
    }
  });
});

describe('a draft of nothing', () => {
  it("leaves a published plan published when an editor's save changes nothing (prices compared as stored)", async () => {
    const editor = await server.signIn('editor');
    const { first } = names();
    const created = await kindNamed('pricing').create(first);
    const same = await call(
      'PUT',
      `/api/pricingModel/update/${created.body.data._id}`,
      { planName: first, monthlyPrice: 10, yearlyPrice: 100 },
      editor,
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.data).toMatchObject({ status: 'published', state: 'published', monthlyPrice: 10 });
    const cheaper = await call(
      'PUT',
      `/api/pricingModel/update/${created.body.data._id}`,
      { monthlyPrice: 9.5 },
      editor,
    );
    expect(cheaper.body.data).toMatchObject({ state: 'changed', monthlyPrice: 9.5 });
    expect(
      (await publicGet('/api/content/pricing')).body.data.find((plan: { planName: string }) => plan.planName === first)
        .monthlyPrice,
    ).toBe(10);
  });
});

describe('files of drafts', () => {
  it("keeps the published logo while an editor's new one waits in the draft; the sweep keeps both; publishing shows the new one", async () => {
    const editor = await server.signIn('editor');
    const { first } = names();
    const created = await kindNamed('companies').create(first);
    const oldLogo = created.body.data.url as string;
    const newSvg = {
      ...logo,
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle r="5"/></svg>'),
    };
    const drafted = await sendForm('PUT', `/api/companies/edit/${created.body.data._id}`, {}, { logo: newSvg }, editor);
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.data).toMatchObject({ state: 'changed' });
    const newLogo = drafted.body.data.url as string;
    expect(newLogo).not.toBe(oldLogo);
    // The site still shows the published logo, which is still stored; the sweep removes neither.
    const site = await publicGet('/api/content/companies');
    expect(site.body.data.find((company: { name: string }) => company.name === first).logo).toContain(oldLogo);
    expect(await server.storage.read(oldLogo)).not.toBeNull();
    const swept = await sweepOrphanFiles({
      db: server.db,
      storage: server.storage,
      modules: registeredModules,
      minAgeMs: 0,
    });
    expect(swept.removed.map((key) => `/${key}`)).not.toContain(oldLogo);
    expect(swept.removed.map((key) => `/${key}`)).not.toContain(newLogo);

    // A second logo for the draft replaces the first draft's file, never the published one.
    const again = await sendForm('PUT', `/api/companies/edit/${created.body.data._id}`, {}, { logo }, editor);
    expect(await server.storage.read(newLogo)).toBeNull();
    expect(await server.storage.read(oldLogo)).not.toBeNull();

    await call('POST', `/api/publishing/companies/${created.body.data._id}/publish`);
    const published = await publicGet('/api/content/companies');
    expect(published.body.data.find((company: { name: string }) => company.name === first).logo).toContain(
      again.body.data.url,
    );
  });
});

describe('publishing input', () => {
  it('refuses bad statuses and times with a 400 naming the field', async () => {
    const { first } = names();
    const kind = KINDS[0];
    expect((await kind.create(first, { status: 'live' })).status).toBe(400);
    const past = await kind.create(first, { status: 'draft', publishAt: '2020-01-01T00:00:00Z' });
    expect(past).toMatchObject({ status: 400, body: { message: 'publishAt must be in the future' } });
    const both = await kind.create(first, {
      status: 'published',
      publishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(both.status).toBe(400);
    const order = await kind.create(first, {
      publishAt: new Date(Date.now() + 120_000).toISOString(),
      unpublishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(order).toMatchObject({ status: 400, body: { message: 'unpublishAt must come after publishAt' } });
  });

  it('answers 404 with the variable to set when a kind has no preview address', async () => {
    const plain = await createTestServer();
    try {
      const cookie = await plain.signIn('superAdmin');
      const created = await plain.app.inject({
        method: 'POST',
        url: '/api/faq/add',
        payload: { question: 'Q?', answer: 'A', row: 1 },
        headers: { cookie },
      });
      const answer = await plain.app.inject({
        method: 'POST',
        url: `/api/publishing/faqs/${created.json().data._id}/preview`,
        headers: { cookie },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toContain('PREVIEW_URL_FAQS');
    } finally {
      await plain.close();
    }
  });
});
