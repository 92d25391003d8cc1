import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, multipartBody, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer({ config: { intakeRequestsPerMinute: 0 } });
  admin = await server.signIn('admin');
});
afterAll(async () => {
  await server?.close();
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const apply = (fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST', url: '/api/public/job-applications',
    ...multipartBody({ job: 'Account Manager', fName: 'Leila', lName: 'Haddad', email: `${fields.fName ?? 'leila'}@example.com`, phone: '+212600000000', ...fields }, { resume: { data: pdf, filename: 'cv.pdf' } }),
  });
const listed = async () =>
  ((await server.app.inject({ method: 'GET', url: '/api/getAllJobCandidates', headers: { cookie: admin } })).json() as Array<{ fName: string; coverLetter: string }>)
    .map((row) => [row.fName, row.coverLetter]);

describe("a job application's cover letter", () => {
  it('is stored with its line breaks and listed for the candidate view; none is an empty text', async () => {
    expect((await apply({ fName: 'Leila', coverLetter: 'Dear team,\r\n\r\nI ran COD operations for five years.' })).statusCode).toBe(201);
    expect((await apply({ fName: 'Kofi' })).statusCode).toBe(201);
    expect((await listed()).sort()).toEqual([['Kofi', ''], ['Leila', 'Dear team,\n\nI ran COD operations for five years.']]);
  });

  it('refuses one longer than 4,000 characters with a 400 and stores nothing', async () => {
    const answer = await apply({ fName: 'Grace', coverLetter: 'é'.repeat(4001) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message: 'The cover letter is too long (4000 characters at most)' });
    expect((await apply({ fName: 'Amina', coverLetter: 'é'.repeat(4000) })).statusCode).toBe(201);
    expect((await listed()).map(([name]) => name).sort()).toEqual(['Amina', 'Kofi', 'Leila']);
  });
});
