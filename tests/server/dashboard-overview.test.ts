import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

// GET /api/dashboard/overview: arrivals since the last visit with a 30-day trend, content needing attention,
// the getting-started checklist. Runs on PGlite and PostgreSQL.

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn('superAdmin');
});
afterAll(async () => {
  await server?.close();
});

type Overview = {
  success: true;
  lastVisit: string | null;
  arrivals: Array<{ key: string; title: string; path: string; sinceLastVisit: number; trend: number[] }>;
  attention: Array<{ key: string; title: string; count: number; path: string }>;
  gettingStarted: Array<{ key: string; title: string; path: string; done: boolean }>;
};

async function overview(cookie = admin): Promise<Overview> {
  const response = await server.app.inject({ method: 'GET', url: '/api/dashboard/overview', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const lead = (ago: string) => sql`
  insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested, created_at, updated_at)
  values ('A', 'B', 'C', 'a@b.test', '1', '1', 'K', now() - ${ago}::interval, now() - ${ago}::interval)`;

describe('dashboard overview', () => {
  it('on a fresh install: nothing came in, and a checklist links to each first task, the own name first', async () => {
    await sql`update admins set f_name = 'Super', l_name = 'Admin'`.execute(server.db);
    const answer = await overview();
    expect(answer.lastVisit).toBeNull();
    expect(answer.arrivals.map((item) => item.key)).toEqual(['leads', 'job-candidates', 'newsletter', 'contact-sales']);
    for (const item of answer.arrivals) {
      expect(item.trend).toHaveLength(30);
      expect(item.sinceLastVisit).toBe(0);
    }
    expect(answer.gettingStarted[0]).toEqual({
      key: 'your-name',
      title: 'Put your own name on your profile',
      path: '/edit-profile',
      done: false,
    });
    expect(answer.gettingStarted.find((step) => step.key === 'first-blog')).toEqual({
      key: 'first-blog',
      title: 'Write your first blog',
      path: '/explore/blogs/add-blog',
      done: false,
    });
  });

  it('counts what came in per day for 30 days and since the last visit (a reload within the sitting keeps it)', async () => {
    await lead('0 minutes').execute(server.db);
    await lead('1 minute').execute(server.db);
    await lead('3 days').execute(server.db);
    await lead('40 days').execute(server.db);
    // The last visit was two days ago.
    await sql`update dashboard_visits set seen_at = now() - interval '2 days', previous_at = null`.execute(server.db);
    const answer = await overview();
    expect(answer.lastVisit).not.toBeNull();
    expect(Date.now() - new Date(answer.lastVisit!).getTime()).toBeGreaterThan(47 * 3600 * 1000);
    const leads = answer.arrivals.find((item) => item.key === 'leads')!;
    expect(leads.sinceLastVisit).toBe(2);
    expect(leads.trend.reduce((sum, day) => sum + day, 0)).toBe(3);
    expect(leads.trend[29]).toBeGreaterThanOrEqual(1);
    const again = await overview();
    expect(again.lastVisit).toBe(answer.lastVisit);
    expect(again.arrivals.find((item) => item.key === 'leads')!.sinceLastVisit).toBe(2);
  });

  it('names content that needs attention, and the checklist goes once every step is done', async () => {
    await sql`insert into legal_pages (title, content) values ('Empty Notice', '<p> </p>')`.execute(server.db);
    const answer = await overview();
    const empty = answer.attention.find((item) => item.key === 'empty-legal-pages');
    expect(empty?.count).toBeGreaterThanOrEqual(1);
    expect(empty?.path).toBe('/legal-pages');
    expect(answer.attention.every((item) => item.count > 0)).toBe(true);

    await sql`update admins set f_name = 'Amina', l_name = 'Benali'`.execute(server.db);
    await sql`update legal_pages set content = '<p>Text</p>'`.execute(server.db);
    const named = await overview();
    expect(named.gettingStarted.find((step) => step.key === 'your-name')?.done).toBe(true);
    expect(named.attention.find((item) => item.key === 'empty-legal-pages')).toBeUndefined();
  });

  it('names sections that show nothing (no heading, description, image or card)', async () => {
    const emptyCount = async () =>
      (await overview()).attention.find((item) => item.key === 'empty-sections')?.count ?? 0;
    const before = await emptyCount();
    await sql`insert into sections (page, title, "order", section_type, body) values ('home', 'Blank', 9, 'general', ${JSON.stringify({ heading: ' ', description: '', caption: '', image: '', buttons: [] })}::jsonb)`.execute(
      server.db,
    );
    await sql`insert into sections (page, title, "order", section_type, body) values ('home', 'Cards only', 10, 'card', ${JSON.stringify({ heading: '', description: '', image: '', cards: [{ title: 'One' }] })}::jsonb)`.execute(
      server.db,
    );
    expect(await emptyCount()).toBe(before + 1);
    const item = (await overview()).attention.find((entry) => entry.key === 'empty-sections');
    expect(item).toMatchObject({ title: 'Sections without content', path: '/home' });
    await sql`delete from sections where title in ('Blank', 'Cards only')`.execute(server.db);
  });
});
