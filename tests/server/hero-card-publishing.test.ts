/* eslint-disable @typescript-eslint/no-explicit-any -- the answers read here are plain JSON, checked by the assertions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { createTestServer, multipartBody, type TestServer } from './helpers';

/**
 * Issue 33: the home hero, the dashboard cover and the About Us cards have drafts, publishing, schedules and
 * previews like every other kind (docs/editorial-workflow.md): the content API delivers only what is published.
 * The two heroes are one record each (id 1), so their tests run in order on the same record.
 */
let server: TestServer;
let admin: string;
let editor: string;

const png = (name: string, blue: number) => ({
  data: Buffer.from(gradientPng(64, 40, [22, 104, blue])),
  filename: name,
  type: 'image/png',
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie = admin) {
  const response = await server.app.inject({ method, url, headers: { cookie } });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

async function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1] = {},
  cookie = admin,
) {
  const { payload, headers } = multipartBody(fields, files);
  const response = await server.app.inject({ method, url, payload, headers: { ...headers, cookie } });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

async function publicGet(url: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as Record<string, any>, headers: response.headers };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  server = await createTestServer({
    config: {
      previewUrls: {
        home_hero: 'https://www.example.com/?preview={token}#{slug}',
        dashboard_hero: 'https://www.example.com/dashboard?preview={token}',
        about_cards: 'https://www.example.com/about-us?card={id}&preview={token}',
      },
    },
  });
  admin = await server.signIn('superAdmin');
  editor = await server.signIn('editor');
});
afterAll(async () => {
  await server?.close();
});

describe('the home hero', () => {
  const shownHeading = async (headers?: Record<string, string>) => {
    const answer = await publicGet('/api/content/home-hero', headers);
    return {
      status: answer.status,
      heading: answer.body.data?.heading ?? null,
      headers: answer.headers,
      message: answer.body.message,
    };
  };

  it('is never delivered while a draft; publishing delivers it; a draft edit keeps the published one on the site', async () => {
    const created = await sendForm('POST', '/api/hero/create-general-section', {
      heading: 'Draft hero',
      description: 'First words',
      status: 'draft',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Hero saved as a draft',
      generalSection: { heading: 'Draft hero', status: 'draft', state: 'draft', publishAt: null, unpublishAt: null },
    });
    expect((await shownHeading()).heading).toBeNull();

    const published = await call('POST', '/api/publishing/home_hero/1/publish');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', state: 'published' });
    expect((await shownHeading()).heading).toBe('Draft hero');

    const drafted = await sendForm('PUT', '/api/hero/update-general-section', {
      heading: 'Second hero',
      status: 'draft',
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.generalSection).toMatchObject({
      heading: 'Second hero',
      description: 'First words',
      status: 'published',
      state: 'changed',
    });
    // The admin reads the draft; the site the published hero.
    expect((await call('GET', '/api/hero/get-general-section')).body.generalSection).toMatchObject({
      heading: 'Second hero',
      state: 'changed',
    });
    expect((await shownHeading()).heading).toBe('Draft hero');

    // A plain save by an admin of a published hero goes live.
    const live = await sendForm('PUT', '/api/hero/update-general-section', { heading: 'Live hero' });
    expect(live.body).toMatchObject({
      message: 'Hero saved',
      generalSection: { heading: 'Live hero', state: 'published' },
    });
    expect((await shownHeading()).heading).toBe('Live hero');
  });

  it('shows its draft to a preview token (never cached), and refuses a token of another kind', async () => {
    await sendForm('PUT', '/api/hero/update-general-section', { heading: 'Previewed hero', status: 'draft' });
    const link = await call('POST', '/api/publishing/home_hero/1/preview');
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data.url).toBe(
      `https://www.example.com/?preview=${encodeURIComponent(link.body.data.token)}#home-hero`,
    );
    const preview = await shownHeading({ 'x-preview-token': link.body.data.token });
    expect(preview.heading).toBe('Previewed hero');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect((await shownHeading()).heading).toBe('Live hero');
    const foreign =
      (await call('POST', '/api/publishing/dashboard_hero/1/preview')).body.data?.token ?? 'dashboard_hero.1.x';
    expect((await shownHeading({ 'x-preview-token': foreign })).status).toBe(401);
    // Publishing the previewed draft ends this test where the next starts: on the site, no draft.
    await call('POST', '/api/publishing/home_hero/1/publish');
    expect((await shownHeading()).heading).toBe('Previewed hero');
  });

  it('publishes a draft at its time and takes the hero off at its unpublish time', async () => {
    const publishAt = soon(1500);
    const unpublishAt = soon(4000);
    const scheduled = await sendForm('PUT', '/api/hero/update-general-section', {
      heading: 'Scheduled hero',
      status: 'draft',
      publishAt,
      unpublishAt,
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.generalSection).toMatchObject({ state: 'scheduled', publishAt, unpublishAt });
    const before = await shownHeading();
    if (Date.now() < new Date(publishAt).getTime() - 100) expect(before.heading).toBe('Previewed hero');

    expect(
      (
        await until(
          () => shownHeading(),
          (shown) => shown.heading === 'Scheduled hero',
        )
      ).heading,
    ).toBe('Scheduled hero');
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishAt).getTime());
    const applied = await until(
      async () => (await call('GET', '/api/hero/get-general-section')).body.generalSection,
      (hero) => hero.state === 'published',
    );
    expect(applied).toMatchObject({
      heading: 'Scheduled hero',
      status: 'published',
      state: 'published',
      publishAt: null,
      unpublishAt,
    });

    expect(
      (
        await until(
          () => shownHeading(),
          (shown) => shown.heading === null,
        )
      ).heading,
    ).toBeNull();
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(unpublishAt).getTime());
    const off = await until(
      async () => (await call('GET', '/api/hero/get-general-section')).body.generalSection,
      (hero) => hero.status === 'draft',
    );
    expect(off).toMatchObject({ status: 'draft', state: 'draft', unpublishAt: null });
    await call('POST', '/api/publishing/home_hero/1/publish');
  });

  it("keeps an editor's save a draft; publishing or scheduling it answers 403", async () => {
    const refused = await sendForm(
      'PUT',
      '/api/hero/update-general-section',
      { heading: 'Editor hero', status: 'published' },
      {},
      editor,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role cannot publish: save it as a draft and ask an admin to publish it');
    expect(
      (
        await sendForm(
          'PUT',
          '/api/hero/update-general-section',
          { heading: 'Editor hero', publishAt: soon(60_000) },
          {},
          editor,
        )
      ).status,
    ).toBe(403);
    const drafted = await sendForm('PUT', '/api/hero/update-general-section', { heading: 'Editor hero' }, {}, editor);
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body).toMatchObject({
      message: 'Hero saved as a draft',
      generalSection: { heading: 'Editor hero', state: 'changed' },
    });
    expect((await shownHeading()).heading).toBe('Scheduled hero');
    expect((await call('POST', '/api/publishing/home_hero/1/publish', editor)).status).toBe(403);
    expect((await call('POST', '/api/publishing/home_hero/1/unpublish', editor)).status).toBe(403);
  });

  it('answers 404 for a hero id other than 1, and for id 1 of a kind with many records', async () => {
    expect((await call('POST', '/api/publishing/home_hero/00000000-0000-4000-8000-000000000000/publish')).status).toBe(
      404,
    );
    expect((await call('POST', '/api/publishing/faqs/1/publish')).status).toBe(404);
    expect((await call('POST', '/api/publishing/home_hero/2/publish')).status).toBe(400);
  });
});

describe('the dashboard cover', () => {
  const shownCover = async (headers?: Record<string, string>) => {
    const answer = await publicGet('/api/content/dashboard-hero', headers);
    return {
      status: answer.status,
      cover: (answer.body.data?.cover as string | undefined) ?? null,
      headers: answer.headers,
    };
  };
  const fileOf = (address: string | null) => address?.split('/').at(-1) ?? null;

  it('keeps a draft cover off the site until published; a save without a file publishes or schedules what is there', async () => {
    const created = await sendForm(
      'POST',
      '/api/dashboard-hero/edit',
      { status: 'draft' },
      { cover: png('first.png', 200) },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ message: 'Cover saved as a draft', status: 'draft', state: 'draft' });
    const first = created.body.cover as string;
    expect((await shownCover()).cover).toBeNull();
    expect((await call('GET', '/api/dashboard-hero')).body).toMatchObject({
      hero: first,
      status: 'draft',
      state: 'draft',
    });

    // Publishing with a save that sends no new cover.
    const published = await sendForm('POST', '/api/dashboard-hero/edit', { status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ cover: first, state: 'published' });
    expect(fileOf((await shownCover()).cover)).toBe(fileOf(first));

    // A new cover as a draft: the site keeps the first, whose file stays stored.
    const drafted = await sendForm(
      'POST',
      '/api/dashboard-hero/edit',
      { status: 'draft' },
      { cover: png('second.png', 120) },
    );
    expect(drafted.body).toMatchObject({ state: 'changed' });
    const second = drafted.body.cover as string;
    expect(second).not.toBe(first);
    expect(fileOf((await shownCover()).cover)).toBe(fileOf(first));
    const token = (await call('POST', '/api/publishing/dashboard_hero/1/preview')).body.data.token as string;
    const preview = await shownCover({ 'x-preview-token': token });
    expect(fileOf(preview.cover)).toBe(fileOf(second));
    expect(preview.headers['cache-control']).toBe('private, no-store');
    // The published cover's file stays stored while the draft waits.
    expect((await server.app.inject({ method: 'GET', url: first.replace(/^https?:\/\/[^/]+/, '') })).statusCode).toBe(
      200,
    );

    expect((await call('POST', '/api/publishing/dashboard_hero/1/publish')).status).toBe(200);
    expect(fileOf((await shownCover()).cover)).toBe(fileOf(second));
  });

  it('publishes at its time and unpublishes at its time', async () => {
    const publishAt = soon(1500);
    const unpublishAt = soon(4000);
    const scheduled = await sendForm(
      'POST',
      '/api/dashboard-hero/edit',
      { status: 'draft', publishAt, unpublishAt },
      { cover: png('third.png', 60) },
    );
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body).toMatchObject({ state: 'scheduled', publishAt, unpublishAt });
    const third = scheduled.body.cover as string;
    expect(
      fileOf(
        (
          await until(
            () => shownCover(),
            (shown) => fileOf(shown.cover) === fileOf(third),
          )
        ).cover,
      ),
    ).toBe(fileOf(third));
    expect(
      (
        await until(
          async () => (await call('GET', '/api/dashboard-hero')).body,
          (hero) => hero.state === 'published',
        )
      ).state,
    ).toBe('published');
    expect(
      (
        await until(
          () => shownCover(),
          (shown) => shown.cover === null,
        )
      ).cover,
    ).toBeNull();
    expect(
      (
        await until(
          async () => (await call('GET', '/api/dashboard-hero')).body,
          (hero) => hero.status === 'draft',
        )
      ).status,
    ).toBe('draft');
  });

  it("keeps an editor's new cover a draft; publishing answers 403", async () => {
    await call('POST', '/api/publishing/dashboard_hero/1/publish');
    const live = (await shownCover()).cover;
    expect(live).not.toBeNull();
    expect(
      (
        await sendForm(
          'POST',
          '/api/dashboard-hero/edit',
          { status: 'published' },
          { cover: png('editor.png', 30) },
          editor,
        )
      ).status,
    ).toBe(403);
    const drafted = await sendForm('POST', '/api/dashboard-hero/edit', {}, { cover: png('editor.png', 30) }, editor);
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body).toMatchObject({ message: 'Cover saved as a draft', state: 'changed' });
    expect((await shownCover()).cover).toBe(live);
    expect((await call('POST', '/api/publishing/dashboard_hero/1/publish', editor)).status).toBe(403);
  });
});

describe('About Us cards', () => {
  let counter = 0;
  const named = () => `Card${(counter += 1)}x${Date.now().toString(36)}`;
  const addCard = (title: string, fields: Record<string, string> = {}, cookie = admin) =>
    sendForm('POST', '/api/card/add', { title, content: 'Words', row: '1', ...fields }, {}, cookie);
  const shownTitles = async (prefix: string, headers?: Record<string, string>) => {
    const answer = await publicGet('/api/content/about-cards', headers);
    const titles =
      answer.status === 200
        ? (answer.body.data as Array<{ title: string }>)
            .map((card) => card.title)
            .filter((title) => title.startsWith(prefix))
        : [];
    return { status: answer.status, titles, headers: answer.headers };
  };
  const listed = async (id: string) =>
    (await call('GET', '/api/card/get')).body.cards.find((card: { _id: string }) => card._id === id);

  it('never delivers a card created as a draft; publishing delivers it; a draft edit keeps the published one', async () => {
    const name = named();
    const created = await addCard(`${name}-one`, { status: 'draft' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Card saved as a draft',
      data: { status: 'draft', state: 'draft', publishAt: null, unpublishAt: null },
    });
    const id = created.body.data._id as string;
    expect((await shownTitles(name)).titles).toEqual([]);
    expect((await call('POST', `/api/publishing/about_cards/${id}/publish`)).body.data).toMatchObject({
      state: 'published',
    });
    expect((await shownTitles(name)).titles).toEqual([`${name}-one`]);

    const drafted = await sendForm('PUT', `/api/card/edit/${id}`, { title: `${name}-two`, status: 'draft' });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.data).toMatchObject({ title: `${name}-two`, content: 'Words', state: 'changed' });
    expect(await listed(id)).toMatchObject({ title: `${name}-two`, state: 'changed' });
    expect((await shownTitles(name)).titles).toEqual([`${name}-one`]);
    const token = (await call('POST', `/api/publishing/about_cards/${id}/preview`)).body.data.token as string;
    const preview = await shownTitles(name, { 'x-preview-token': token });
    expect(preview.titles).toEqual([`${name}-two`]);
    expect(preview.headers['cache-control']).toBe('private, no-store');

    await call('POST', `/api/publishing/about_cards/${id}/publish`);
    expect((await shownTitles(name)).titles).toEqual([`${name}-two`]);
    await call('POST', `/api/publishing/about_cards/${id}/unpublish`);
    expect((await shownTitles(name)).titles).toEqual([]);
  });

  it('publishes and unpublishes at the scheduled times', async () => {
    const name = named();
    const publishAt = soon(1500);
    const unpublishAt = soon(4000);
    const created = await addCard(`${name}-one`, { status: 'draft', publishAt, unpublishAt });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ state: 'scheduled', publishAt, unpublishAt });
    expect(
      (
        await until(
          () => shownTitles(name),
          (shown) => shown.titles.length > 0,
        )
      ).titles,
    ).toEqual([`${name}-one`]);
    expect(
      await until(
        () => listed(created.body.data._id),
        (card) => card.state === 'published',
      ),
    ).toMatchObject({ status: 'published', publishAt: null });
    expect(
      (
        await until(
          () => shownTitles(name),
          (shown) => shown.titles.length === 0,
        )
      ).titles,
    ).toEqual([]);
    expect(
      await until(
        () => listed(created.body.data._id),
        (card) => card.status === 'draft',
      ),
    ).toMatchObject({ state: 'draft', unpublishAt: null });
  });

  it("keeps an editor's cards drafts; publishing answers 403", async () => {
    const name = named();
    expect((await addCard(`${name}-one`, { status: 'published' }, editor)).status).toBe(403);
    const created = await addCard(`${name}-one`, {}, editor);
    expect(created.body.data).toMatchObject({ status: 'draft', state: 'draft' });
    expect((await shownTitles(name)).titles).toEqual([]);
    expect((await call('POST', `/api/publishing/about_cards/${created.body.data._id}/publish`, editor)).status).toBe(
      403,
    );
    await call('POST', `/api/publishing/about_cards/${created.body.data._id}/publish`);
    const changed = await sendForm(
      'PUT',
      `/api/card/edit/${created.body.data._id}`,
      { title: `${name}-two` },
      {},
      editor,
    );
    expect(changed.body).toMatchObject({ message: 'Card saved as a draft', data: { state: 'changed' } });
    expect((await shownTitles(name)).titles).toEqual([`${name}-one`]);
  });
});

describe('a new record whose key another record holds in its draft', () => {
  it("refuses a legal page whose title is in another page's draft (409, as an edit)", async () => {
    const page = await server.app.inject({
      method: 'POST',
      url: '/api/guides/add',
      payload: { title: 'Shipping terms', content: '<p>Terms</p>' },
      headers: { cookie: admin },
    });
    const id = page.json().data._id as string;
    const drafted = await server.app.inject({
      method: 'PUT',
      url: `/api/guides/edit/${id}`,
      payload: { title: 'Returns terms', status: 'draft' },
      headers: { cookie: admin },
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const clash = await server.app.inject({
      method: 'POST',
      url: '/api/guides/add',
      payload: { title: 'RETURNS TERMS', content: '<p>More</p>' },
      headers: { cookie: admin },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Another legal page already has this title');
    expect((await server.db.selectFrom('legal_pages').select('id').execute()).length).toBe(1);
  });

  it("refuses an article whose slug is in another article's draft (409, as an edit); another kind may use it", async () => {
    const fields = (slug: string) => ({
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
    const first = await sendForm('POST', '/api/blog/create', fields('first-slug'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(
      (await sendForm('PUT', `/api/blog/edit/${first.body.data._id}`, { slug: 'wanted-slug', status: 'draft' })).status,
    ).toBe(200);
    const clash = await sendForm('POST', '/api/blog/create', fields('Wanted-Slug'));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Another blog already uses this slug; choose another one');
    const guide = await sendForm('POST', '/api/blog/create', { ...fields('wanted-slug'), isGuidesBlog: 'true' });
    expect(guide.status, JSON.stringify(guide.body)).toBe(201);
  });

  it("refuses a country whose name is in another country's draft (400, as an edit), and such a draft", async () => {
    const flag = {
      data: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      filename: 'flag.svg',
      type: 'image/svg+xml',
    };
    const country = (name: string) => ({
      country: name,
      region: 'North Africa',
      description: 'The north',
      countryStatus: 'Active',
    });
    const added = await sendForm('POST', '/api/addCountry', country('Morocco'), { flag });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.data?._id ?? added.body.country?._id;
    const drafted = await sendForm('PUT', `/api/editCountry/${id}`, { ...country('Tunisia'), publishStatus: 'draft' });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    const clash = await sendForm('POST', '/api/addCountry', country('tunisia'), { flag });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe('Tunisia is already on your map');
    // A draft taking it is refused too.
    const other = await sendForm('POST', '/api/addCountry', country('Egypt'), { flag });
    const otherId = other.body.data?._id ?? other.body.country?._id;
    const draftClash = await sendForm('PUT', `/api/editCountry/${otherId}`, {
      ...country('TUNISIA'),
      publishStatus: 'draft',
    });
    expect(draftClash.status).toBe(400);
    expect(draftClash.body.message).toBe('Tunisia is already on your map');
  });
});
