import { describe, expect, it } from 'vitest';
import { multipartBody } from './helpers';
import { serverForFile } from './support/server-for-file';

const file = serverForFile(['admin'], { config: { intakeRequestsPerMinute: 0 } });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const apply = (fields: Record<string, string>) =>
  file.server.app.inject({
    method: 'POST',
    url: '/api/public/job-applications',
    ...multipartBody(
      {
        job: 'Account Manager',
        fName: 'Leila',
        lName: 'Haddad',
        email: `${fields.fName ?? 'leila'}@example.com`,
        phone: '+212600000000',
        ...fields,
      },
      { resume: { data: pdf, filename: 'cv.pdf' } },
    ),
  });
const listed = async () =>
  (
    (
      await file.server.app.inject({
        method: 'GET',
        url: '/api/getAllJobCandidates',
        headers: { cookie: file.cookies.admin },
      })
    ).json() as Array<{ fName: string; coverLetter: string }>
  ).map((row) => [row.fName, row.coverLetter]);

describe("a job application's cover letter", () => {
  it('is stored with its line breaks and listed for the candidate view; none is an empty text', async () => {
    expect(
      (await apply({ fName: 'Leila', coverLetter: 'Dear team,\r\n\r\nI ran COD operations for five years.' }))
        .statusCode,
    ).toBe(201);
    expect((await apply({ fName: 'Kofi' })).statusCode).toBe(201);
    expect((await listed()).sort()).toEqual([
      ['Kofi', ''],
      ['Leila', 'Dear team,\n\nI ran COD operations for five years.'],
    ]);
  });

  it('refuses one longer than 4,000 characters with a 400 and stores nothing', async () => {
    const answer = await apply({ fName: 'Grace', coverLetter: 'é'.repeat(4001) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      success: false,
      message: 'The cover letter is too long (4000 characters at most)',
    });
    expect((await apply({ fName: 'Amina', coverLetter: 'é'.repeat(4000) })).statusCode).toBe(201);
    expect((await listed()).map(([name]) => name).sort()).toEqual(['Amina', 'Kofi', 'Leila']);
  });

  it('GET /getJobCandidate/{id} answers one application for the candidate view, 404 when gone, 400 for a malformed id, 401 signed out', async () => {
    const all = (
      await file.server.app.inject({
        method: 'GET',
        url: '/api/getAllJobCandidates',
        headers: { cookie: file.cookies.admin },
      })
    ).json() as Array<{ _id: string; fName: string }>;
    const leila = all.find((row) => row.fName === 'Leila')!;
    const one = await file.server.app.inject({
      method: 'GET',
      url: `/api/getJobCandidate/${leila._id}`,
      headers: { cookie: file.cookies.admin },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      success: true,
      data: {
        _id: leila._id,
        fName: 'Leila',
        job: 'Account Manager',
        resume: `/api/candidate-files/${leila._id}/resume`,
        resumeName: 'cv.pdf',
        coverLetter: 'Dear team,\n\nI ran COD operations for five years.',
      },
    });
    expect(one.json().data).toEqual(all.find((row) => row._id === leila._id));
    const gone = await file.server.app.inject({
      method: 'GET',
      url: '/api/getJobCandidate/00000000-0000-4000-8000-000000000000',
      headers: { cookie: file.cookies.admin },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'This candidate no longer exists' });
    expect(
      (
        await file.server.app.inject({
          method: 'GET',
          url: '/api/getJobCandidate/not-an-id',
          headers: { cookie: file.cookies.admin },
        })
      ).statusCode,
    ).toBe(400);
    expect((await file.server.app.inject({ method: 'GET', url: `/api/getJobCandidate/${leila._id}` })).statusCode).toBe(
      401,
    );
  });
});
