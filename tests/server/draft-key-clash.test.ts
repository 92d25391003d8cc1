/* eslint-disable @typescript-eslint/no-explicit-any -- the answers read here are plain JSON, checked by the assertions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, multipartBody, type TestServer } from './helpers';

/**
 * A draft's slug (an article's) or page key (a legal page's title) that another record already has, published
 * or in its own draft, is refused when the draft is saved (409, the kind's clash message), not only when published.
 */
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer();
  cookie = await server.signIn('superAdmin');
});
afterAll(async () => {
  await server?.close();
});

async function call(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await server.app.inject({ method, url, payload, headers: { cookie } });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

async function callForm(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const form = multipartBody(fields);
  const response = await server.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { cookie, ...form.headers },
  });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

const article = (slug: string) => ({
  subtitle: 'Sub',
  title: `Title ${slug}`,
  creator: 'Amina Benali',
  date: '2030-01-01',
  readTime: '5',
  description: 'About',
  category: 'Shipping',
  content: '<p>Body</p>',
  slug,
  metaDescription: 'Meta.',
});

async function newArticle(slug: string, status = 'published') {
  const created = await callForm('POST', '/api/blog/create', { ...article(slug), status });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data._id as string;
}

describe("a draft's slug or page key clash", () => {
  it("refuses an article draft taking another article's published slug, at save", async () => {
    await newArticle('clash-taken');
    const id = await newArticle('clash-own');
    const drafted = await callForm('PUT', `/api/blog/edit/${id}`, { slug: 'Clash-Taken', status: 'draft' });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(409);
    expect(drafted.body.message).toBe('Another blog already uses this slug; choose another one');
    // Nothing was kept: the article still has no draft.
    const fine = await callForm('PUT', `/api/blog/edit/${id}`, { slug: 'clash-free', status: 'draft' });
    expect(fine.body.data).toMatchObject({ state: 'changed', slug: 'clash-free' });
  });

  it('refuses a slug another article holds only in its draft, published or not', async () => {
    const holder = await newArticle('draft-holder');
    expect(
      (await callForm('PUT', `/api/blog/edit/${holder}`, { slug: 'draft-claimed', status: 'draft' })).body.data,
    ).toMatchObject({ state: 'changed' });
    const id = await newArticle('draft-other');
    expect((await callForm('PUT', `/api/blog/edit/${id}`, { slug: 'draft-claimed', status: 'draft' })).status).toBe(
      409,
    );
    // A never-published draft article too (its values are its columns).
    const unpublished = await newArticle('draft-unpublished', 'draft');
    expect((await callForm('PUT', `/api/blog/edit/${unpublished}`, { slug: 'draft-claimed' })).status).toBe(409);
    // Slugs are unique per kind: a guide may use it.
    const guide = await callForm('POST', '/api/blog/create', {
      ...article('draft-guide'),
      isGuidesBlog: 'true',
      status: 'published',
    });
    expect(guide.status, JSON.stringify(guide.body)).toBe(201);
    const guideDraft = await callForm('PUT', `/api/blog/edit/${guide.body.data._id}`, {
      slug: 'draft-claimed',
      status: 'draft',
    });
    expect(guideDraft.status, JSON.stringify(guideDraft.body)).toBe(200);
  });

  it("refuses a legal page draft taking another page's title, at save", async () => {
    const taken = await call('POST', '/api/guides/add', {
      title: 'Clash terms',
      content: '<p>Terms</p>',
      status: 'published',
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const own = await call('POST', '/api/guides/add', {
      title: 'Clash cookies',
      content: '<p>Cookies</p>',
      status: 'published',
    });
    const drafted = await call('PUT', `/api/guides/edit/${own.body.data._id}`, {
      title: 'CLASH TERMS',
      status: 'draft',
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(409);
    expect(drafted.body.message).toBe('Another legal page already has this title');
    // Its own title, kept in a draft with other changes, is no clash.
    const same = await call('PUT', `/api/guides/edit/${own.body.data._id}`, {
      title: 'Clash cookies',
      content: '<p>New</p>',
      status: 'draft',
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });
});
