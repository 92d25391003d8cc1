/* eslint-disable @typescript-eslint/no-explicit-any -- the answers read here are plain JSON, checked by the assertions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../packages/server/src/content-state/preview-token';
import { createTestServer, multipartBody, type TestServer } from './helpers';

/**
 * Drafts, publishing, schedules, previews and restores of countries (docs/editorial-workflow.md). The spec's
 * `status` is a country's Active / Inactive / Pending: the publishing status is `publishStatus`, in forms and
 * answers alike.
 */
let server: TestServer;
let superAdmin: string;
let editor: string;
let counter = 0;

const svgFlag = () => ({
  data: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="red"/><desc>flag ${counter++}</desc></svg>`,
  ),
  filename: 'flag.svg',
  type: 'image/svg+xml',
});

async function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, unknown>,
  withFlag: boolean,
  cookie = superAdmin,
) {
  const text = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value === null ? '' : String(value)]),
  );
  const { payload, headers } = multipartBody(text, withFlag ? { flag: svgFlag() } : {});
  const response = await server.app.inject({ method, url, payload, headers: { ...headers, cookie } });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

async function call(method: 'GET' | 'POST', url: string, cookie = superAdmin) {
  const response = await server.app.inject({ method, url, headers: { cookie } });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

/** A country name and region unique to one test. */
function names() {
  counter += 1;
  const tag = `${counter}${Date.now().toString(36)}`.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]);
  return { name: `Land ${tag}`, renamed: `Land ${tag} renamed`, region: `Region ${tag}` };
}

const create = (name: string, region: string, publishing: Record<string, unknown> = {}, cookie = superAdmin) =>
  sendForm(
    'POST',
    '/api/addCountry',
    { country: name, countryStatus: 'Active', region, description: 'First description', ...publishing },
    true,
    cookie,
  );

const edit = (id: string, fields: Record<string, unknown>, cookie = superAdmin) =>
  sendForm('PUT', `/api/editCountry/${id}`, fields, false, cookie);

/** What the public content API shows of a region: its description and its countries' names ([] when not delivered). */
async function shown(region: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/content/countries?region=${encodeURIComponent(region)}`,
    headers,
  });
  const body = response.json() as Record<string, any>;
  const found =
    response.statusCode === 200
      ? (body.data as Array<{ region: string; description: string; countries: Array<{ name: string }> }>).find(
          (item) => item.region === region,
        )
      : undefined;
  return {
    status: response.statusCode,
    description: found?.description ?? null,
    names: found?.countries.map((country) => country.name) ?? [],
    headers: response.headers,
    message: body.message as string | undefined,
  };
}

/** The country in the admin list, as its editors see it, with its region. */
async function listed(id: string): Promise<Record<string, any> | undefined> {
  const regions = (await call('GET', '/api/getAllCountries')).body.data.data as Array<{
    region: string;
    description: string;
    countries: Array<Record<string, any>>;
  }>;
  for (const region of regions) {
    const country = region.countries.find((each) => each._id === id);
    if (country) return { ...country, region: region.region, description: region.description };
  }
  return undefined;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  server = await createTestServer({
    config: { previewUrls: { countries: 'https://www.example.com/coverage?preview={token}' } },
  });
  superAdmin = await server.signIn('superAdmin');
  editor = await server.signIn('editor');
});
afterAll(async () => {
  await server?.close();
});

describe('drafts and publishing of countries', () => {
  it('never delivers a country created as a draft; publishing delivers it; the spec status stays its own', async () => {
    const { name, region } = names();
    const created = await create(name, region, { publishStatus: 'draft' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Country saved as a draft');
    expect(created.body.data).toMatchObject({
      country: name,
      status: 'Active',
      publishStatus: 'draft',
      state: 'draft',
      publishAt: null,
      unpublishAt: null,
    });
    expect((await shown(region)).names).toEqual([]);

    const published = await call('POST', `/api/publishing/countries/${created.body.data._id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await shown(region)).names).toEqual([name]);
    expect(await listed(created.body.data._id)).toMatchObject({
      status: 'Active',
      publishStatus: 'published',
      state: 'published',
    });

    const unpublished = await call('POST', `/api/publishing/countries/${created.body.data._id}/unpublish`);
    expect(unpublished.body.data).toMatchObject({ status: 'draft', state: 'draft' });
    expect((await shown(region)).names).toEqual([]);
  });

  it("keeps the published country and its region's description on the site while a draft changes them; publishing shows both", async () => {
    const { name, renamed, region } = names();
    const created = await create(name, region);
    expect(created.body.data).toMatchObject({ publishStatus: 'published', state: 'published' });
    const id = created.body.data._id as string;

    const drafted = await edit(id, {
      country: renamed,
      countryStatus: 'Pending',
      description: 'Second description',
      publishStatus: 'draft',
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.message).toBe('Country saved as a draft');
    expect(drafted.body.data).toMatchObject({
      country: renamed,
      status: 'Pending',
      publishStatus: 'published',
      state: 'changed',
    });
    expect(await listed(id)).toMatchObject({ country: renamed, state: 'changed', description: 'Second description' });
    expect(await shown(region)).toMatchObject({ names: [name], description: 'First description' });

    await call('POST', `/api/publishing/countries/${id}/publish`);
    expect(await shown(region)).toMatchObject({ names: [renamed], description: 'Second description' });
    expect(await listed(id)).toMatchObject({ state: 'published', status: 'Pending' });
  });

  it('moves a country to a new region only when its draft is published, and drops the region it left', async () => {
    const { name, region } = names();
    const created = await create(name, region);
    const id = created.body.data._id as string;
    const target = `${region} moved`;
    const drafted = await edit(id, { region: target, publishStatus: 'draft' });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(await listed(id)).toMatchObject({ region: target, state: 'changed' });
    expect((await shown(region)).names).toEqual([name]);
    expect((await shown(target)).names).toEqual([]);

    await call('POST', `/api/publishing/countries/${id}/publish`);
    expect((await shown(target)).names).toEqual([name]);
    const regionNames = (await server.db.selectFrom('country_regions').select('name').execute()).map((row) => row.name);
    expect(regionNames).toContain(target);
    expect(regionNames).not.toContain(region);
  });

  it('publishes and unpublishes at the scheduled times', async () => {
    const { name, region } = names();
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const unpublishAt = new Date(Date.now() + 4000).toISOString();
    const created = await create(name, region, { publishStatus: 'draft', publishAt, unpublishAt });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ publishStatus: 'draft', state: 'scheduled', publishAt, unpublishAt });
    const before = await shown(region);
    if (Date.now() < new Date(publishAt).getTime() - 100) expect(before.names).toEqual([]);

    const live = await until(
      () => shown(region),
      (answer) => answer.names.length > 0,
    );
    expect(live.names).toEqual([name]);
    const published = await until(
      () => listed(created.body.data._id),
      (country) => country?.state === 'published',
    );
    expect(published).toMatchObject({ publishStatus: 'published', state: 'published', publishAt: null, unpublishAt });

    const gone = await until(
      () => shown(region),
      (answer) => answer.names.length === 0,
    );
    expect(gone.names).toEqual([]);
    const off = await until(
      () => listed(created.body.data._id),
      (country) => country?.publishStatus === 'draft',
    );
    expect(off).toMatchObject({ publishStatus: 'draft', state: 'draft', unpublishAt: null });
  });

  it('shows the draft to a valid preview token, never cached; refuses a tampered or expired token with 401', async () => {
    const { name, renamed, region } = names();
    const created = await create(name, region);
    const id = created.body.data._id as string;
    await edit(id, { country: renamed, publishStatus: 'draft' });

    const link = await call('POST', `/api/publishing/countries/${id}/preview`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const { url, token } = link.body.data;
    expect(url).toBe(`https://www.example.com/coverage?preview=${encodeURIComponent(token)}`);

    const preview = await shown(region, { 'x-preview-token': token });
    expect(preview.names).toEqual([renamed]);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const visitor = await shown(region);
    expect(visitor.names).toEqual([name]);
    expect(visitor.headers['cache-control']).toMatch(/^public/);

    expect(await shown(region, { 'x-preview-token': `${token.slice(0, -2)}xx` })).toMatchObject({
      status: 401,
      message: 'This preview token is not valid',
    });
    const secret = (await server.db.selectFrom('preview_keys').select('secret').executeTakeFirstOrThrow()).secret;
    expect(
      await shown(region, { 'x-preview-token': signPreviewToken(secret, 'faqs', new Date(Date.now() + 60_000)) }),
    ).toMatchObject({ status: 401 });
    expect(
      await shown(region, { 'x-preview-token': signPreviewToken(secret, 'countries', new Date(Date.now() - 1000)) }),
    ).toMatchObject({ status: 401, message: expect.stringMatching(/expired/) });
  });

  it('lets an editor save drafts only: publishing, scheduling and the publish action answer 403', async () => {
    const { name, renamed, region } = names();
    const refused = await create(name, region, { publishStatus: 'published' }, editor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/cannot publish/);
    expect(
      (await create(name, region, { publishAt: new Date(Date.now() + 60_000).toISOString() }, editor)).status,
    ).toBe(403);

    const drafted = await create(name, region, {}, editor);
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    expect(drafted.body.data).toMatchObject({ publishStatus: 'draft', state: 'draft' });
    expect((await shown(region)).names).toEqual([]);
    expect((await call('POST', `/api/publishing/countries/${drafted.body.data._id}/publish`, editor)).status).toBe(403);

    await call('POST', `/api/publishing/countries/${drafted.body.data._id}/publish`);
    const changed = await edit(drafted.body.data._id, { country: renamed }, editor);
    expect(changed.body.data).toMatchObject({ publishStatus: 'published', state: 'changed' });
    expect((await shown(region)).names).toEqual([name]);
    expect((await edit(drafted.body.data._id, { publishStatus: 'published' }, editor)).status).toBe(403);
    expect((await edit(drafted.body.data._id, { publishStatus: 'live' })).status).toBe(400);
  });

  it('restores an older version as a new one, noted in the timeline', async () => {
    const { name, renamed, region } = names();
    const created = await create(name, region);
    const id = created.body.data._id as string;
    await edit(id, { country: renamed });
    expect((await shown(region)).names).toEqual([renamed]);
    const versions = (await call('GET', `/api/revisions?kind=countries&id=${id}`)).body.data as Array<{
      _id: string;
      version: number;
      restoredFrom: number | null;
    }>;
    const first = versions.find((version) => version.version === 1)!;
    const old = (await call('GET', `/api/revisions/${first._id}`)).body.data.data as { name: string; status: string };
    expect(old).toMatchObject({ name, status: 'Active' });

    // The History drawer's Restore saves the old fields through the edit route.
    const restored = await edit(id, { country: old.name, countryStatus: old.status });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await shown(region)).names).toEqual([name]);
    const after = (await call('GET', `/api/revisions?kind=countries&id=${id}`)).body.data as Array<{
      version: number;
      restoredFrom: number | null;
    }>;
    expect(after[0]).toMatchObject({ version: versions[0].version + 1, restoredFrom: 1 });
  });

  it('counts country drafts and scheduled countries among the dashboard entries that need attention', async () => {
    const countOf = async (key: string) =>
      ((await call('GET', '/api/dashboard/overview')).body.attention as Array<{ key: string; count: number }>).find(
        (item) => item.key === key,
      )?.count ?? 0;
    const [drafts, scheduled] = [await countOf('draft-countries'), await countOf('scheduled-countries')];
    const first = names();
    const second = names();
    await create(first.name, first.region, { publishStatus: 'draft' });
    await create(second.name, second.region, {
      publishStatus: 'draft',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await countOf('draft-countries')).toBe(drafts + 1);
    expect(await countOf('scheduled-countries')).toBe(scheduled + 1);
  });
});
