import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

// The colour makes distinct files: the media library stores the same bytes once, for every record using them.
const cover = (width = 1062, height = 530, colour: readonly number[] = [10, 80, 160]) =>
  new File([new Uint8Array(gradientPng(width, height, colour))], 'cover.png', { type: 'image/png' });
const fields = (extra: Record<string, string | File> = {}): Record<string, string | File> => ({
  subtitle: 'Trust sells',
  title: 'Why COD wins',
  creator: 'Amina Benali',
  date: '2026-11-02',
  readTime: '7',
  description: 'Shoppers pay at the door.',
  category: 'Cash on Delivery',
  content:
    '<h2>Why</h2><p>Pay <strong>at the door</strong>.</p><ul><li>one</li></ul><p><a href="https://example.com">link</a></p>',
  slug: 'why-cod-wins',
  metaDescription: 'Why cash on delivery wins.',
  ...extra,
});

describe('articles API', () => {
  it('creates a blog with a cover, a resource-center article and a guide (by the spec flags); lists each kind apart', async () => {
    const blog = await send(server.app, 'POST', '/blog/create', fields({ blogPhoto: cover() }));
    expect(blog.status).toBe(201);
    expect(blog.body.data).toMatchObject({
      kind: 'blog',
      title: 'Why COD wins',
      readTime: 7,
      date: '2026-11-02',
      slug: 'why-cod-wins',
      mediaName: 'cover.png',
    });
    expect(server.stored.has(blog.body.data.blogPhoto)).toBe(true);
    expect(blog.body.data.content).toContain('<strong>at the door</strong>');

    const resource = await send(server.app, 'POST', '/blog/create', fields({ isResourceCenterBlog: 'true' }));
    expect(resource.body.data).toMatchObject({ kind: 'resource', blogPhoto: '' });
    const guide = await send(
      server.app,
      'POST',
      '/blog/create',
      fields({ isGuidesBlog: 'true', blogPhoto: cover(1062, 530, [20, 90, 170]) }),
    );
    expect(guide.body.data.kind).toBe('guide');
    expect(guide.body.data.GuidePhoto).toBe(guide.body.data.blogPhoto);

    const blogs = (await send(server.app, 'GET', '/blog/get')).body;
    expect(Array.isArray(blogs)).toBe(true);
    expect(blogs.map((item: { _id: string }) => item._id)).toEqual([blog.body.data._id]);
    expect(
      (await send(server.app, 'GET', '/blog/get/resource-center')).body.map((item: { _id: string }) => item._id),
    ).toEqual([resource.body.data._id]);
    expect((await send(server.app, 'GET', '/blog/get/guides')).body.map((item: { _id: string }) => item._id)).toEqual([
      guide.body.data._id,
    ]);
  });

  it('keeps slugs unique per kind (409, any case), but the same slug may serve another kind', async () => {
    const clash = await send(server.app, 'POST', '/blog/create', fields({ slug: 'WHY-COD-WINS' }));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      success: false,
      message: 'Another blog already uses this slug; choose another one',
      field: 'slug',
    });
    expect((await send(server.app, 'GET', '/blog/get')).body).toHaveLength(1);
  });

  it('refuses missing fields, a wrong cover size or type, bad values, and stores no file', async () => {
    const before = server.stored.size;
    const cases: Array<[Record<string, string | File>, number, RegExp]> = [
      [fields({ title: '  ' }), 400, /^Please fill all the fields$/],
      [fields({ content: '<p><br></p>' }), 400, /^Please fill all the fields$/],
      [fields({ content: '<script>alert(1)</script>' }), 400, /^Please fill all the fields$/],
      [fields({ slug: 'new-one', blogPhoto: cover(1000, 500) }), 400, /exactly 1062px width and 530px height/],
      [
        fields({
          slug: 'new-two',
          blogPhoto: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'c.png', { type: 'image/png' }),
        }),
        400,
        /must be an image/,
      ],
      [fields({ slug: 'new-three', readTime: '0' }), 400, /readTime/],
      [fields({ slug: 'new-four', category: 'Gardening' }), 400, /category must be one of/],
      [fields({ slug: 'has spaces' }), 400, /slug may hold only/],
      [fields({ slug: 'new-five', date: '2026-13-45' }), 400, /date must be a day/],
    ];
    for (const [form, status, message] of cases) {
      const answer = await send(server.app, 'POST', '/blog/create', form);
      expect(answer.status, message.source).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect(server.stored.size).toBe(before);
    const json = await server.app.inject({ method: 'POST', url: '/api/blog/create', payload: { title: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('sanitizes the content: no script, handlers, javascript: links, style expressions or foreign iframes', async () => {
    const hostile = [
      '<p>ok</p><script>alert(1)</script>',
      '<p><img src="x" onerror="alert(1)">ok</p>',
      '<p><a href="javascript:alert(1)">ok</a></p>',
      '<p style="background:url(javascript:alert(1))">ok</p>',
      '<p>ok</p><iframe src="https://evil.example/x"></iframe>',
    ].join('');
    const saved = await send(server.app, 'POST', '/blog/create', fields({ slug: 'hostile', content: hostile }));
    expect(saved.status).toBe(201);
    expect(saved.body.data.content).not.toMatch(/script|onerror|javascript:|evil\.example|style=/i);
    expect(saved.body.data.content).toContain('ok');
  });

  it('edits with the current version (new cover replaces the old), answers 409 when stale and 404 when gone', async () => {
    const [blog] = (await send(server.app, 'GET', '/blog/get')).body.filter(
      (item: { slug: string }) => item.slug === 'why-cod-wins',
    );
    const edited = await send(
      server.app,
      'PUT',
      `/blog/edit/${blog._id}`,
      fields({ title: 'Why COD still wins', updatedAt: blog.updatedAt, blogPhoto: cover(1062, 530, [30, 100, 180]) }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Why COD still wins', kind: 'blog' });
    expect(server.stored.has(blog.blogPhoto)).toBe(false);
    expect(server.stored.has(edited.body.data.blogPhoto)).toBe(true);

    const before = server.stored.size;
    const stale = await send(
      server.app,
      'PUT',
      `/blog/edit/${blog._id}`,
      fields({ updatedAt: blog.updatedAt, blogPhoto: cover() }),
    );
    expect(stale.status).toBe(409);
    expect(server.stored.size).toBe(before);
    // No version sent: accepted, as the spec's call is (issue 15).
    expect((await send(server.app, 'PUT', `/blog/edit/${blog._id}`, fields())).status).toBe(200);
    expect(
      (
        await send(
          server.app,
          'PUT',
          '/blog/edit/00000000-0000-4000-8000-000000000000',
          fields({ updatedAt: blog.updatedAt }),
        )
      ).status,
    ).toBe(404);
  });

  it('deletes an item and its cover; viewers can read but not write', async () => {
    const [blog] = (await send(server.app, 'GET', '/blog/get')).body.filter(
      (item: { slug: string }) => item.slug === 'why-cod-wins',
    );
    const viewer = await server.cookieFor('viewer');
    expect((await send(server.app, 'GET', '/blog/get', undefined, viewer)).status).toBe(200);
    expect((await send(server.app, 'POST', '/blog/create', fields({ slug: 'by-viewer' }), viewer)).status).toBe(403);
    expect((await send(server.app, 'DELETE', `/blog/delete/${blog._id}`, undefined, viewer)).status).toBe(403);
    expect((await send(server.app, 'DELETE', `/blog/delete/${blog._id}`)).status).toBe(200);
    expect(server.stored.has(blog.blogPhoto)).toBe(false);
    expect((await send(server.app, 'DELETE', `/blog/delete/${blog._id}`)).status).toBe(404);
  });
});

describe('legal pages API', () => {
  it('seeds the usual pages, lists them as guides with formattedDate, and edits with the sanitizer and version', async () => {
    expect(await server.seedDemo('legal-pages')).toBe(3);
    expect(await server.seedDemo('legal-pages')).toBe(0);
    const { guides } = (await send(server.app, 'GET', '/guides/get')).body;
    expect(guides.map((page: { title: string }) => page.title)).toEqual([
      'Cookie Policy',
      'Privacy Policy',
      'Terms of Service',
    ]);
    expect(guides[0].formattedDate).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const page = guides[2];
    const edit = (body: object, cookie?: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/guides/edit/${page._id}`,
        payload: body,
        headers: cookie ? { cookie } : {},
      });
    const saved = await edit({
      title: 'Terms of Service',
      content: '<p>New <em>terms</em></p><script>x()</script>',
      updatedAt: page.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ title: 'Terms of Service', content: '<p>New <em>terms</em></p>' });
    expect((await edit({ title: 'Again', content: '<p>x</p>', updatedAt: page.updatedAt })).statusCode).toBe(409);
    const empty = await edit({ title: ' ', content: '<p>x</p>' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'All fields are required']);
    // A field not sent keeps its stored value (issue 15).
    const partial = await edit({ title: 'T' });
    expect([partial.statusCode, partial.json().data.content]).toEqual([200, '<p>New <em>terms</em></p>']);
    expect((await edit({ title: 'T', content: '<p>x</p>' }, await server.cookieFor('viewer'))).statusCode).toBe(403);
  });
});

describe('articles demo data', () => {
  it('fills every kind with covers of the right size, once', async () => {
    await server.db.deleteFrom('articles').execute();
    expect(await server.seedDemo('articles')).toBe(10);
    expect(await server.seedDemo('articles')).toBe(0);
    const guides = (await send(server.app, 'GET', '/blog/get/guides')).body;
    expect(guides).toHaveLength(3);
    expect(server.stored.has(guides[0].blogPhoto)).toBe(true);
  });
});
