import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, multipartBody, type TestServer } from './helpers';

const pdf = (bytes = 0) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n'),
    Buffer.alloc(bytes, 32),
    Buffer.from('\n%%EOF\n'),
  ]);
const lead = (email: string, extra: object = {}) => ({
  firstName: 'Kofi',
  lastName: 'Mensah',
  companyName: 'Accra Gadgets',
  email,
  phoneNumber: '+233200000000',
  numOfOrders: '50-100',
  countriesInterested: 'Ghana',
  ...extra,
});
const application = (fields: Record<string, string> = {}, resumeBytes = 0) =>
  multipartBody(
    { job: 'Driver', fName: 'Ana', lName: 'Silva', email: 'ana@example.com', phone: '+212600000000', ...fields },
    { resume: { data: pdf(resumeBytes), filename: 'cv.pdf' } },
  );

describe('public intake cannot fill the disk or the tables', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({
      config: { intakeRequestsPerMinute: 1000, intakeRequestsPerDay: 1000, privateFilesMaxBytes: 30_000 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const count = async (table: 'leads' | 'newsletter_subscribers' | 'contact_sales' | 'job_candidates') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (url: string, payload: object, remoteAddress = '198.51.100.1') =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress });
  const apply = (body: ReturnType<typeof multipartBody>, remoteAddress = '198.51.100.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      headers: body.headers,
      payload: body.payload,
      remoteAddress,
    });

  it('answers a bot that fills the honeypot as usual, and keeps nothing', async () => {
    const before = await Promise.all([
      count('leads'),
      count('newsletter_subscribers'),
      count('contact_sales'),
      count('job_candidates'),
    ]);
    const answers = [
      await post('/api/public/leads', lead('bot@example.com', { website: 'http://spam.example' })),
      await post('/api/public/newsletter', { email: 'bot@example.com', website: 'x' }),
      await post('/api/public/contact-sales', {
        fullName: 'Bot',
        companyName: 'Spam',
        companyEmail: 'bot@example.com',
        country: 'X',
        mobileNumber: '1',
        numberOfOrders: '1',
        countryInterested: 'X',
        website: 'x',
      }),
      await apply(application({ website: 'http://spam.example' })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers[0].json()).toEqual({ success: true, message: 'Thank you, our team will contact you' });
    expect(answers[3].json()).toEqual({ success: true, message: 'Thank you, your application was received' });
    expect(
      await Promise.all([
        count('leads'),
        count('newsletter_subscribers'),
        count('contact_sales'),
        count('job_candidates'),
      ]),
    ).toEqual(before);
    // An empty honeypot is a person.
    expect((await post('/api/public/leads', lead('person@example.com', { website: '' }))).statusCode).toBe(201);
    expect(await count('leads')).toBe(before[0] + 1);
  });

  it('answers the newsletter the same whether or not the address was subscribed', async () => {
    const first = await post('/api/public/newsletter', { email: 'reader@example.com' });
    const again = await post('/api/public/newsletter', { email: 'READER@example.com' });
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
    expect(first.json()).toEqual({ success: true, message: 'Subscribed' });
  });

  it('caps the JSON body, each text field, and the application’s fields and body', async () => {
    const huge = await post('/api/public/leads', lead('big@example.com', { note: 'x'.repeat(20_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
    const longField = await post('/api/public/leads', lead('long@example.com', { companyName: 'x'.repeat(201) }));
    expect(longField.statusCode).toBe(400);
    // Fields are read up to 16 KB (room for a cover letter), then each is held to its own length.
    expect((await apply(application({ fName: 'x'.repeat(3000) }))).json()).toEqual({
      success: false,
      message: 'A field is too long (300 characters at most)',
    });
    const longApplicationField = await apply(application({ fName: 'x'.repeat(17_000) }));
    expect(longApplicationField.statusCode).toBe(413);
    expect(longApplicationField.json()).toEqual({ success: false, message: 'The field fName is too long' });
    const manyFields = await apply(
      application(Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`extra${index}`, 'x']))),
    );
    expect(manyFields.statusCode).toBe(413);
    // A body announced larger than two files and the fields is refused before it is read.
    const announced = application();
    const oversized = await server.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      payload: announced.payload,
      remoteAddress: '198.51.100.1',
      headers: { ...announced.headers, 'content-length': String(20 * 1024 * 1024) },
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe('The application is too large (files of 4 MB at most)');
  });

  it('takes files up to UPLOAD_MAX_BYTES (4 MB by default), the limit docs/operating.md states', async () => {
    const tooBig = await apply(application({}, 4 * 1024 * 1024 + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ success: false, message: 'File is too large (max 4 MB)' });
  });

  it('refuses applications once the private files reach PRIVATE_FILES_MAX_BYTES, and stores nothing', async () => {
    const before = await count('job_candidates');
    expect((await apply(application({}, 12_000))).statusCode).toBe(201);
    expect((await apply(application({}, 12_000))).statusCode).toBe(201);
    const full = await apply(application({}, 12_000));
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({
      success: false,
      message: 'We cannot receive files right now. Please try again later.',
    });
    expect(await count('job_candidates')).toBe(before + 2);
    // Deleting candidates frees the room again.
    const cookie = await server.signIn('admin');
    const [newest] = await server.db
      .selectFrom('job_candidates')
      .select('id')
      .orderBy('created_at', 'desc')
      .limit(1)
      .execute();
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/deleteJobCandidate/${newest.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await apply(application({}, 12_000))).statusCode).toBe(201);
  });
});

describe('the daily intake quota per address', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ config: { intakeRequestsPerMinute: 100, intakeRequestsPerDay: 3 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts every intake route together per address, then answers 429 with when to retry', async () => {
    const from = (remoteAddress: string, url: string, payload: object) =>
      server.app.inject({ method: 'POST', url, payload, remoteAddress });
    const statuses = [
      (await from('192.0.2.1', '/api/public/newsletter', { email: 'a@example.com' })).statusCode,
      (await from('192.0.2.1', '/api/public/leads', lead('b@example.com'))).statusCode,
      (await from('192.0.2.1', '/api/public/newsletter', { email: 'c@example.com' })).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await from('192.0.2.1', '/api/public/leads', lead('d@example.com'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests from your address today\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await from('192.0.2.2', '/api/public/leads', lead('e@example.com'))).statusCode).toBe(201);
  });
});
