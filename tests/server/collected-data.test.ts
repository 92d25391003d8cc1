import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createTestServer, multipartBody } from './helpers';
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

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) =>
    rows.push(
      (row.values as unknown[]).slice(1).map((value) => (value instanceof Date ? 'date' : String(value ?? ''))),
    ),
  );
  return rows;
}

const lead = (index: number) => ({
  firstName: `Kofi${index}`,
  lastName: 'Mensah',
  companyName: 'Accra Gadgets',
  email: `kofi${index}@example.com`,
  phoneNumber: '+233200000000',
  numOfOrders: '50-100',
  countriesInterested: 'Ghana, Nigeria',
});
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('public intake', () => {
  it('subscribes to the newsletter once, whatever the case, and refuses a bad email', async () => {
    expect((await call('POST', '/public/newsletter', { email: 'Amina@Example.com' }, null)).status).toBe(201);
    const again = await call('POST', '/public/newsletter', { email: 'amina@example.COM' }, null);
    // The same answer as a first subscription: nobody can learn from it who is subscribed.
    expect([again.status, again.body.message]).toEqual([201, 'Subscribed']);
    const bad = await call('POST', '/public/newsletter', { email: 'not-an-email' }, null);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/email/i);
    expect((await call('GET', '/getAllNewsLetter')).body.data.data.map((row: { email: string }) => row.email)).toEqual([
      'amina@example.com',
    ]);
  });

  it('takes leads and contact-sales requests, with clear 400s', async () => {
    for (let index = 1; index <= 12; index += 1)
      expect((await call('POST', '/public/leads', lead(index), null)).status).toBe(201);
    const missing = await call('POST', '/public/leads', { ...lead(99), companyName: undefined }, null);
    expect([missing.status, missing.body.success]).toEqual([400, false]);
    const sales = {
      fullName: 'Grace Wanjiru',
      companyName: 'Nairobi Threads',
      companyEmail: 'grace@threads.example',
      country: 'Kenya',
      mobileNumber: '+254700000000',
      numberOfOrders: '200',
      countryInterested: 'Uganda',
    };
    expect((await call('POST', '/public/contact-sales', sales, null)).status).toBe(201);
    expect((await call('POST', '/public/contact-sales', { ...sales, companyEmail: 'nope' }, null)).status).toBe(400);
  });

  it('takes a job application with files kept private, and refuses wrong files', async () => {
    const form = (files: Record<string, { data: Buffer; filename: string }>, extra: Record<string, string> = {}) =>
      multipartBody(
        {
          job: 'Account Manager',
          fName: 'Leila',
          lName: 'Haddad',
          email: 'leila@example.com',
          phone: '+212600000000',
          linkedIn: 'https://www.linkedin.com/in/leila',
          ...extra,
        },
        files,
      );
    const ok = form({ resume: { data: pdf, filename: 'cv.pdf' }, portfolio: { data: pdf, filename: 'work.pdf' } });
    expect(
      (await file.server.app.inject({ method: 'POST', url: '/api/public/job-applications', ...ok })).statusCode,
    ).toBe(201);
    const renamed = form({ resume: { data: Buffer.from('plain text'), filename: 'cv.pdf' } });
    const refused = await file.server.app.inject({ method: 'POST', url: '/api/public/job-applications', ...renamed });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/resume must be/i);
    const noResume = await file.server.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form({}) });
    expect(noResume.json().message).toMatch(/attach your resume/);
    const badLink = await file.server.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      ...form({ resume: { data: pdf, filename: 'cv.pdf' } }, { linkedIn: 'javascript:alert(1)' }),
    });
    expect(badLink.statusCode).toBe(400);
  });

  it('rate limits each client address (429)', async () => {
    const limited = await createTestServer({ config: { intakeRequestsPerMinute: 3 } });
    try {
      const statuses = [];
      for (let index = 0; index < 5; index += 1) {
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/public/newsletter',
              payload: { email: `x${index}@example.com` },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('collected data for admins', () => {
  it('lists leads with the spec shape, pages and searches by email with a total', async () => {
    const all = (await call('GET', '/getleadsContact')).body.data;
    expect(all.data).toHaveLength(12);
    expect(all.data[0]).toMatchObject({ firstName: 'Kofi12', companyName: 'Accra Gadgets', numOfOrders: '50-100' });
    const page = (await call('GET', '/getleadsContact?page=2&pageSize=10')).body.data;
    expect([page.data.length, page.total]).toEqual([2, 12]);
    const found = (await call('GET', '/getleadsContact?q=KOFI1')).body.data;
    expect(found.data.map((row: { email: string }) => row.email).sort()).toEqual(
      ['kofi1@example.com', 'kofi10@example.com', 'kofi11@example.com', 'kofi12@example.com'].sort(),
    );
    expect((await call('GET', '/get/contactsale?q=threads')).body.data.data).toHaveLength(1);
    const candidates = (await call('GET', '/getAllJobCandidates')).body;
    expect(Array.isArray(candidates)).toBe(true);
    expect(candidates[0]).toMatchObject({
      job: 'Account Manager',
      fName: 'Leila',
      linkedIn: 'https://www.linkedin.com/in/leila',
    });
    expect(candidates[0].resume).toMatch(/^\/api\/candidate-files\/.+\/resume$/);
  });

  it('exports the selected leads, or every lead matching a search, as a real .xlsx', async () => {
    const rows = (await call('GET', '/getleadsContact')).body.data.data;
    const picked = await call('POST', '/download/leads/Contact', { selectedIds: [rows[0]._id, rows[1]._id] });
    expect(picked.status).toBe(200);
    expect(picked.headers['content-disposition']).toMatch(/LeadsContact-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readXlsx(picked.raw);
    expect(sheet[0]).toEqual([
      'First Name',
      'Last Name',
      'Company Name',
      'Email',
      'Phone Number',
      'Orders per Day',
      'Countries Interested',
      'Received',
    ]);
    expect(sheet.slice(1).map((row) => row[3])).toEqual([rows[0].email, rows[1].email]);
    const matching = await readXlsx((await call('POST', '/download/leads/Contact', { all: true, q: 'kofi1' })).raw);
    expect(matching).toHaveLength(5);
    expect((await readXlsx((await call('POST', '/downloadNewsletter', { all: true })).raw))[1][0]).toBe(
      'amina@example.com',
    );
    expect((await call('POST', '/download/leads/Contact', { selectedIds: [] })).body.message).toBe(
      'Select at least one record to download',
    );
  });

  it('zips the selected candidates with their files and an index; one candidate as {fName}_{job}.zip', async () => {
    const [candidate] = (await call('GET', '/getAllJobCandidates')).body;
    const zip = await call('POST', '/getJobCandidateList', { selectedIds: [candidate._id] });
    expect(zip.headers['content-disposition']).toMatch(/JobCandidates-\d{4}-\d{2}-\d{2}\.zip/);
    const files = unzipSync(new Uint8Array(zip.raw));
    const names = Object.keys(files).sort();
    expect(names).toContain('index.xlsx');
    expect(names.some((name) => /^Leila_Haddad_[0-9a-f]{8}\/resume_cv\.pdf$/.test(name))).toBe(true);
    expect(names.some((name) => /portfolio_work\.pdf$/.test(name))).toBe(true);
    expect(Buffer.from(files[names.find((name) => name.endsWith('resume_cv.pdf'))!]).equals(pdf)).toBe(true);
    expect((await readXlsx(Buffer.from(files['index.xlsx'])))[1].slice(0, 3)).toEqual([
      'Account Manager',
      'Leila',
      'Haddad',
    ]);
    const one = await call('GET', `/downloadJobCandidate/${candidate._id}`);
    expect(one.headers['content-disposition']).toContain('Leila_Account_Manager.zip');
  });

  it("serves a candidate's file only with a session", async () => {
    const [candidate] = (await call('GET', '/getAllJobCandidates')).body;
    expect((await file.server.app.inject({ method: 'GET', url: candidate.resume })).statusCode).toBe(401);
    const signedIn = await file.server.app.inject({
      method: 'GET',
      url: candidate.resume,
      headers: { cookie: file.cookies.admin },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.rawPayload.equals(pdf)).toBe(true);
    expect(signedIn.headers['cache-control']).toContain('no-store');
    // Never under the public uploads.
    expect(JSON.stringify(candidate)).not.toContain('/uploads/');
  });

  it('only admin and superAdmin delete and export; an editor and a viewer read', async () => {
    const [row] = (await call('GET', '/getleadsContact')).body.data.data;
    for (const role of ['editor', 'viewer'] as const) {
      const cookie = await file.server.signIn(role);
      expect((await call('GET', '/getleadsContact', undefined, cookie)).status).toBe(200);
      expect((await call('DELETE', `/delete/leads/Contact/${row._id}`, undefined, cookie)).status).toBe(403);
      expect((await call('POST', '/download/leads/Contact', { selectedIds: [row._id] }, cookie)).status).toBe(403);
    }
    expect((await call('DELETE', `/delete/leads/Contact/${row._id}`)).status).toBe(200);
    expect((await call('DELETE', `/delete/leads/Contact/${row._id}`)).status).toBe(404);
    const [candidate] = (await call('GET', '/getAllJobCandidates')).body;
    expect((await call('DELETE', `/deleteJobCandidate/${candidate._id}`)).status).toBe(200);
    expect(
      (await file.server.app.inject({ method: 'GET', url: candidate.resume, headers: { cookie: file.cookies.admin } }))
        .statusCode,
    ).toBe(404);
    const [sale] = (await call('GET', '/get/contactsale')).body.data.data;
    expect((await call('DELETE', `/delete/${sale._id}`)).status).toBe(200);
  });
});
