import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { send, startContentServer, type ContentServer } from './content-server';

// An edit fills the fields it did not send from the stored row, read before its transaction. When another
// write changes the row in between, the edit must not write the old values back over that change: it runs
// again on the fresh row (db/partial-update.ts). PostgreSQL only: the other write holds its row lock from a
// second connection while the edit reads, which PGlite's single connection cannot do.

let server: ContentServer;
beforeAll(async () => {
  server = await startContentServer();
});
afterAll(async () => {
  await server?.close();
});

const png = (name: string, width = 80, height = 40) =>
  new File([new Uint8Array(gradientPng(width, height, [30, 120, 200]))], name, { type: 'image/png' });
type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untypedDb = () => server.db as any;
const rowOf = async (table: string, id: string): Promise<Row> =>
  (await untypedDb().selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;

/**
 * Holds a transaction that locks the row and changes `column`, sends `edit` meanwhile (it reads the stored row,
 * then waits on the lock), commits, and answers the edit's answer and the row after both.
 */
async function editDuringAnotherWrite(
  table: string,
  id: string,
  column: string,
  value: string,
  edit: () => Promise<{ status: number; body: { message?: string } }>,
) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let locked!: () => void;
  const lockTaken = new Promise<void>((done) => (locked = done));
  const other = server.db.transaction().execute(async (tx) => {
    await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(tx);
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value}, updated_at = now() where id = ${id}`.execute(
      tx,
    );
    locked();
    await released;
  });
  await lockTaken;
  const answer = edit();
  // The edit has read the stored row by now and waits for the lock.
  await new Promise((wait) => setTimeout(wait, 400));
  release();
  await other;
  const result = await answer;
  expect(result.status, result.body.message).toBe(200);
  return rowOf(table, id);
}

describe('a partial edit never undoes a write made while it ran', () => {
  it('section: the title sent, the meta keywords changed meanwhile', async () => {
    const created = await send(server.app, 'POST', '/section/create', {
      title: 'Fast COD',
      sectionType: 'general',
      page: 'home',
      order: '1',
      metaDescription: 'Cash on delivery',
      metaKeywords: 'cod',
      'generalSection.heading': 'Cash on delivery',
      'generalSection.description': 'Confirm, ship, collect.',
      image: png('s.png'),
    });
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data._id as string;
    const after = await editDuringAnotherWrite('sections', id, 'meta_keywords', 'changed meanwhile', () =>
      send(server.app, 'PUT', `/section/update/${id}`, { title: 'Faster COD' }),
    );
    expect(after).toMatchObject({
      title: 'Faster COD',
      meta_keywords: 'changed meanwhile',
      meta_description: 'Cash on delivery',
    });
  });

  it('country: the name sent, the status changed meanwhile', async () => {
    const created = await send(server.app, 'POST', '/addCountry', {
      country: 'Senegal',
      countryStatus: 'Active',
      region: 'West Africa',
      description: 'Dakar hub',
      flag: png('f.png'),
    });
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data._id as string;
    const after = await editDuringAnotherWrite('countries', id, 'status', 'Pending', () =>
      send(server.app, 'PUT', `/editCountry/${id}`, { country: 'Sénégal' }),
    );
    expect(after).toMatchObject({ name: 'Sénégal', status: 'Pending' });
  });

  it('podcast: the title sent, the URL changed meanwhile', async () => {
    const created = await send(server.app, 'POST', '/podcast/add', {
      title: 'COD talk',
      url: 'https://example.com/ep1',
      dateScheduled: '2026-12-05',
      category: 'Call Center',
      isLiveNow: 'false',
      cover: png('c.png'),
    });
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data._id as string;
    const after = await editDuringAnotherWrite('podcasts', id, 'url', 'https://example.com/moved', () =>
      send(server.app, 'PUT', `/podcast/edit/${id}`, { title: 'COD talk, ep. 1' }),
    );
    expect(after).toMatchObject({ title: 'COD talk, ep. 1', url: 'https://example.com/moved' });
  });

  it('article: the title sent, the description changed meanwhile', async () => {
    const created = await send(server.app, 'POST', '/blog/create', {
      subtitle: 'Sub',
      title: 'COD in 2026',
      creator: 'Team',
      date: '2026-11-01',
      readTime: '4',
      description: 'What changed',
      category: 'Call Center',
      slug: 'cod-race-2026',
      metaDescription: 'COD news',
      content: '<p>Body</p>',
      status: 'draft',
      blogPhoto: png('cover.png', 1062, 530),
    });
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data._id as string;
    const after = await editDuringAnotherWrite('articles', id, 'description', 'Changed meanwhile', () =>
      send(server.app, 'PUT', `/blog/edit/${id}`, { title: 'COD in 2027' }),
    );
    expect(after).toMatchObject({ title: 'COD in 2027', description: 'Changed meanwhile', slug: 'cod-race-2026' });
  });

  it('admin: the first name sent, the last name changed meanwhile', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signup',
      payload: {
        FName: 'Sara',
        LName: 'Benali',
        email: 'sara.race@example.com',
        password: 'Another-password-1',
        role: 'editor',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    const after = await editDuringAnotherWrite('admins', id, 'l_name', 'Changed', async () => {
      const answer = await server.app.inject({
        method: 'PUT',
        url: `/api/admin/update/${id}`,
        payload: { FName: 'Sarah' },
      });
      return { status: answer.statusCode, body: answer.json() };
    });
    expect(after).toMatchObject({ f_name: 'Sarah', l_name: 'Changed', email: 'sara.race@example.com' });
  });
});
