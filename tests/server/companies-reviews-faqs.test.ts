import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import type { Role } from '../../packages/server/src/auth/permissions';
import { send, startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

// Each call makes different bytes: the media library stores the same bytes once, for every record using them.
let copies = 0;
const png = () =>
  new File([new Uint8Array(gradientPng(40, 40, [20, 120, (200 + copies++) % 256]))], 'face.png', { type: 'image/png' });
const svgFile = (text: string, name = 'logo.svg') =>
  new File([text.replace(/<\/svg>$/, `<desc>copy ${copies++}</desc></svg>`)], name, { type: 'image/svg+xml' });
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><rect width="100" height="40" fill="#0a5"/></svg>';

/** A JSON call, as a superAdmin unless another role is named (a new admin of that role signs in). */
async function json(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, role?: Role) {
  const headers: Record<string, string> = role ? { cookie: await server.cookieFor(role) } : {};
  const response = await server.app.inject({ method, url: `/api${url}`, payload: payload as object, headers });
  return { status: response.statusCode, body: response.json() };
}

const companies = async () =>
  (await send(server.app, 'GET', '/companies')).body.data.data as Array<{
    _id: string;
    name: string;
    url: string;
    row: number;
  }>;
const faqs = async () =>
  (await send(server.app, 'GET', '/faq')).body.data as Array<{ _id: string; question: string; row: number }>;
const reviews = async () =>
  (await send(server.app, 'GET', '/reviews')).body.data as Array<{
    _id: string;
    fullName: string;
    row: number;
    avatarURL: string | null;
  }>;

describe('companies API', () => {
  it('adds companies in row order; a clashing row moves the others down', async () => {
    expect((await send(server.app, 'GET', '/companies')).body).toEqual({ success: true, data: { data: [] } });
    const first = await send(server.app, 'POST', '/companies/add', { name: 'Aramex', row: '1', logo: svgFile(LOGO) });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ name: 'Aramex', row: 1 });
    expect(server.stored.has(first.body.data.url)).toBe(true);
    await send(server.app, 'POST', '/companies/add', { name: 'DHL', row: '2', logo: svgFile(LOGO) });
    await send(server.app, 'POST', '/companies/add', { name: 'Jumia', row: '1', logo: svgFile(LOGO) });
    expect((await companies()).map((c) => [c.name, c.row])).toEqual([
      ['Jumia', 1],
      ['Aramex', 2],
      ['DHL', 3],
    ]);
  });

  it('strips scripts, handlers and external references from hostile SVGs', async () => {
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="5" height="5"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect onclick="alert(2)" width="5" height="5"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a href="javascript:alert(1)"><text>x</text></a><a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#x"/><image href="https://evil.example/t.png"/><rect fill="url(https://evil.example/p)" style="background:url(https://evil.example)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css)</style><foreignObject><iframe src="https://evil.example"></iframe></foreignObject></svg>',
    ];
    for (const text of hostile) {
      const answer = await send(server.app, 'POST', '/companies/add', {
        name: 'Evil Co',
        row: '9',
        logo: svgFile(text),
      });
      expect(answer.status).toBe(201);
      const stored = server.contents.get(answer.body.data.url)!.toString('utf8');
      expect(stored).toMatch(/^<svg/);
      expect(stored).not.toMatch(/script|onload|onclick|javascript:|evil\.example|<style|foreignObject|<image|iframe/i);
      await json('DELETE', `/companies/${answer.body.data._id}`);
    }
    const kept = await send(server.app, 'POST', '/companies/add', {
      name: 'Gradient Co',
      row: '9',
      logo: svgFile(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><rect width="10" height="10" fill="url(#g)"/></svg>',
      ),
    });
    const stored = server.contents.get(kept.body.data.url)!.toString('utf8');
    expect(stored).toContain('viewBox="0 0 10 10"');
    expect(stored).toContain('fill="url(#g)"');
    await json('DELETE', `/companies/${kept.body.data._id}`);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = server.stored.size;
    const cases: Array<[Record<string, string | File>, number, string]> = [
      [
        {
          name: 'Acme',
          row: '1',
          logo: new File([new Uint8Array(gradientPng(10, 10, [1, 2, 3]))], 'logo.svg', { type: 'image/svg+xml' }),
        },
        400,
        'The logo must be an SVG image',
      ],
      [{ name: '', row: '1', logo: svgFile(LOGO) }, 400, 'Please enter the company name'],
      [{ name: 'Acme', row: 'x1', logo: svgFile(LOGO) }, 400, 'Row must be a whole number from 1'],
      [{ name: 'Acme', row: '0', logo: svgFile(LOGO) }, 400, 'Row must be a whole number from 1'],
      [{ name: 'Acme', row: '1' }, 400, 'Please upload the company logo (.svg)'],
    ];
    for (const [form, status, message] of cases) {
      const answer = await send(server.app, 'POST', '/companies/add', form);
      expect(answer).toEqual({ status, body: { success: false, message } });
    }
    expect((await json('POST', '/companies/add', { name: 'x' })).status).toBe(400);
    expect(server.stored.size).toBe(before);
  });

  it('deletes a company and its logo; unknown or malformed ids are 404 / 400', async () => {
    const [first] = await companies();
    expect(await json('DELETE', `/companies/${first._id}`)).toEqual({
      status: 200,
      body: { success: true, message: 'Company deleted' },
    });
    expect(server.stored.has(first.url)).toBe(false);
    expect((await json('DELETE', `/companies/${first._id}`)).status).toBe(404);
    expect((await json('DELETE', '/companies/not-a-uuid')).status).toBe(400);
  });

  it('needs content:write to add or delete', async () => {
    const [first] = await companies();
    expect((await json('DELETE', `/companies/${first._id}`, undefined, 'viewer')).status).toBe(403);
    expect((await companies()).length).toBe(2);
  });

  it('edits a company (PUT /companies/edit/{id}): fields not sent are kept, a new logo replaces the old file, a stale version is 409', async () => {
    const [first, second] = await companies();
    const before = (await send(server.app, 'GET', '/companies')).body.data.data.find(
      (company: { _id: string }) => company._id === first._id,
    );
    // One field sent: the name changes, the row and the logo stay.
    const renamed = await send(server.app, 'PUT', `/companies/edit/${first._id}`, { name: 'Aramex Express' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      success: true,
      message: 'Company updated',
      data: { _id: first._id, name: 'Aramex Express', row: first.row, url: first.url, dateCreated: before.dateCreated },
    });
    expect(renamed.body.data.updatedAt).not.toBe(before.updatedAt);
    // The version edited: the old one is stale now.
    const stale = await send(server.app, 'PUT', `/companies/edit/${first._id}`, {
      name: 'Stale',
      updatedAt: before.updatedAt,
    });
    expect(stale.status).toBe(409);
    // A new row moves the other company; a new logo replaces the stored file, which is removed.
    const moved = await send(server.app, 'PUT', `/companies/edit/${first._id}`, {
      row: String(second.row),
      logo: svgFile(LOGO.replace('#0a5', '#f50')),
      updatedAt: renamed.body.data.updatedAt,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.url).not.toBe(first.url);
    expect(server.stored.has(first.url)).toBe(false);
    expect(server.stored.has(moved.body.data.url)).toBe(true);
    // It takes the other's row, which moves down by one.
    expect((await companies()).map((company) => company.name)).toEqual(['Aramex Express', second.name]);
    expect((await companies()).find((company) => company._id === first._id)!.row).toBe(second.row);
    // Bad input: an empty name, a bad row, a non-SVG logo are refused and change nothing.
    const kept = (await companies()).find((company) => company._id === first._id)!;
    expect((await send(server.app, 'PUT', `/companies/edit/${first._id}`, { name: '  ' })).body).toEqual({
      success: false,
      message: 'Please enter the company name',
    });
    expect((await send(server.app, 'PUT', `/companies/edit/${first._id}`, { row: '0' })).status).toBe(400);
    expect((await send(server.app, 'PUT', `/companies/edit/${first._id}`, { logo: png() })).body).toEqual({
      success: false,
      message: 'The logo must be an SVG image',
    });
    expect((await companies()).find((company) => company._id === first._id)).toEqual(kept);
    // Unknown, malformed, or a role without content:write.
    expect(
      (await send(server.app, 'PUT', '/companies/edit/00000000-0000-4000-8000-000000000000', { name: 'Ghost' })).status,
    ).toBe(404);
    expect((await send(server.app, 'PUT', '/companies/edit/not-a-uuid', { name: 'Ghost' })).status).toBe(400);
    expect(
      (
        await send(
          server.app,
          'PUT',
          `/companies/edit/${first._id}`,
          { name: 'Viewer' },
          await server.cookieFor('viewer'),
        )
      ).status,
    ).toBe(403);
  });
});

describe('FAQs API', () => {
  it('adds, edits (moving a row shifts the others) and deletes', async () => {
    const a = await json('POST', '/faq/add', { question: 'What is COD?', answer: 'Cash on delivery.', row: 1 });
    expect(a.status).toBe(201);
    const b = await json('POST', '/faq/add', { question: 'Where do you ship?', answer: 'Across Africa.', row: 2 });
    const c = await json('POST', '/faq/add', { question: 'How fast is remittance?', answer: 'Weekly.', row: 2 });
    expect((await faqs()).map((f) => [f.question, f.row])).toEqual([
      ['What is COD?', 1],
      ['How fast is remittance?', 2],
      ['Where do you ship?', 3],
    ]);
    const edited = await json('PUT', `/faq/edit/${b.body.data._id}`, {
      question: 'Where do you ship to?',
      answer: 'Across Africa.',
      row: 1,
    });
    expect(edited.status).toBe(200);
    expect((await faqs()).map((f) => [f.question, f.row])).toEqual([
      ['Where do you ship to?', 1],
      ['What is COD?', 2],
      ['How fast is remittance?', 3],
    ]);
    expect((await json('DELETE', `/faq/delete/${c.body.data._id}`)).status).toBe(200);
    expect((await json('DELETE', `/faq/delete/${c.body.data._id}`)).status).toBe(404);
    expect(await faqs()).toHaveLength(2);
  });

  it('refuses bad input with 400, unknown ids with 404, readers with 403', async () => {
    const [first] = await faqs();
    const bad = [
      { question: ' ', answer: 'x', row: 1 },
      { question: 'q', answer: 'a' },
      { question: 'q', answer: 'a', row: 0 },
      { question: 'q', answer: 'a', row: '1x' },
    ];
    for (const body of bad) {
      const answer = await json('POST', '/faq/add', body);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await json('POST', '/faq/add', 'not json')).status).toBe(415);
    expect((await json('POST', '/faq/add', { question: ' ', answer: 'x', row: 1 })).body.message).toBe(
      'Please fill all the fields',
    );
    expect(
      (await json('PUT', '/faq/edit/00000000-0000-4000-8000-000000000000', { question: 'q', answer: 'a', row: 1 }))
        .status,
    ).toBe(404);
    expect((await json('PUT', `/faq/edit/${first._id}`, { question: 'q', answer: 'a', row: 1 }, 'viewer')).status).toBe(
      403,
    );
    expect((await json('DELETE', `/faq/delete/${first._id}`, undefined, 'viewer')).status).toBe(403);
    expect((await json('POST', '/faq/add', { question: 'q', answer: 'a', row: 1 }, 'viewer')).status).toBe(403);
    expect(await faqs()).toHaveLength(2);
  });
});

describe('reviews API', () => {
  const fields = (extra: Record<string, string | File> = {}) => ({
    firstName: 'Amina',
    lastName: 'Diallo',
    role: 'Store owner',
    title: 'Great',
    description: 'On time.',
    ...extra,
  });

  it('adds with and without an avatar, at the end unless a row is given; edits and deletes', async () => {
    const a = await send(server.app, 'POST', '/reviews/add', fields({ avatar: png() }));
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ fullName: 'Amina Diallo', role: 'Store owner', row: 1 });
    expect(server.stored.has(a.body.data.avatarURL)).toBe(true);
    const b = await send(server.app, 'POST', '/reviews/add', fields({ firstName: 'Kofi' }));
    expect(b.body.data).toMatchObject({ fullName: 'Kofi Diallo', row: 2, avatarURL: null });
    const edited = await send(
      server.app,
      'PUT',
      `/reviews/edit/${b.body.data._id}`,
      fields({ firstName: 'Kofi', title: 'Superb', row: '1', avatar: png() }),
    );
    expect(edited.status).toBe(200);
    expect((await reviews()).map((r) => [r.fullName, r.row])).toEqual([
      ['Kofi Diallo', 1],
      ['Amina Diallo', 2],
    ]);
    const removed = await send(server.app, 'DELETE', `/reviews/delete/${a.body.data._id}`);
    expect(removed.status).toBe(200);
    expect(server.stored.has(a.body.data.avatarURL)).toBe(false);
    expect((await send(server.app, 'DELETE', `/reviews/delete/${a.body.data._id}`)).status).toBe(404);
  });

  it('refuses bad input with 400, readers with 403, and stores nothing', async () => {
    const [first] = await reviews();
    const before = server.stored.size;
    expect(await send(server.app, 'POST', '/reviews/add', fields({ title: ' ' }))).toEqual({
      status: 400,
      body: { success: false, message: 'Please fill all the fields: title is missing' },
    });
    expect((await send(server.app, 'POST', '/reviews/add', fields({ row: 'abc' }))).status).toBe(400);
    expect((await send(server.app, 'PUT', `/reviews/edit/${first._id}`, fields({ row: 'abc' }))).body.message).toBe(
      'Row must be a whole number from 1',
    );
    expect(
      (await send(server.app, 'PUT', '/reviews/edit/00000000-0000-4000-8000-000000000000', fields({ row: '1' })))
        .status,
    ).toBe(404);
    expect(
      (
        await send(
          server.app,
          'POST',
          '/reviews/add',
          fields({ avatar: new File(['<html>'], 'x.png', { type: 'image/png' }) }),
        )
      ).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await json('POST', '/reviews/add', { firstName: 'x' })).status).toBe(400);
    expect((await json('DELETE', `/reviews/delete/${first._id}`, undefined, 'viewer')).status).toBe(403);
    expect(server.stored.size).toBe(before);
    expect(await reviews()).toHaveLength(1);
  });
});

describe('demo seeders and dashboard counters', () => {
  it('fill empty tables once, and count what is there', async () => {
    const { countCompanies } = await import('../../packages/server/src/modules/companies/demo-seed');
    const { countReviews } = await import('../../packages/server/src/modules/reviews/demo-seed');
    const { countFaqs } = await import('../../packages/server/src/modules/faqs/demo-seed');
    await server.db.deleteFrom('companies').execute();
    await server.db.deleteFrom('reviews').execute();
    await server.db.deleteFrom('faqs').execute();
    expect(await server.seedDemo('companies')).toBe(6);
    expect(await server.seedDemo('reviews')).toBe(5);
    expect(await server.seedDemo('faqs')).toBe(12);
    expect([await countCompanies(server.db), await countReviews(server.db), await countFaqs(server.db)]).toEqual([
      6, 5, 12,
    ]);
    expect(await server.seedDemo('companies')).toBe(0);
    expect(await server.seedDemo('faqs')).toBe(0);
    const logo = (await companies())[0].url;
    expect(server.contents.get(logo)!.toString('utf8')).toMatch(/^<svg/);
    expect((await faqs()).map((f) => f.row)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
