import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from './support/server-for-file';

// Sorting the collected-data lists on the server, and the spreadsheets they export (read back with exceljs).
// The same file runs on PGlite and PostgreSQL.

const file = serverForFile(['admin']);
beforeAll(async () => {
  // 25 contact-sales requests, one a minute; company emails in another order than the dates.
  await sql`
    insert into contact_sales (full_name, company_name, company_email, country, mobile_number, number_of_orders, country_interested, created_at, updated_at)
    select 'Person ' || n, case when n % 5 = 0 then 'Atlas Freight' else 'Other Co' end, chr(122 - n) || n || '@example.com', 'Morocco', '+212600000000',
      '10', 'Kenya', at, at
    from generate_series(1, 25) as n, lateral (select timestamptz '2030-03-04 05:06:07+00' + n * interval '1 minute' as at) as t`.execute(
    file.server.db,
  );
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await file.server.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: { cookie: file.cookies.admin },
  });
  return {
    status: response.statusCode,
    body: String(response.headers['content-type'] ?? '').includes('json') ? response.json() : null,
    raw: response.rawPayload,
    headers: response.headers,
  };
}

type Page = {
  data: {
    data: Array<{ fullName: string; companyEmail: string; createdAt: string }>;
    total: number;
    after?: string;
    before?: string;
  };
};
const names = (body: Page) => body.data.data.map((row) => row.fullName);
const people = (numbers: number[]) => numbers.map((n) => `Person ${n}`);
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => (from <= to ? from + index : from - index));

async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  return workbook.worksheets[0];
}

describe('sorted lists', () => {
  it('answers newest first by default and oldest first with sort=createdAt, paging both ways with cursors', async () => {
    expect(names((await call('GET', '/get/contactsale?page=1&pageSize=10')).body)).toEqual(people(range(25, 16)));
    const first = (await call('GET', '/get/contactsale?page=1&pageSize=10&sort=createdAt')).body as Page;
    expect(names(first)).toEqual(people(range(1, 10)));
    expect(first.data.total).toBe(25);
    const second = (
      await call('GET', `/get/contactsale?page=2&pageSize=10&sort=createdAt&total=25&after=${first.data.after}`)
    ).body as Page;
    expect(names(second)).toEqual(people(range(11, 20)));
    const back = (
      await call('GET', `/get/contactsale?page=1&pageSize=10&sort=createdAt&total=25&before=${second.data.before}`)
    ).body as Page;
    expect(names(back)).toEqual(people(range(1, 10)));
    const jump = (await call('GET', '/get/contactsale?page=3&pageSize=10&sort=createdAt&total=25')).body as Page;
    expect(names(jump)).toEqual(people(range(21, 25)));
  });

  it('sorts by the indexed email column either way, case-insensitively, with a search', async () => {
    const ascending = (await call('GET', '/get/contactsale?page=1&pageSize=25&sort=companyEmail')).body as Page;
    const emails = ascending.data.data.map((row) => row.companyEmail);
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));
    expect(emails[0]).toBe(`${String.fromCharCode(122 - 25)}25@example.com`);
    const descending = (await call('GET', '/get/contactsale?page=1&pageSize=25&sort=-companyEmail')).body as Page;
    expect(descending.data.data.map((row) => row.companyEmail)).toEqual([...emails].reverse());
    expect(descending.data).not.toHaveProperty('after');
    const searched = (await call('GET', '/get/contactsale?page=1&pageSize=10&sort=createdAt&q=atlas')).body as Page;
    expect(names(searched)).toEqual(people([5, 10, 15, 20, 25]));
    expect(searched.data.total).toBe(5);
  });

  it('refuses a sort the list does not allow with a 400 naming the allowed ones', async () => {
    const wrong = await call('GET', '/get/contactsale?page=1&sort=country');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'sort must be one of: createdAt, -createdAt, companyEmail, -companyEmail, fullName, -fullName, companyName, -companyName',
    );
    const injected = await call('GET', `/getleadsContact?page=1&sort=${encodeURIComponent('email; drop table leads')}`);
    expect(injected.status).toBe(400);
    expect((await call('GET', '/getAllNewsLetter?page=1&sort=-email')).status).toBe(200);
    expect((await call('GET', '/getAllJobCandidates?page=1&sort=-createdAt')).status).toBe(200);
    const cursorWithEmail = await call('GET', `/get/contactsale?page=2&sort=email&after=abc`);
    expect(cursorWithEmail.status).toBe(400);
  });
});

describe('collected-data spreadsheets', () => {
  it('exports every contact-sales request matching a search, without a selection, under the screen headers', async () => {
    const answer = await call('POST', '/download/contactsale', { all: true, q: 'ATLAS' });
    expect(answer.status).toBe(200);
    const sheet = await readSheet(answer.raw);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Full Name',
      'Company Name',
      'Company Email',
      'Country',
      'Mobile Number',
      'Number of Orders',
      'Country Interested',
      'Received',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row, number) => number > 1 && rows.push((row.values as unknown[]).slice(1)));
    expect(rows.map((row) => row[0])).toEqual(people([25, 20, 15, 10, 5]));
    expect((await call('POST', '/download/contactsale', { selectedIds: [] })).status).toBe(400);
  });

  it('writes dates with their time in ISO order, freezes the header row with filters, and dates the file name', async () => {
    const answer = await call('POST', '/download/contactsale', { all: true, q: '' });
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="ContactSales-${today}.xlsx"`);
    const sheet = await readSheet(answer.raw);
    const date = sheet.getRow(2).getCell(8);
    expect(date.value).toEqual(new Date('2030-03-04T05:31:07.000Z'));
    expect(date.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:H1');
    expect(sheet.rowCount).toBe(26);

    const newsletter = await call('POST', '/downloadNewsletter', { all: true });
    expect(newsletter.headers['content-disposition']).toContain(`Newsletter-${today}.xlsx`);
    const header = (await readSheet(newsletter.raw)).getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(['Email', 'Subscribed']);
  });
});
