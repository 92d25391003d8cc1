import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../packages/server/src/db/record-pages';
import { multipartBody, pngImage } from './helpers';
import { serverForFile } from './support/server-for-file';

/**
 * Issue 30 items 5 and 6: edge values that gave a 500 or were stored converted. Each is a 400 naming the
 * field, and the record it was aimed at is left as it was.
 */

const file = serverForFile(['admin'], { config: { intakeRequestsPerMinute: 0 } });

type Files = Parameters<typeof multipartBody>[1];
const sendForm = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Files = {},
  cookie: string | null = file.cookies.admin,
) => file.server.app.inject({ method, url, ...withCookie(multipartBody(fields, files), cookie) });
function withCookie(body: ReturnType<typeof multipartBody>, cookie: string | null) {
  return cookie ? { ...body, headers: { ...body.headers, cookie } } : body;
}

/** Expects a 400 whose message names `field` (and whose `field` is it, for a form field). */
function expectRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  const body = response.json() as { success: boolean; message: string; field?: string };
  expect({ status: response.statusCode, success: body.success, field: body.field }).toEqual({
    status: 400,
    success: false,
    field,
  });
  expect(body.message).toContain(field);
}

const rowOf = async (table: 'articles' | 'sections' | 'job_candidates' | 'podcasts', id?: string) =>
  JSON.stringify(
    (await sql.raw(`select * from ${table}${id ? ` where id = '${id}'` : ''} order by id`).execute(file.server.db))
      .rows,
  );

const png = () => ({ data: pngImage(1062, 530, [10, 80, 160]), filename: 'cover.png', type: 'image/png' });
const articleFields = (extra: Record<string, string> = {}) => ({
  subtitle: 'Trust sells',
  title: 'Why COD wins',
  creator: 'Amina Benali',
  date: '2026-11-02',
  readTime: '7',
  description: 'Shoppers pay at the door.',
  category: 'Cash on Delivery',
  content: '<p>Pay at the door.</p>',
  slug: `why-cod-${Math.random().toString(36).slice(2, 8)}`,
  metaDescription: 'Why COD wins.',
  ...extra,
});
const sectionFields = (extra: Record<string, string> = {}) => ({
  title: 'Services',
  sectionType: 'card',
  order: '2',
  page: 'footer',
  'cardSection.heading': 'Our services',
  'cardSection.buttons': '[]',
  'cardSection.cards': JSON.stringify([
    { title: 'Fulfilment', subtitle: '', description: 'We ship', image: '', buttons: [] },
  ]),
  ...extra,
});
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let blogId: string;
let sectionId: string;
beforeAll(async () => {
  const blog = await sendForm('POST', '/api/blog/create', articleFields());
  expect(blog.statusCode).toBe(201);
  blogId = blog.json().data._id;
  const section = await sendForm('POST', '/api/section/create', sectionFields());
  expect(section.statusCode).toBe(201);
  sectionId = section.json().data._id;
});

describe('control characters in an upload’s file name', () => {
  for (const name of ['cv\u0000.pdf', 'cv\u0007.pdf', 'cv\u001b[31m.pdf', 'cv\u007f.pdf']) {
    it(`public job application: resume named ${JSON.stringify(name)} → 400 naming resume, nothing stored`, async () => {
      const before = await rowOf('job_candidates');
      const answer = await sendForm(
        'POST',
        '/api/public/job-applications',
        { job: 'Account Manager', fName: 'Leila', lName: 'Haddad', email: 'leila@example.com', phone: '+212600000000' },
        { resume: { data: pdf, filename: name, type: 'application/pdf' } },
        null,
      );
      expectRefused(answer, 'resume');
      expect(await rowOf('job_candidates')).toBe(before);
    });
  }

  it('blog create and edit: blogPhoto named "a\\u0000.png" → 400 naming blogPhoto, nothing stored', async () => {
    const before = await rowOf('articles');
    expectRefused(
      await sendForm('POST', '/api/blog/create', articleFields(), { blogPhoto: { ...png(), filename: 'a\u0000.png' } }),
      'blogPhoto',
    );
    expectRefused(
      await sendForm('PUT', `/api/blog/edit/${blogId}`, articleFields({ title: 'Changed' }), {
        blogPhoto: { ...png(), filename: 'a\u0000.png' },
      }),
      'blogPhoto',
    );
    expect(await rowOf('articles')).toBe(before);
  });
});

describe('dates that do not exist or do not fit', () => {
  for (const date of [
    '2026-02-30',
    '2025-02-29',
    '2026-04-31',
    '0000-01-01',
    '10000-01-01',
    '2026-13-01',
    '2026-00-10',
  ]) {
    it(`blog date=${date} → 400 naming date, create and edit`, async () => {
      const before = await rowOf('articles');
      expectRefused(await sendForm('POST', '/api/blog/create', articleFields({ date })), 'date');
      expectRefused(await sendForm('PUT', `/api/blog/edit/${blogId}`, articleFields({ date })), 'date');
      expect(await rowOf('articles')).toBe(before);
    });
  }

  for (const dateScheduled of ['0000-01-01', '2026-02-30', '0999-12-31']) {
    it(`podcast dateScheduled=${dateScheduled} → 400 naming dateScheduled, nothing stored`, async () => {
      const before = await rowOf('podcasts');
      const podcast = {
        title: 'Scaling COD',
        url: 'https://podcasts.example.com/gulf',
        category: 'Shipping',
        isLiveNow: 'false',
        dateScheduled,
      };
      expectRefused(
        await sendForm('POST', '/api/podcast/add', podcast, {
          cover: { data: pngImage(449, 289, [22, 104, 220]), filename: 'cover.png', type: 'image/png' },
        }),
        'dateScheduled',
      );
      expect(await rowOf('podcasts')).toBe(before);
    });
  }

  it('accepts a real leap day', async () => {
    const answer = await sendForm('PUT', `/api/blog/edit/${blogId}`, articleFields({ date: '2028-02-29' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.date).toBe('2028-02-29');
  });

  for (const publishAt of [
    '10000-01-01T00:00:00Z',
    '+010000-01-01T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '2030-02-30T10:00:00Z',
    '2030-01-01T24:00:00Z',
    '2030-01-01T10:00:00+15:99',
    '2030-01-01T10:00:00-00:60',
    '10000',
    '2030',
  ]) {
    it(`publishAt=${publishAt} → 400 naming publishAt`, async () => {
      const before = await rowOf('articles');
      expectRefused(
        await sendForm('POST', '/api/blog/create', articleFields({ status: 'scheduled', publishAt })),
        'publishAt',
      );
      expectRefused(
        await sendForm('PUT', `/api/blog/edit/${blogId}`, articleFields({ status: 'scheduled', publishAt })),
        'publishAt',
      );
      expect(await rowOf('articles')).toBe(before);
    });
  }

  it('accepts a scheduled time with an offset', async () => {
    const answer = await sendForm(
      'PUT',
      `/api/blog/edit/${blogId}`,
      articleFields({ status: 'scheduled', publishAt: '2030-01-01T10:00:00+01:00' }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.publishAt).toBe('2030-01-01T09:00:00.000Z');
  });

  const activity = (query: string) =>
    file.server.app.inject({ method: 'GET', url: `/api/activity?${query}`, headers: { cookie: file.cookies.admin } });
  for (const query of ['from=0000-01-01', 'to=0000-01-01', 'from=2026-02-30', 'to=10000-01-01', 'from=0999-12-31']) {
    it(`/api/activity?${query} → 400 naming the filter`, async () => {
      const answer = await activity(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(query.split('=')[0]);
    });
  }

  it('/api/activity with a cursor whose offset is +15:99 (or a minute of 60) → 400 naming after / before', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    for (const at of [
      '2026-01-01 10:00:00.123456+15:99',
      '2026-01-01 10:00:00+00:60',
      '2026-01-01 10:00:00+05:30:99',
      '0000-01-01 10:00:00+00',
    ]) {
      for (const name of ['after', 'before']) {
        const answer = await activity(`page=2&total=5&${name}=${encodeCursor({ at, id })}`);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toContain(name);
      }
    }
    expect(
      (await activity(`page=2&total=5&after=${encodeCursor({ at: '2026-01-01 10:00:00.123456+05:30', id })}`))
        .statusCode,
    ).toBe(200);
  });
});

describe('numbers in form fields are plain decimal', () => {
  for (const readTime of ['0x10', '0b11', '0o7', '1e2', '+7', ' 7', '7 ', '1_000', '7.0', 'Infinity', 'NaN', '٧']) {
    it(`readTime=${JSON.stringify(readTime)} → 400 naming readTime, nothing stored`, async () => {
      const before = await rowOf('articles');
      expectRefused(await sendForm('POST', '/api/blog/create', articleFields({ readTime })), 'readTime');
      expectRefused(await sendForm('PUT', `/api/blog/edit/${blogId}`, articleFields({ readTime })), 'readTime');
      expect(await rowOf('articles')).toBe(before);
    });
  }

  for (const order of ['0x10', '0b11', '1e2', '+7', ' 7', '-0', '1_000']) {
    it(`section order=${JSON.stringify(order)} → 400 naming order, nothing stored`, async () => {
      const before = await rowOf('sections');
      expectRefused(await sendForm('POST', '/api/section/create', sectionFields({ order })), 'order');
      expectRefused(await sendForm('PUT', `/api/section/update/${sectionId}`, sectionFields({ order })), 'order');
      expect(await rowOf('sections')).toBe(before);
    });
  }

  it('a card image index in another form → 400 naming it', async () => {
    const before = await rowOf('sections');
    const image = { cardImage_0: { data: pngImage(80, 40, [30, 120, 200]), filename: 'card.png', type: 'image/png' } };
    expectRefused(
      await sendForm('PUT', `/api/section/update/${sectionId}`, sectionFields({ cardImageIndex_0: '0x0' }), image),
      'cardImageIndex_0',
    );
    expect(await rowOf('sections')).toBe(before);
  });

  it('still takes plain numbers (leading zeros are decimal too)', async () => {
    const section = await sendForm('POST', '/api/section/create', sectionFields({ order: '016' }));
    expect(section.statusCode).toBe(201);
    expect(section.json().data.order).toBe(16);
    const blog = await sendForm('PUT', `/api/blog/edit/${blogId}`, articleFields({ readTime: '12' }));
    expect(blog.statusCode).toBe(200);
    expect(blog.json().data.readTime).toBe(12);
  });
});

describe('numbers in a query are plain decimal', () => {
  for (const query of [
    'page=0x10',
    'page=0b11',
    'pageSize=1e2',
    'pageSize=%2B7',
    'pageSize=%207',
    'page=Infinity',
    'page=',
    'page=1_0',
  ]) {
    it(`/api/activity?${query} → 400 naming ${query.split('=')[0]}`, async () => {
      const answer = await file.server.app.inject({
        method: 'GET',
        url: `/api/activity?${query}`,
        headers: { cookie: file.cookies.admin },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(`${query.split('=')[0]} must be a number in plain decimal digits`);
    });
  }

  it('takes plain numbers', async () => {
    const answer = await file.server.app.inject({
      method: 'GET',
      url: '/api/activity?page=1&pageSize=016',
      headers: { cookie: file.cookies.admin },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('lists of objects in form fields keep their shape', () => {
  const cases: Array<[string, string]> = [
    ['cardSection.cards', '[[["x"]]]'],
    ['cardSection.cards', '["x"]'],
    ['cardSection.cards', '[null]'],
    ['cardSection.cards', '[{"title":"A","buttons":[["x"]]}]'],
    ['cardSection.buttons', '[["x"]]'],
    ['cardSection.buttons', '[7]'],
  ];
  for (const [field, value] of cases) {
    it(`${field}=${value} → 400 naming ${field}, nothing stored`, async () => {
      const before = await rowOf('sections');
      expectRefused(await sendForm('POST', '/api/section/create', sectionFields({ [field]: value })), field);
      expectRefused(
        await sendForm('PUT', `/api/section/update/${sectionId}`, sectionFields({ [field]: value })),
        field,
      );
      expect(await rowOf('sections')).toBe(before);
    });
  }
});
