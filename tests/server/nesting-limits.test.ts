import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { multipartBody } from './helpers';
import { serverForFile } from './support/server-for-file';

/**
 * Issue 30 items 1 and 2: JSON nested thousands of levels deep (in a body or in a form's JSON field) is a 400
 * naming the field, never a stack overflow; a stored record the content API cannot deliver is skipped, not a 500.
 */

/** `[[[…]]]` nested `levels` deep, as JSON text. */
const deepList = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** `{"a":{"a":…1}}` nested `levels` deep, as JSON text. */
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const file = serverForFile(['superAdmin'], {
  config: { intakeRequestsPerMinute: 1_000_000, signInAttemptsPerMinute: 1_000_000 },
});

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  file.server.app.inject({
    method: url.startsWith('PUT ') ? 'PUT' : 'POST',
    url: url.replace(/^PUT /, ''),
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A general section's form for the home page, with `fields` laid over it. */
function sectionForm(fields: Record<string, string>) {
  return multipartBody({
    title: 'Deep',
    sectionType: 'general',
    page: 'home',
    order: '1',
    'generalSection.heading': 'Ship more',
    ...fields,
  });
}
async function createSection(fields: Record<string, string>) {
  const form = sectionForm(fields);
  return file.server.app.inject({
    method: 'POST',
    url: '/api/section/create',
    headers: { cookie: file.cookies.superAdmin, ...form.headers },
    payload: form.payload,
  });
}
const countSections = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from sections`.execute(file.server.db)).rows[0].n);

describe('deeply nested JSON bodies', () => {
  it.each([5_000, 20_000])('sign-in with {"email": [[[…%i levels…]]]} answers 400 naming email', async (levels) => {
    const response = await postJson('/api/admin/signin', `{"email":${deepList(levels)},"password":"x"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'email is nested too deeply (more than 32 levels)',
      field: 'email',
    });
  });

  it.each([
    '/api/admin/signout',
    '/api/public/newsletter',
    '/api/public/leads',
    '/api/public/contact-sales',
    '/api/public/job-applications',
  ])('the public route %s answers the 5,000-deep body with 400, without a session', async (url) => {
    const response = await postJson(url, `{"email":${deepList(5_000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('email is nested too deeply (more than 32 levels)');
  });

  it('PUT /api/admin/update with a 20,000-deep body answers 400 and changes nothing', async () => {
    const admin = await file.server.createAdmin('viewer');
    const response = await postJson(`PUT /api/admin/update/${admin.id}`, `{"FName":${deepObject(20_000)}}`, {
      cookie: file.cookies.superAdmin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('FName is nested too deeply (more than 32 levels)');
    const row = await file.server.db
      .selectFrom('admins')
      .select('f_name')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row.f_name).toBe('Test');
  });

  it('a body nested deeply at its top (a bare list) names the request body', async () => {
    const response = await postJson('/api/admin/signin', deepList(5_000));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is nested too deeply (more than 32 levels)');
  });

  it('a body with more values than the limit is refused, a bracket inside text counts for nothing', async () => {
    const many = await postJson('/api/admin/signin', `{"email":[${'0,'.repeat(250_000)}0],"password":"x"}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('email holds too many values (more than 200,000)');
    const brackets = await postJson(
      '/api/admin/signin',
      JSON.stringify({ email: `${'['.repeat(5_000)}"\\{@example.com`, password: 'x' }),
    );
    expect(brackets.json().message).not.toMatch(/nested/);
  });
});

describe('JSON inside form fields', () => {
  it('a section whose imageDimensions is nested 3,240 deep is refused with 400 and not stored', async () => {
    const before = await countSections();
    const response = await createSection({ 'generalSection.imageDimensions': deepObject(3_240) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'generalSection.imageDimensions is nested too deeply (more than 32 levels)',
      field: 'generalSection.imageDimensions',
    });
    expect(await countSections()).toBe(before);
  });

  it('buttons and cards nested 20,000 deep are refused with 400 naming the field', async () => {
    const buttons = await createSection({ 'generalSection.buttons': deepList(20_000) });
    expect(buttons.statusCode).toBe(400);
    expect(buttons.json().message).toBe('generalSection.buttons is nested too deeply (more than 32 levels)');
    const form = multipartBody({
      title: 'Cards',
      sectionType: 'card',
      page: 'home',
      'cardSection.heading': 'H',
      'cardSection.cards': deepList(20_000),
    });
    const cards = await file.server.app.inject({
      method: 'POST',
      url: '/api/section/create',
      headers: { cookie: file.cookies.superAdmin, ...form.headers },
      payload: form.payload,
    });
    expect(cards.statusCode).toBe(400);
    expect(cards.json().message).toBe('cardSection.cards is nested too deeply (more than 32 levels)');
  });

  it('a form field sent as a JSON part (Content-Type: application/json) nested 20,000 deep is refused with 400', async () => {
    const boundary = 'DeepJsonPart';
    const part = (name: string, value: string, type = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${value}\r\n`;
    const payload =
      [
        part('title', 'Deep'),
        part('sectionType', 'general'),
        part('page', 'home'),
        part('generalSection.heading', 'H'),
        part('generalSection.imageDimensions', deepObject(20_000), 'application/json'),
      ].join('') + `--${boundary}--\r\n`;
    const before = await countSections();
    const response = await file.server.app.inject({
      method: 'POST',
      url: '/api/section/create',
      headers: { cookie: file.cookies.superAdmin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('generalSection.imageDimensions is nested too deeply (more than 32 levels)');
    expect(await countSections()).toBe(before);
  });

  it('32 levels are accepted, 33 are not', async () => {
    const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
    const accepted = await createSection({ title: 'Thirty-two', 'generalSection.imageDimensions': nested(32) });
    expect(accepted.statusCode).toBe(201);
    expect((await createSection({ 'generalSection.imageDimensions': nested(33) })).statusCode).toBe(400);
    // What is accepted is delivered: the content API reads a body within the same limits.
    const delivered = await file.server.app.inject({ method: 'GET', url: '/api/content/sections/home' });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data.map((section: { title: string }) => section.title)).toContain('Thirty-two');
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'a "%s" key inside a JSON form field is refused with 400',
    async (key) => {
      const before = await countSections();
      const response = await createSection({
        'generalSection.imageDimensions': `{"width":1,"inner":{"${key}":{"polluted":true}}}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        `generalSection.imageDimensions must not hold a key named __proto__, constructor or prototype`,
      );
      expect(await countSections()).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});

describe('the content API and a stored record it cannot deliver', () => {
  it('skips (and logs) a section stored nested 3,240 deep and answers 200 with the others', async () => {
    await file.server.db.deleteFrom('sections').where('page', '=', 'pricing').execute();
    const good = await file.server.db
      .insertInto('sections')
      .values({
        page: 'pricing',
        title: 'Good',
        order: 1,
        section_type: 'general',
        body: JSON.stringify({ heading: 'Plans', image: '/uploads/sections/a.png' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bad = await file.server.db
      .insertInto('sections')
      .values({
        page: 'pricing',
        title: 'Bomb',
        order: 2,
        section_type: 'general',
        body: sql`${`{"heading":"x","imageDimensions":${deepObject(3_240)}}`}::jsonb`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const warn = vi.spyOn(file.server.app.log, 'warn');
    const response = await file.server.app.inject({ method: 'GET', url: '/api/content/sections/pricing' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<{ id: string; title: string; body: { image: string } }>;
    expect(data.map((section) => section.id)).toEqual([good.id]);
    // Root-relative without PUBLIC_URL (issue 30: addresses never come from request headers).
    expect(data[0].body.image).toBe('/uploads/sections/a.png');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'section', id: bad.id }),
      expect.stringContaining('skipped'),
    );
    warn.mockRestore();
  });
});
