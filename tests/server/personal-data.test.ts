/* eslint-disable @typescript-eslint/no-explicit-any -- the answers and documents read here are plain JSON, checked by the assertions. */
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { recordWriter } from '../../packages/server/src/db/record-writes';
import { activityHooks } from '../../packages/server/src/modules/activity/recorder';
import { describe, expect, it } from 'vitest';
import { applyRetention } from '../../packages/server/src/modules/personal-data/retention';
import { multipartBody } from './helpers';
import { serverForFile } from './support/server-for-file';

const file = serverForFile(['admin'], { config: { intakeRequestsPerMinute: 0 } });

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  cookie: string | null = file.cookies.admin,
) {
  const response = await file.server.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: cookie ? { cookie } : {},
  });
  return {
    status: response.statusCode,
    body: String(response.headers['content-type'] ?? '').includes('json') ? response.json() : null,
    raw: response.rawPayload,
    headers: response.headers,
  };
}

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const lead = (email: string, firstName: string) => ({
  firstName,
  lastName: 'Mensah',
  companyName: 'Accra Gadgets',
  email,
  phoneNumber: '+233',
  numOfOrders: '10',
  countriesInterested: 'Ghana',
});
const sale = (email: string) => ({
  fullName: 'Kofi Mensah',
  companyName: 'Accra Gadgets',
  companyEmail: email,
  country: 'Ghana',
  mobileNumber: '+233',
  numberOfOrders: '10',
  countryInterested: 'Nigeria',
});

async function apply(email: string, firstName: string, cv: string) {
  const form = multipartBody(
    { job: 'Driver', fName: firstName, lName: 'Mensah', email, phone: '+233' },
    { resume: { data: pdf(cv), filename: 'cv.pdf', type: 'application/pdf' } },
  );
  const response = await file.server.app.inject({
    method: 'POST',
    url: '/api/public/job-applications',
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode).toBe(201);
}

/** Kofi is held in every collection (and a CV); Abena, someone else, in every collection too. */
async function seedPeople() {
  for (const [email, name] of [
    ['Kofi@Example.com', 'Kofi'],
    ['abena@example.com', 'Abena'],
  ]) {
    expect((await call('POST', '/public/newsletter', { email }, null)).status).toBe(201);
    expect((await call('POST', '/public/leads', lead(email, name), null)).status).toBe(201);
    expect((await call('POST', '/public/contact-sales', sale(email), null)).status).toBe(201);
    await apply(email, name, `cv of ${name}`);
  }
  await call('POST', '/public/leads', lead('kofi@example.com', 'Kofi again'), null);
}

const counts = async (email: string) =>
  (await call('POST', '/personal-data/find', { email })).body.data.collections.map((entry: any) => [
    entry.collection,
    entry.records.length,
    entry.files,
  ]);
const keysOf = async () => await file.server.db.selectFrom('job_candidates').select(['email', 'resume_key']).execute();

describe('personal-data requests', () => {
  it('finds a person by e-mail (any case) in newsletter, leads, contact-sales and candidates', async () => {
    await seedPeople();
    expect(await counts('kofi@example.COM')).toEqual([
      ['newsletter', 1, 0],
      ['leads', 2, 0],
      ['contactSales', 1, 0],
      ['candidates', 1, 1],
    ]);
    const found = (await call('POST', '/personal-data/find', { email: 'kofi@example.com' })).body.data;
    expect(found.total).toBe(5);
    expect(found.collections[3].records[0]).toMatchObject({ f_name: 'Kofi', job: 'Driver' });
    expect(JSON.stringify(found)).not.toContain('private/');
    expect(await counts('nobody@example.com')).toEqual([
      ['newsletter', 0, 0],
      ['leads', 0, 0],
      ['contactSales', 0, 0],
      ['candidates', 0, 0],
    ]);
  });

  it('refuses bad input and other roles', async () => {
    expect((await call('POST', '/personal-data/find', { email: 'no' })).status).toBe(400);
    expect((await call('POST', '/personal-data/find', {})).status).toBe(400);
    const editor = await file.server.signIn('editor');
    expect((await call('POST', '/personal-data/find', { email: 'kofi@example.com' }, editor)).status).toBe(403);
    expect((await call('POST', '/personal-data/erase', { email: 'kofi@example.com' }, editor)).status).toBe(403);
    expect((await call('POST', '/personal-data/export', { email: 'kofi@example.com' }, null)).status).toBe(401);
  });

  it('exports everything held about the person as one zip: a JSON file per collection and their files, nobody else', async () => {
    const answer = await call('POST', '/personal-data/export', { email: 'kofi@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(answer.raw));
    const names = Object.keys(files).sort();
    expect(names.filter((name) => name.endsWith('.json'))).toEqual([
      'candidates.json',
      'contact-sales.json',
      'leads.json',
      'newsletter.json',
    ]);
    const json = (name: string) => JSON.parse(strFromU8(files[name]));
    expect(json('newsletter.json').map((row: any) => row.email)).toEqual(['kofi@example.com']);
    expect(json('leads.json').map((row: any) => row.first_name)).toEqual(['Kofi', 'Kofi again']);
    expect(json('contact-sales.json').map((row: any) => row.company_email.toLowerCase())).toEqual(['kofi@example.com']);
    expect(json('candidates.json').map((row: any) => row.f_name)).toEqual(['Kofi']);
    const uploaded = names.filter((name) => name.startsWith('files/'));
    expect(uploaded).toHaveLength(1);
    expect(strFromU8(files[uploaded[0]])).toContain('cv of Kofi');
    expect(JSON.stringify(names.map((name) => strFromU8(files[name])))).not.toMatch(/Abena|abena/);
    const logged = (await call('GET', '/activity?action=export')).body.data.data[0];
    expect(logged).toMatchObject({ label: 'Personal data export' });
    expect(JSON.stringify(logged)).not.toMatch(/kofi/i);
  });

  it('erases the person everywhere in one transaction, with their private files, and logs it without the values', async () => {
    const kofiKey = (await keysOf()).find((row) => row.email.toLowerCase() === 'kofi@example.com')!.resume_key;
    const abenaKey = (await keysOf()).find((row) => row.email === 'abena@example.com')!.resume_key;
    expect(await file.server.storage.open(kofiKey)).not.toBeNull();
    const erased = await call('POST', '/personal-data/erase', { email: 'KOFI@example.com' });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toEqual({
      erased: { newsletter: 1, leads: 2, contactSales: 1, candidates: 1 },
      ext: {},
      files: 1,
    });
    expect(await counts('kofi@example.com')).toEqual([
      ['newsletter', 0, 0],
      ['leads', 0, 0],
      ['contactSales', 0, 0],
      ['candidates', 0, 0],
    ]);
    expect(await file.server.storage.open(kofiKey)).toBeNull();
    // Nobody else was touched.
    expect(await counts('abena@example.com')).toEqual([
      ['newsletter', 1, 0],
      ['leads', 1, 0],
      ['contactSales', 1, 0],
      ['candidates', 1, 1],
    ]);
    expect(await file.server.storage.open(abenaKey)).not.toBeNull();
    const logged = (await call('GET', '/activity?action=erase')).body.data.data;
    expect(logged).toHaveLength(1);
    expect(logged[0].details).toEqual({
      records: { newsletter: 1, leads: 2, contactSales: 1, candidates: 1 },
      files: 1,
    });
    expect(JSON.stringify(await file.server.db.selectFrom('activity').selectAll().execute())).not.toMatch(/kofi/i);
    const again = await call('POST', '/personal-data/erase', { email: 'kofi@example.com' });
    expect(again.body.message).toBe('Nothing was held for this address');
  });

  it('rolls the erasure back whole when one part fails', async () => {
    // A trigger makes deleting from job_candidates fail: the rows already deleted from the other collections come back.
    await sql`create or replace function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
      file.server.db,
    );
    await sql`create trigger refuse_delete before delete on job_candidates for each row execute function refuse_delete()`.execute(
      file.server.db,
    );
    const erasures = (await call('GET', '/activity?action=erase')).body.data.total;
    try {
      expect((await call('POST', '/personal-data/erase', { email: 'abena@example.com' })).status).toBe(500);
      expect(await counts('abena@example.com')).toEqual([
        ['newsletter', 1, 0],
        ['leads', 1, 0],
        ['contactSales', 1, 0],
        ['candidates', 1, 1],
      ]);
      expect((await call('GET', '/activity?action=erase')).body.data.total).toBe(erasures);
    } finally {
      await sql`drop trigger refuse_delete on job_candidates`.execute(file.server.db);
    }
  });
});

describe('retention', () => {
  it("deletes only records older than a collection's rule, with their files; collections without a rule are kept", async () => {
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    await file.server.db
      .insertInto('leads')
      .values([
        {
          ...{
            first_name: 'Old',
            last_name: 'Lead',
            company_name: 'c',
            email: 'old@example.com',
            phone_number: '1',
            num_of_orders: '1',
            countries_interested: 'x',
          },
          created_at: days(40),
        },
        {
          ...{
            first_name: 'New',
            last_name: 'Lead',
            company_name: 'c',
            email: 'new@example.com',
            phone_number: '1',
            num_of_orders: '1',
            countries_interested: 'x',
          },
          created_at: days(20),
        },
      ])
      .execute();
    await file.server.db
      .insertInto('newsletter_subscribers')
      .values({ email: 'ancient@example.com', created_at: days(400) })
      .execute();
    const abena = await file.server.db
      .selectFrom('job_candidates')
      .select(['id', 'resume_key'])
      .executeTakeFirstOrThrow();
    await file.server.db
      .updateTable('job_candidates')
      .set({ created_at: days(100) })
      .where('id', '=', abena.id)
      .execute();
    const leadsBefore = await file.server.db.selectFrom('leads').select('email').execute();

    const deleted = await applyRetention({
      records: recordsOf(),
      storage: file.server.storage,
      config: { retentionDays: { leads: 30, candidates: 90 } },
    });
    expect(deleted).toEqual({ leads: 1, candidates: 1 });
    const leadsAfter = (await file.server.db.selectFrom('leads').select('email').execute())
      .map((row) => row.email)
      .sort();
    expect(leadsAfter).toEqual(
      leadsBefore
        .map((row) => row.email)
        .filter((email) => email !== 'old@example.com')
        .sort(),
    );
    expect(
      await file.server.db
        .selectFrom('newsletter_subscribers')
        .select('email')
        .where('email', '=', 'ancient@example.com')
        .execute(),
    ).toHaveLength(1);
    expect(await file.server.db.selectFrom('job_candidates').select('id').where('id', '=', abena.id).execute()).toEqual(
      [],
    );
    expect(await file.server.storage.open(abena.resume_key)).toBeNull();

    const dashboard = (await call('GET', '/dashboard')).body;
    expect(JSON.stringify(dashboard)).toContain('"key":"retention"');
    const card = dashboard.data.find((entry: any) => entry.key === 'retention');
    expect(card.count).toBe(2);
    expect(
      (await call('GET', '/activity?action=retention')).body.data.data
        .map((entry: any) => entry.details.records)
        .sort(),
    ).toEqual([1, 1]);
  });
});

function recordsOf() {
  return recordWriter(file.server.db, { hooks: activityHooks() });
}
