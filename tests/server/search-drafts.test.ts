import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, multipartBody, type TestServer } from './helpers';

/** The command palette finds records by their drafts' values too, and names them as their editors see them. */
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer();
  cookie = await server.signIn('superAdmin');
});
afterAll(async () => {
  await server?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await server.app.inject({ method, url, payload, headers: { cookie } });
  return { status: response.statusCode, body: response.json() as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- plain JSON read by the assertions
}

const hitsOf = async (q: string, key = 'jobs') =>
  (
    (await call('GET', `/api/search?q=${encodeURIComponent(q)}`)).body.groups as Array<{
      key: string;
      label: string;
      hits: Array<{ title: string; path: string }>;
    }>
  ).find((group) => group.key === key)?.hits ?? [];

async function sendForm(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const flag = {
    data: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="6" height="4"><desc>${url}${Date.now()}</desc></svg>`,
    ),
    filename: 'flag.svg',
    type: 'image/svg+xml',
  };
  const { payload, headers } = multipartBody(fields, method === 'POST' ? { flag } : {});
  const response = await server.app.inject({ method, url, payload, headers: { ...headers, cookie } });
  return { status: response.statusCode, body: response.json() as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- plain JSON read by the assertions
}

describe('command palette and drafts', () => {
  it("finds a job by its draft's title, and by its published one, showing the draft's", async () => {
    const created = await call('POST', '/api/job/add', {
      title: 'Warehouse lead',
      department: 'Ops',
      salary: '100 USD Monthly',
      location: 'Remote',
      description: 'A job',
      content: '<p>Work</p>',
      overview: 'Good',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const drafted = await call('PUT', `/api/job/edit/${created.body.data._id}`, {
      title: 'Fulfilment supervisor',
      status: 'draft',
    });
    expect(drafted.body.data).toMatchObject({ state: 'changed' });

    const byDraft = await hitsOf('supervisor');
    expect(byDraft.map((hit) => hit.title)).toEqual(['Fulfilment supervisor']);
    expect(byDraft[0].path).toContain(created.body.data._id);
    expect((await hitsOf('warehouse lead')).map((hit) => hit.title)).toEqual(['Fulfilment supervisor']);
  });

  it('finds a country by its name, a draft country and a draft name too, opening its edit screen', async () => {
    const created = await sendForm('POST', '/api/addCountry', {
      country: 'Zanzibaria',
      countryStatus: 'Active',
      region: 'Palette region',
      description: 'Islands',
      publishStatus: 'draft',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id as string;
    const found = await hitsOf('zanzib', 'countries');
    expect(found).toEqual([
      { title: 'Zanzibaria', description: 'Active', path: `/explore/countries-covered/edit?id=${id}` },
    ]);

    await call('POST', `/api/publishing/countries/${id}/publish`);
    const renamed = await sendForm('PUT', `/api/editCountry/${id}`, { country: 'Pembaland', publishStatus: 'draft' });
    expect(renamed.body.data).toMatchObject({ state: 'changed' });
    expect((await hitsOf('pembaland', 'countries')).map((hit) => hit.title)).toEqual(['Pembaland']);
    expect((await hitsOf('zanzibaria', 'countries')).map((hit) => hit.title)).toEqual(['Pembaland']);
  });

  it('finds a section by its title, slug or page area, a draft too, opening its editor (a banner its own)', async () => {
    const fields = {
      sectionType: 'general',
      isActive: 'true',
      createdBy: 'Admin',
      order: '1',
      'generalSection.heading': 'A heading',
      'generalSection.description': 'A description',
      'generalSection.buttons': '[]',
    };
    const created = await sendForm('POST', '/api/section/create', {
      ...fields,
      title: 'Quokka welcome',
      slug: 'marsupial-intro',
      page: 'palette-area',
      status: 'draft',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id as string;
    const expected = [
      {
        title: 'Quokka welcome',
        description: 'palette-area · draft',
        path: `/edit-section?page=palette-area&id=${id}`,
      },
    ];
    expect(await hitsOf('quokka', 'sections')).toEqual(expected);
    expect(await hitsOf('MARSUPIAL', 'sections')).toEqual(expected);
    expect(await hitsOf('palette-ar', 'sections')).toEqual(expected);

    await call('POST', `/api/publishing/sections/${id}/publish`);
    const renamed = await sendForm('PUT', `/api/section/update/${id}`, { title: 'Wombat greeting', status: 'draft' });
    expect(renamed.body.data).toMatchObject({ state: 'changed' });
    expect(await hitsOf('wombat', 'sections')).toEqual([
      { ...expected[0], title: 'Wombat greeting', description: 'palette-area · changed' },
    ]);
    expect((await hitsOf('quokka', 'sections')).map((hit) => hit.title)).toEqual(['Wombat greeting']);

    const banner = await sendForm('POST', '/api/section/create', {
      ...fields,
      title: 'Platypus banner',
      page: 'banners-component',
    });
    expect(banner.status, JSON.stringify(banner.body)).toBe(201);
    expect((await hitsOf('platypus', 'sections')).map((hit) => hit.path)).toEqual([
      `/banners/edit?page=banners-component&id=${banner.body.data._id}`,
    ]);
  });

  it("finds a section by its body's texts (heading, a card's text, a button's), a draft's too, never by a link", async () => {
    const created = await sendForm('POST', '/api/section/create', {
      sectionType: 'card',
      isActive: 'true',
      createdBy: 'Admin',
      order: '1',
      title: 'Body texts',
      page: 'palette-body',
      'cardSection.heading': 'Echidna heading',
      'cardSection.description': 'About cassowaries',
      'cardSection.buttons': JSON.stringify([{ text: 'Bilby button', url: '/kookaburra' }]),
      'cardSection.cards': JSON.stringify([
        {
          title: 'Numbat card',
          subtitle: '',
          description: 'Quoll details',
          buttons: [{ text: 'Wallaby go', url: '/x' }],
        },
      ]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id as string;
    for (const q of ['echidna', 'CASSOWARIES', 'bilby', 'numbat', 'quoll', 'wallaby'])
      expect(
        (await hitsOf(q, 'sections')).map((hit) => hit.path),
        q,
      ).toEqual([`/edit-section?page=palette-body&id=${id}`]);
    expect(await hitsOf('kookaburra', 'sections')).toEqual([]);

    const changed = await sendForm('PUT', `/api/section/update/${id}`, {
      'cardSection.heading': 'Dingo heading',
      status: 'draft',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await hitsOf('dingo', 'sections')).map((hit) => hit.title)).toEqual(['Body texts']);
  });
});
