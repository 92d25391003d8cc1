import { describe, expect, it } from 'vitest';
import { normalisedEmailsMigration } from '../../packages/server/src/db/migrations/980-normalised-emails';
import { multipartBody, TEST_PASSWORD } from './helpers';
import { serverForFile } from './support/server-for-file';

const file = serverForFile(['superAdmin', 'admin'], { config: { intakeRequestsPerMinute: 0 } });

async function call(
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  cookie: string | null = file.cookies.superAdmin,
) {
  const response = await file.server.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

const ZWSP = '\u200B';
const newAdmin = (email: string) => ({ FName: 'Real', LName: 'Admin', email, password: TEST_PASSWORD, role: 'viewer' });
const signIn = (email: string) => call('POST', '/admin/signin', { email, password: TEST_PASSWORD }, null);
const lead = (email: string) => ({
  firstName: 'Ama',
  lastName: 'Owusu',
  companyName: 'Kumasi Co',
  email,
  phoneNumber: '+233',
  numOfOrders: '10',
  countriesInterested: 'Ghana',
});
const sale = (companyEmail: string) => ({
  fullName: 'Ama Owusu',
  companyName: 'Kumasi Co',
  companyEmail,
  country: 'Ghana',
  mobileNumber: '+233',
  numberOfOrders: '10',
  countryInterested: 'Togo',
});
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
async function apply(email: string) {
  const form = multipartBody(
    { job: 'Driver', fName: 'Ama', lName: 'Owusu', email, phone: '+233' },
    { resume: { data: pdf, filename: 'cv.pdf', type: 'application/pdf' } },
  );
  const response = await file.server.app.inject({
    method: 'POST',
    url: '/api/public/job-applications',
    payload: form.payload,
    headers: form.headers,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('e-mail addresses: one stored form', () => {
  it('refuses a zero-width space or another invisible character with a 400 naming the field, everywhere', async () => {
    const refusedAdmin = await call('POST', '/admin/signup', newAdmin(`zw${ZWSP}@example.com`));
    expect(refusedAdmin.status).toBe(400);
    expect(refusedAdmin.body).toMatchObject({ success: false, field: 'email' });
    expect(refusedAdmin.body.message).toMatch(/email must not contain invisible characters/);
    for (const invisible of ['\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u202E', '\u2066']) {
      expect((await call('POST', '/admin/signup', newAdmin(`zw${invisible}x@example.com`))).status).toBe(400);
    }
    expect((await signIn(`zw${ZWSP}@example.com`)).status).toBe(400);
    expect((await call('POST', '/public/newsletter', { email: `ama${ZWSP}@example.com` }, null)).body).toMatchObject({
      success: false,
      field: 'email',
    });
    expect((await call('POST', '/public/leads', lead(`ama${ZWSP}@example.com`), null)).status).toBe(400);
    expect((await call('POST', '/public/contact-sales', sale(`ama${ZWSP}@example.com`), null)).body).toMatchObject({
      success: false,
      field: 'companyEmail',
    });
    expect((await apply(`ama${ZWSP}@example.com`)).body).toMatchObject({ success: false, field: 'email' });
    expect(
      (await call('POST', '/personal-data/find', { email: `ama${ZWSP}@example.com` }, file.cookies.admin)).status,
    ).toBe(400);
    expect(await file.server.db.selectFrom('admins').select('email').where('email', 'like', 'zw%').execute()).toEqual(
      [],
    );
  });

  it('answers 409 to a fullwidth, NFD or upper-case look-alike of an existing admin, on create and on update', async () => {
    expect((await call('POST', '/admin/signup', newAdmin('boss@example.com'))).status).toBe(201);
    expect((await call('POST', '/admin/signup', newAdmin('josé@example.com'))).status).toBe(201);
    for (const lookAlike of [
      'ｂｏｓｓ@example.com',
      'ｂｏｓｓ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      'BOSS@Example.com',
      ' boss@example.com ',
      'jose\u0301@example.com',
      'JOSE\u0301@EXAMPLE.COM',
    ]) {
      const answer = await call('POST', '/admin/signup', newAdmin(lookAlike));
      expect([lookAlike, answer.status, answer.body.message]).toEqual([
        lookAlike,
        409,
        'An admin with this email already exists',
      ]);
    }
    const other = await file.server.createAdmin('viewer');
    const renamed = await call('PUT', `/admin/update/${other.id}`, {
      FName: 'Other',
      LName: 'Admin',
      email: 'ｂｏｓｓ@example.com',
      role: 'viewer',
    });
    expect(renamed.status).toBe(409);
    const stored = await file.server.db
      .selectFrom('admins')
      .select('email')
      .where('email', 'in', ['boss@example.com', 'josé@example.com'])
      .orderBy('email')
      .execute();
    expect(stored.map((row) => row.email)).toEqual(['boss@example.com', 'josé@example.com']);
    // Stored in its one form: NFC, lower case.
    expect((await call('POST', '/admin/signup', newAdmin('ＮＥＷ.Person@Example.com'))).body.data.email).toBe(
      'new.person@example.com',
    );
  });

  it('signs the real account in with any form of its address', async () => {
    for (const form of [
      'boss@example.com',
      'BOSS@EXAMPLE.COM',
      'ｂｏｓｓ@example.com',
      'ｂｏｓｓ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      'josé@example.com',
      'jose\u0301@example.com',
      'JOSÉ@example.com',
    ]) {
      const answer = await signIn(form);
      expect([form, answer.status]).toEqual([form, 200]);
    }
  });

  it('stores collected addresses in one form, so subscribing with a look-alike adds nothing and erasure finds every form', async () => {
    // (A fullwidth `＠` is refused by the intake's address pattern before it could be normalised: a 400, not a look-alike.)
    const forms = ['ama@example.com', 'AMA@Example.com', 'ａｍａ@ｅｘａｍｐｌｅ.com'];
    for (const form of forms) {
      expect((await call('POST', '/public/newsletter', { email: form }, null)).status).toBe(201);
      expect((await call('POST', '/public/leads', lead(form), null)).status).toBe(201);
      expect((await call('POST', '/public/contact-sales', sale(form), null)).status).toBe(201);
      expect((await apply(form)).status).toBe(201);
    }
    expect(
      (
        await file.server.db
          .selectFrom('newsletter_subscribers')
          .select('email')
          .where('email', 'ilike', '%ama%')
          .execute()
      ).map((row) => row.email),
    ).toEqual(['ama@example.com']);
    expect((await file.server.db.selectFrom('leads').select('email').execute()).map((row) => row.email)).toEqual(
      forms.map(() => 'ama@example.com'),
    );
    const found = (await call('POST', '/personal-data/find', { email: 'ＡＭＡ@example.com' }, file.cookies.admin)).body
      .data;
    expect(found.total).toBe(10);
    const erased = await call('POST', '/personal-data/erase', { email: 'Ama@EXAMPLE.com' }, file.cookies.admin);
    expect(erased.body.data.erased).toEqual({ newsletter: 1, leads: 3, contactSales: 3, candidates: 3 });
    expect(
      (await call('POST', '/personal-data/find', { email: 'ama@example.com' }, file.cookies.admin)).body.data.total,
    ).toBe(0);
  });
});

describe('migration 980-normalised-emails', () => {
  it('brings stored addresses to their one form without losing an account or a record, and scrubs typed text from failed sign-ins', async () => {
    const db = file.server.db;
    const hash = 'not-a-hash';
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    // As an older version could have stored them.
    const [real] = await db
      .insertInto('admins')
      .values({
        f_name: 'Old',
        l_name: 'Real',
        email: 'legacy@example.com',
        password_hash: hash,
        role: 'viewer',
        pfp: null,
        created_at: at(1),
      })
      .returning('id')
      .execute();
    const [lookAlike] = await db
      .insertInto('admins')
      .values({
        f_name: 'Old',
        l_name: 'Fake',
        email: 'ｌｅｇａｃｙ@example.com',
        password_hash: hash,
        role: 'viewer',
        pfp: null,
        created_at: at(2),
      })
      .returning('id')
      .execute();
    const [upper] = await db
      .insertInto('admins')
      .values({
        f_name: 'Old',
        l_name: 'Upper',
        email: `Mixed${ZWSP}.Case@Example.com`,
        password_hash: hash,
        role: 'viewer',
        pfp: null,
        created_at: at(3),
      })
      .returning('id')
      .execute();
    await db
      .insertInto('newsletter_subscribers')
      .values([
        { email: 'ｓｕｂ@example.com', created_at: at(1) },
        { email: 'sub@example.com', created_at: at(5) },
      ])
      .execute();
    await db
      .insertInto('leads')
      .values([
        { ...leadRow('Lead@Example.com') },
        { ...leadRow('ｌｅａｄ@example.com') },
        { ...leadRow(`lead${ZWSP}@example.com`) },
      ])
      .execute();
    // Failed sign-ins logged by an older version with whatever was typed.
    await db
      .insertInto('activity')
      .values([
        { ...failedSignIn, label: 'MyOldPassw0rd!' },
        { ...failedSignIn, label: 'someone@example.com' },
      ])
      .execute();

    await normalisedEmailsMigration.up(db as never);

    const admins = await db
      .selectFrom('admins')
      .select(['id', 'email'])
      .where('id', 'in', [real.id, lookAlike.id, upper.id])
      .execute();
    const emailOf = (id: string) => admins.find((row) => row.id === id)?.email;
    expect([emailOf(real.id), emailOf(lookAlike.id), emailOf(upper.id)]).toEqual([
      'legacy@example.com',
      'ｌｅｇａｃｙ@example.com',
      'mixed.case@example.com',
    ]);
    const subscribers = await db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'created_at'])
      .where('email', 'ilike', '%sub%')
      .execute();
    expect(subscribers.map((row) => [row.email, new Date(row.created_at).toISOString()])).toEqual([
      ['sub@example.com', at(1).toISOString()],
    ]);
    const failed = await db
      .selectFrom('activity')
      .select('label')
      .where('action', '=', 'signin-failed')
      .where('label', 'in', ['MyOldPassw0rd!', 'someone@example.com', '(not an e-mail address)'])
      .orderBy('label')
      .execute();
    expect(failed.map((row) => row.label)).toEqual(['(not an e-mail address)', 'someone@example.com']);
    expect(
      (await db.selectFrom('leads').select('email').where('first_name', '=', 'Legacy').execute()).map(
        (row) => row.email,
      ),
    ).toEqual(['lead@example.com', 'lead@example.com', 'lead@example.com']);
  });
});

const failedSignIn = {
  action: 'signin-failed',
  admin_name: 'Anonymous',
  admin_role: '',
  ip: '203.0.113.5',
  grp: 'users',
  record_table: 'admins',
  changes: '[]',
};

function leadRow(email: string) {
  return {
    first_name: 'Legacy',
    last_name: 'Lead',
    company_name: 'Old Co',
    email,
    phone_number: '+1',
    num_of_orders: '1',
    countries_interested: 'Ghana',
  };
}
