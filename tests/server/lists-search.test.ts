import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

// The lists' search across names and companies, sorting by every sortable column, page size and total; and
// `GET /api/search` (the command palette's records of every group). Runs on PGlite and PostgreSQL.

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn('admin');
  // 30 leads: Lead n, companies Acme (every third) or Globex, e-mails that say neither.
  await sql`
    insert into leads (first_name, last_name, company_name, email, phone_number, num_of_orders, countries_interested, created_at, updated_at)
    select 'Lead' || n, chr(65 + (30 - n) % 26) || 'son', case when n % 3 = 0 then 'Acme Freight' else 'Globex' end, 'l' || n || '@mail.test', '+100', '5', 'Kenya', at, at
    from generate_series(1, 30) as n, lateral (select timestamptz '2030-01-01 00:00:00+00' + n * interval '1 minute' as at) as t`.execute(
    server.db,
  );
  await sql`
    insert into job_candidates (job, f_name, l_name, email, phone, created_at, updated_at)
    values ('Warehouse Lead', 'Zainab', 'Okafor', 'z@mail.test', '+1', now(), now())`.execute(server.db);
  await sql`insert into legal_pages (title, content) values ('Cookie Notice', '<p>x</p>')`.execute(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function get(url: string, cookie = admin) {
  const response = await server.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  return { status: response.statusCode, body: response.json() };
}

type LeadPage = {
  data: { data: Array<{ firstName: string; lastName: string; companyName: string; email: string }>; total: number };
};

describe('the leads list', () => {
  it('finds leads by company and by name, not only by e-mail, with the total of matches', async () => {
    const byCompany = (await get('/getleadsContact?page=1&pageSize=50&q=acme')).body as LeadPage;
    expect(byCompany.data.total).toBe(10);
    expect(byCompany.data.data.every((lead) => lead.companyName === 'Acme Freight')).toBe(true);
    const byName = (await get('/getleadsContact?page=1&pageSize=10&q=LEAD27')).body as LeadPage;
    expect(byName.data.data.map((lead) => lead.firstName)).toEqual(['Lead27']);
    const byLastName = (await get('/getleadsContact?page=1&pageSize=50&q=ason')).body as LeadPage;
    expect(byLastName.data.data.length).toBeGreaterThan(0);
    expect(byLastName.data.data.every((lead) => lead.lastName === 'Ason')).toBe(true);
  });

  it('pages by the size asked and answers the total', async () => {
    const page = (await get('/getleadsContact?page=2&pageSize=20')).body as LeadPage;
    expect(page.data.total).toBe(30);
    expect(page.data.data).toHaveLength(10);
    expect((await get('/getleadsContact?page=1&pageSize=1000')).status).toBe(400);
  });

  it('sorts by name and company either way', async () => {
    const byLast = (await get('/getleadsContact?page=1&pageSize=30&sort=lastName')).body as LeadPage;
    const lastNames = byLast.data.data.map((lead) => lead.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
    const byCompany = (await get('/getleadsContact?page=1&pageSize=30&sort=-companyName')).body as LeadPage;
    expect(byCompany.data.data[0].companyName).toBe('Globex');
    expect(byCompany.data.data[29].companyName).toBe('Acme Freight');
    const byFirst = (await get('/getleadsContact?page=1&pageSize=3&sort=firstName')).body as LeadPage;
    expect(byFirst.data.data.map((lead) => lead.firstName)).toEqual(['Lead1', 'Lead10', 'Lead11']);
    const refused = await get('/getleadsContact?page=1&pageSize=3&sort=phoneNumber');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('sort must be one of');
  });

  it('finds job candidates by name or job', async () => {
    const page = (await get('/getAllJobCandidates?page=1&pageSize=10&q=warehouse')).body as {
      data: Array<{ fName: string }>;
      total: number;
    };
    expect(page.data.map((candidate) => candidate.fName)).toEqual(['Zainab']);
    const byName = (await get('/getAllJobCandidates?page=1&pageSize=10&q=okafor&sort=-lName')).body as {
      data: Array<{ fName: string }>;
      total: number;
    };
    expect(byName.total).toBe(1);
  });
});

type SearchAnswer = {
  success: true;
  groups: Array<{ key: string; label: string; hits: Array<{ title: string; description?: string; path: string }> }>;
};

describe('GET /api/search', () => {
  it('answers the records of every group that match, with the screen that opens each', async () => {
    const answer = (await get('/search?q=zainab')).body as SearchAnswer;
    expect(answer.groups.map((group) => group.key)).toEqual(['job-candidates']);
    const [hit] = answer.groups[0].hits;
    expect(hit.title).toBe('Zainab Okafor');
    expect(hit.path).toMatch(/^\/candidate-view\?id=[0-9a-f-]{36}$/);

    const privacy = (await get('/search?q=cookie')).body as SearchAnswer;
    const legal = privacy.groups.find((group) => group.key === 'legal-pages');
    expect(legal?.hits.map((found) => found.title)).toEqual(['Cookie Notice']);
    expect(legal?.hits[0].path).toMatch(/^\/legal-pages\/edit\?id=/);
  });

  it('finds a lead by company, at most `limit` a group, opening the list searched for its e-mail', async () => {
    const answer = (await get('/search?q=acme&limit=3')).body as SearchAnswer;
    const leads = answer.groups.find((group) => group.key === 'leads');
    expect(leads?.hits).toHaveLength(3);
    expect(leads?.hits[0]).toMatchObject({
      title: 'Lead30 Ason',
      description: 'Acme Freight · l30@mail.test',
      path: '/leads-contact?q=l30%40mail.test',
    });
  });

  it('takes the text literally and refuses a query too short or too long', async () => {
    expect(((await get('/search?q=%25%25')).body as SearchAnswer).groups).toEqual([]);
    expect((await get('/search?q=a')).status).toBe(400);
    expect((await get(`/search?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('needs a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/search?q=zainab' });
    expect(response.statusCode).toBe(401);
  });
});
