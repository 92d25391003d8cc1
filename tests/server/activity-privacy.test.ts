/* eslint-disable @typescript-eslint/no-explicit-any -- the answers and documents read here are plain JSON, checked by the assertions. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../packages/server/src/auth/permissions';
import { createTestServer, TEST_PASSWORD, type TestServer } from './helpers';

let server: TestServer;
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  server = await createTestServer({ config: { intakeRequestsPerMinute: 0 } });
  for (const role of ['superAdmin', 'admin', 'editor', 'viewer'] as const) cookies[role] = await server.signIn(role);
});
afterAll(async () => {
  await server?.close();
});

async function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  cookie: string | null = cookies.admin,
  headers: Record<string, string> = {},
) {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  return {
    status: response.statusCode,
    body: String(response.headers['content-type'] ?? '').includes('json') ? response.json() : null,
    raw: response.rawPayload,
  };
}

const activityDump = async () => JSON.stringify(await server.db.selectFrom('activity').selectAll().execute());
const lead = (email: string) => ({
  firstName: 'Ama',
  lastName: 'Owusu',
  companyName: 'Kumasi Co',
  email,
  phoneNumber: '+233',
  numOfOrders: '10',
  countriesInterested: 'Ghana',
});
/** The sheet's rows, each as its cells' text (the first row holds the headers). */
const sheetRows = async (raw: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as never);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))),
  );
  return rows;
};

describe('failed sign-ins', () => {
  it('log the typed e-mail only when it is a well-formed address, never other typed text', async () => {
    const typedPassword = 'Hunter2-my-secret-pass';
    expect((await call('POST', '/admin/signin', { email: typedPassword, password: 'x' }, null)).status).toBe(401);
    expect((await call('POST', '/admin/signin', { email: 'Nobody@Example.com', password: 'x' }, null)).status).toBe(
      401,
    );
    const failed = await server.db
      .selectFrom('activity')
      .select('label')
      .where('action', '=', 'signin-failed')
      .orderBy('created_at')
      .execute();
    expect(failed.map((row) => row.label)).toEqual(['(not an e-mail address)', 'nobody@example.com']);
    expect(await activityDump()).not.toContain(typedPassword.toLowerCase());
    const exported = await call('POST', '/activity/export', { action: 'signin-failed' }, cookies.superAdmin);
    const rows = await sheetRows(exported.raw);
    expect(rows.length).toBe(3);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('hunter2');
  });
});

describe('client addresses', () => {
  it('are answered to super admins only: in the log, a record history and the export', async () => {
    const faq = await call(
      'POST',
      '/faq/add',
      { question: 'Who sees addresses?', answer: 'Super admins.', row: 1 },
      cookies.editor,
    );
    expect(faq.status).toBe(201);
    const history = (role: Role) =>
      call('GET', `/activity/history/faqs/${faq.body.data._id}`, undefined, cookies[role]);
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      const answer = await history(role);
      expect([role, answer.status, answer.body.data.length]).toEqual([role, 200, 1]);
      expect(answer.body.data[0]).not.toHaveProperty('ip');
    }
    expect((await history('superAdmin')).body.data[0].ip).toBe('127.0.0.1');

    const admins = await call(
      'GET',
      '/activity/history/admins/' + (await server.createAdmin('viewer')).id,
      undefined,
      cookies.admin,
    );
    expect(admins.status).toBe(200);
    const page = (role: Role) => call('GET', '/activity?pageSize=50', undefined, cookies[role]);
    expect((await page('admin')).body.data.data.every((entry: any) => !('ip' in entry))).toBe(true);
    expect(
      (await page('superAdmin')).body.data.data.every((entry: any) => entry.ip === '127.0.0.1' || entry.ip === ''),
    ).toBe(true);
    expect((await page('superAdmin')).body.data.data.some((entry: any) => entry.ip === '127.0.0.1')).toBe(true);

    const adminSheet = await call('POST', '/activity/export', {}, cookies.admin);
    const adminRows = await sheetRows(adminSheet.raw);
    expect(adminRows[0]).toEqual(['When', 'Who', 'Role', 'Action', 'Screen group', 'Record', 'Record id', 'Changes']);
    expect(adminRows.length).toBeGreaterThan(5);
    expect(JSON.stringify(adminRows)).not.toContain('127.0.0.1');
    const superRows = await sheetRows((await call('POST', '/activity/export', {}, cookies.superAdmin)).raw);
    expect(superRows[0]).toEqual([
      'When',
      'Who',
      'Role',
      'Address',
      'Action',
      'Screen group',
      'Record',
      'Record id',
      'Changes',
    ]);
    expect(JSON.stringify(superRows)).toContain('127.0.0.1');
  });
});

describe('erasure', () => {
  it("masks the person's address and what they typed in the activity log", async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' };
    const person = 'Kwame.Asante@Example.com';
    const server2 = await createTestServer({ config: { intakeRequestsPerMinute: 0, trustProxy: true } });
    try {
      const admin = await server2.signIn('admin');
      const inject = (url: string, payload: object, cookie: string | null, headers: Record<string, string> = {}) =>
        server2.app.inject({
          method: 'POST',
          url: `/api${url}`,
          payload,
          headers: { ...headers, ...(cookie ? { cookie } : {}) },
        });
      expect((await inject('/public/leads', lead(person), null, from)).statusCode).toBe(201);
      expect(
        (await inject('/public/newsletter', { email: 'ｋｗａｍｅ.asante@example.com' }, null, from)).statusCode,
      ).toBe(201);
      expect(
        (await inject('/admin/signin', { email: person, password: 'Wrong-password-1' }, null, from)).statusCode,
      ).toBe(401);
      expect(
        (await inject('/download/leads/Contact', { all: true, q: 'kwame.asante@example.com' }, admin)).statusCode,
      ).toBe(200);
      // Someone else's entries stay as they were.
      expect(
        (await inject('/public/leads', lead('esi@example.com'), null, { 'x-forwarded-for': '203.0.113.9' })).statusCode,
      ).toBe(201);
      const before = JSON.stringify(await server2.db.selectFrom('activity').selectAll().execute());
      expect(before).toContain('198.51.100.23');
      expect(before).toContain('kwame.asante@example.com');

      const erased = await inject('/personal-data/erase', { email: 'KWAME.ASANTE@example.com' }, admin);
      expect(erased.json().data.erased).toMatchObject({ newsletter: 1, leads: 1 });
      const after = await server2.db.selectFrom('activity').selectAll().execute();
      const dump = JSON.stringify(after);
      expect(dump).not.toContain('198.51.100.23');
      expect(dump).not.toContain('kwame.asante');
      expect(dump).toContain('203.0.113.9');
      expect(after.filter((row) => row.action === 'signin-failed').map((row) => [row.label, row.ip])).toEqual([
        ['(erased)', ''],
      ]);
      expect(after.filter((row) => row.action === 'export').map((row) => (row.details as any)?.search)).toContain(
        '(erased)',
      );
    } finally {
      await server2.close();
    }
  });
});

// The password every test admin signs in with never reaches the log.
it('keeps no password in the log', async () => {
  expect(await activityDump()).not.toContain(TEST_PASSWORD);
});
