import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

// Issue 15, items 2 and 3: an edit keeps every stored field the client did not send (only a field sent
// empty is cleared), and the version check answers 409 only to a client that sent a stale version.

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

const png = (name = 'image.png', width = 80, height = 40) =>
  new File([new Uint8Array(gradientPng(width, height, [30, 120, 200]))], name, { type: 'image/png' });

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untypedDb = () => server.db as any;
const rowOf = async (table: string, id: string): Promise<Row> =>
  (await untypedDb().selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
const without = (row: Row, ...keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key) && key !== 'updated_at'));

async function json(method: 'POST' | 'PUT', path: string, payload: object, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method, url: `/api${path}`, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

/** A multipart request with extra headers (If-Match, If-Unmodified-Since). */
async function form(
  method: 'PUT',
  path: string,
  fields: Record<string, string | File>,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const encoded = new Response(body);
  const response = await server.app.inject({
    method,
    url: `/api${path}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...headers },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Sends one changed field and checks every other stored column is as it was. */
async function expectOnlyChanged(
  table: string,
  id: string,
  columns: string[],
  edit: () => Promise<{ status: number; body: { message?: string } }>,
) {
  const before = await rowOf(table, id);
  const answer = await edit();
  expect(answer.status, answer.body.message).toBe(200);
  const after = await rowOf(table, id);
  expect(without(after, ...columns)).toEqual(without(before, ...columns));
  for (const column of columns) expect(after[column]).not.toEqual(before[column]);
  return after;
}

const job = {
  title: 'Dispatcher',
  department: 'Operations',
  salary: '4500 USD Monthly',
  location: 'Casablanca',
  description: 'Plans routes',
  content: '<p>Daily routes</p>',
  overview: 'Keeps trucks moving',
  remote: true,
};

describe('an edit keeps what the client did not send', () => {
  it('section: the meta fields, image and buttons stay when only the title is sent; a field sent empty is cleared', async () => {
    const created = await send(server.app, 'POST', '/section/create', {
      title: 'Fast COD',
      sectionType: 'general',
      page: 'home',
      order: '1',
      metaDescription: 'Cash on delivery',
      metaKeywords: 'cod, africa',
      'generalSection.heading': 'Cash on delivery',
      'generalSection.description': 'Confirm, ship, collect.',
      'generalSection.buttons': JSON.stringify([
        { text: 'Start', icon: '', url: '/start', target: '_self', variant: 'primary', order: 0, labels: [] },
      ]),
      'generalSection.imageDimensions': JSON.stringify({ width: 80, height: 40 }),
      image: png(),
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const after = await expectOnlyChanged('sections', id, ['title'], () =>
      send(server.app, 'PUT', `/section/update/${id}`, { title: 'Faster COD' }),
    );
    expect(after).toMatchObject({ meta_description: 'Cash on delivery', meta_keywords: 'cod, africa' });
    expect(String((after.body as Row).image)).toMatch(/^\/uploads\//);

    const cleared = await send(server.app, 'PUT', `/section/update/${id}`, { metaKeywords: '' });
    expect(cleared.status).toBe(200);
    expect(await rowOf('sections', id)).toMatchObject({
      meta_keywords: '',
      meta_description: 'Cash on delivery',
      title: 'Faster COD',
    });
    // A required field sent empty is still refused, and nothing is written.
    expect(await send(server.app, 'PUT', `/section/update/${id}`, { title: '' })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Title is required' },
    });
    expect((await rowOf('sections', id)).title).toBe('Faster COD');
  });

  it('country: the flag, region and name stay when only the status is sent', async () => {
    const created = await send(server.app, 'POST', '/addCountry', {
      country: 'Morocco',
      countryStatus: 'Active',
      region: 'North Africa',
      description: 'Maghreb hubs',
      flag: png('flag.png'),
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    await expectOnlyChanged('countries', id, ['status'], () =>
      send(server.app, 'PUT', `/editCountry/${id}`, { countryStatus: 'Pending' }),
    );
    expect(await send(server.app, 'PUT', `/editCountry/${id}`, { country: '' })).toMatchObject({ status: 400 });
  });

  it('job: only the title changes; remote stays true', async () => {
    const created = await json('POST', '/job/add', job);
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const after = await expectOnlyChanged('jobs', id, ['title'], () =>
      json('PUT', `/job/edit/${id}`, { title: 'Senior dispatcher' }),
    );
    expect(after.remote).toBe(true);
    expect((await json('PUT', `/job/edit/${id}`, { location: '' })).status).toBe(400);
  });

  it('FAQ: only the answer changes; the row stays', async () => {
    const created = await json('POST', '/faq/add', { question: 'What is COD?', answer: 'Cash on delivery.', row: 1 });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    await expectOnlyChanged('faqs', id, ['answer'], () =>
      json('PUT', `/faq/edit/${id}`, { answer: 'Paid when delivered.' }),
    );
  });

  it('legal page, SEO entry and pricing plan: one field sent, the others kept', async () => {
    await server.seedDemo('legal-pages');
    await server.seedDemo('seo');
    await server.seedDemo('pricing');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = server.db as any;
    const legal = (await db.selectFrom('legal_pages').selectAll().executeTakeFirstOrThrow()) as Row;
    await expectOnlyChanged('legal_pages', String(legal.id), ['title'], () =>
      json('PUT', `/guides/edit/${legal.id}`, { title: 'Terms (2026)' }),
    );

    const seo = (await db.selectFrom('seo_pages').selectAll().executeTakeFirstOrThrow()) as Row;
    await expectOnlyChanged('seo_pages', String(seo.id), ['meta_description'], () =>
      json('PUT', `/sections/seo-update/${encodeURIComponent(String(seo.title))}`, {
        metaDescription: 'A new description',
      }),
    );
    await expectOnlyChanged('seo_pages', String(seo.id), ['meta_keywords'], () =>
      json('PUT', `/sections/seo-update/${encodeURIComponent(String(seo.title))}`, { metaKeywords: '' }),
    );
    expect((await rowOf('seo_pages', String(seo.id))).meta_keywords).toEqual([]);

    const plan = (await db.selectFrom('pricing_plans').selectAll().executeTakeFirstOrThrow()) as Row;
    await db
      .updateTable('pricing_plans')
      .set({ media: 'https://cdn.example.com/plan.png' })
      .where('id', '=', plan.id)
      .execute();
    const after = await expectOnlyChanged('pricing_plans', String(plan.id), ['plan_name'], () =>
      json('PUT', `/pricingModel/update/${plan.id}`, { planName: 'Growth plus' }),
    );
    expect(after.media).toBe('https://cdn.example.com/plan.png');
    expect((await json('PUT', `/pricingModel/update/${plan.id}`, { features: [] })).status).toBe(400);
  });

  it('review, about card and podcast: the image stays when not re-uploaded', async () => {
    const review = await send(server.app, 'POST', '/reviews/add', {
      firstName: 'Amina',
      lastName: 'Diallo',
      role: 'CEO',
      title: 'Great',
      description: 'Fast payouts',
      row: '1',
      avatar: png('a.png'),
    });
    expect(review.status).toBe(201);
    const reviewId = review.body.data._id as string;
    await expectOnlyChanged('reviews', reviewId, ['title'], () =>
      send(server.app, 'PUT', `/reviews/edit/${reviewId}`, { title: 'Excellent' }),
    );

    const card = await send(server.app, 'POST', '/card/add', {
      title: 'Mission',
      content: 'Deliver',
      row: '1',
      media: png('m.png'),
    });
    expect(card.status).toBe(201);
    const cardId = card.body.data._id as string;
    await expectOnlyChanged('about_cards', cardId, ['content'], () =>
      send(server.app, 'PUT', `/card/edit/${cardId}`, { content: 'Deliver everywhere' }),
    );

    const podcast = await send(server.app, 'POST', '/podcast/add', {
      title: 'COD talk',
      url: 'https://example.com/ep1',
      dateScheduled: '2026-12-05',
      category: 'Call Center',
      isLiveNow: 'true',
      cover: png('c.png'),
    });
    expect(podcast.status, podcast.body.message).toBe(201);
    const podcastId = podcast.body.data._id as string;
    const after = await expectOnlyChanged('podcasts', podcastId, ['title'], () =>
      send(server.app, 'PUT', `/podcast/edit/${podcastId}`, { title: 'COD talk, ep. 1' }),
    );
    expect(after.is_live_now).toBe(true);
  });

  it('article: only the title changes; cover, slug, status and content stay', async () => {
    const created = await send(server.app, 'POST', '/blog/create', {
      subtitle: 'Sub',
      title: 'COD in 2026',
      creator: 'Team',
      date: '2026-11-01',
      readTime: '4',
      description: 'What changed',
      category: 'Call Center',
      slug: 'cod-2026',
      metaDescription: 'COD news',
      content: '<p>Body</p>',
      status: 'draft',
      blogPhoto: png('cover.png', 1062, 530),
    });
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data._id as string;
    const after = await expectOnlyChanged('articles', id, ['title'], () =>
      send(server.app, 'PUT', `/blog/edit/${id}`, { title: 'COD in 2027' }),
    );
    expect(after).toMatchObject({ published: false, slug: 'cod-2026' });
  });

  it('admin: only the first name changes; e-mail and role stay', async () => {
    const created = await json('POST', '/admin/signup', {
      FName: 'Sara',
      LName: 'Benali',
      email: 'sara.partial@example.com',
      password: 'Another-password-1',
      role: 'editor',
    });
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data._id as string;
    await expectOnlyChanged('admins', id, ['f_name'], () => json('PUT', `/admin/update/${id}`, { FName: 'Sarah' }));
  });

  it('home hero: the description and image stay when only the heading is sent', async () => {
    expect(
      (
        await send(server.app, 'POST', '/hero/create-general-section', {
          heading: 'Ship more',
          description: 'Across Africa',
          image: png('h.png'),
        })
      ).status,
    ).toBe(201);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const before = (await (server.db as any).selectFrom('home_hero').selectAll().executeTakeFirstOrThrow()) as Row;
    expect((await send(server.app, 'PUT', '/hero/update-general-section', { heading: 'Ship even more' })).status).toBe(
      200,
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const after = (await (server.db as any).selectFrom('home_hero').selectAll().executeTakeFirstOrThrow()) as Row;
    expect(after).toMatchObject({ heading: 'Ship even more', description: before.description, image: before.image });
  });
});

describe('the version check', () => {
  const httpDate = (at: number) => new Date(at).toUTCString();

  it('JSON edit: stale updatedAt → 409, current → 200, none → 200', async () => {
    const created = await json('POST', '/job/add', job);
    const id = created.body.data._id as string;
    const first = created.body.data.updatedAt as string;
    const current = await json('PUT', `/job/edit/${id}`, { title: 'Version 2', updatedAt: first });
    expect(current.status).toBe(200);
    expect(await json('PUT', `/job/edit/${id}`, { title: 'Lost', updatedAt: first })).toMatchObject({
      status: 409,
      body: { success: false },
    });
    expect((await rowOf('jobs', id)).title).toBe('Version 2');
    expect((await json('PUT', `/job/edit/${id}`, { title: 'No version' })).status).toBe(200);
  });

  it('multipart edit without updatedAt is accepted (PUT /editCountry/{id}); a stale one answers 409', async () => {
    const created = await send(server.app, 'POST', '/addCountry', {
      country: 'Kenya',
      countryStatus: 'Active',
      region: 'East Africa',
      description: 'Nairobi hub',
      flag: png('k.png'),
    });
    const id = created.body.data._id as string;
    const first = created.body.data.updatedAt as string;
    expect(
      (
        await send(server.app, 'PUT', `/editCountry/${id}`, {
          country: 'Kenya',
          countryStatus: 'Inactive',
          region: 'East Africa',
          description: 'Nairobi hub',
        })
      ).status,
    ).toBe(200);
    expect(
      (await send(server.app, 'PUT', `/editCountry/${id}`, { countryStatus: 'Active', updatedAt: first })).status,
    ).toBe(409);
    expect((await rowOf('countries', id)).status).toBe('Inactive');
  });

  it('If-Match: the updatedAt edited (quoted or not); stale → 409, current → 200', async () => {
    const created = await json('POST', '/job/add', job);
    const id = created.body.data._id as string;
    const first = created.body.data.updatedAt as string;
    const changed = await json('PUT', `/job/edit/${id}`, { title: 'Changed' }, { 'if-match': `"${first}"` });
    expect(changed.status).toBe(200);
    expect((await json('PUT', `/job/edit/${id}`, { title: 'Lost' }, { 'if-match': `"${first}"` })).status).toBe(409);
    expect(
      (await json('PUT', `/job/edit/${id}`, { title: 'Kept' }, { 'if-match': changed.body.data.updatedAt })).status,
    ).toBe(200);
    expect((await json('PUT', `/job/edit/${id}`, { title: 'Bad' }, { 'if-match': '"not a version"' })).status).toBe(
      400,
    );
    expect((await rowOf('jobs', id)).title).toBe('Kept');
  });

  it('If-Unmodified-Since on a multipart edit: before the last change → 409, after it → 200', async () => {
    const created = await send(server.app, 'POST', '/card/add', { title: 'Vision', content: 'Everywhere', row: '1' });
    const id = created.body.data._id as string;
    const stored = new Date(created.body.data.updatedAt as string).getTime();
    expect(
      (await form('PUT', `/card/edit/${id}`, { title: 'Lost' }, { 'if-unmodified-since': httpDate(stored - 60_000) }))
        .status,
    ).toBe(409);
    expect((await rowOf('about_cards', id)).title).toBe('Vision');
    expect(
      (await form('PUT', `/card/edit/${id}`, { title: 'Kept' }, { 'if-unmodified-since': httpDate(stored + 1000) }))
        .status,
    ).toBe(200);
    expect((await rowOf('about_cards', id)).title).toBe('Kept');
  });

  it('a body updatedAt wins over the headers', async () => {
    const created = await json('POST', '/job/add', job);
    const id = created.body.data._id as string;
    const first = created.body.data.updatedAt as string;
    expect(
      (
        await json(
          'PUT',
          `/job/edit/${id}`,
          { title: 'Body wins', updatedAt: first },
          { 'if-unmodified-since': httpDate(0) },
        )
      ).status,
    ).toBe(200);
  });
});
