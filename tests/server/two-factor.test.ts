import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, sessionCookieOf, TEST_PASSWORD, type TestServer } from './helpers';

/**
 * Two-factor sign-in (issue 39): TOTP enrolment from the profile and at sign-in, the second step (window of one
 * step either side, replays refused), recovery codes (once each), the sign-in limits on the second step, the
 * per-role requirement and the super admins' logged reset.
 */
let server: TestServer;
let superAdmin: string;
let addressCounter = 0;
/** Each test signs in from addresses of its own, so the per-address limits of one do not touch another. */
const nextAddress = () => `10.39.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  // Four tries a minute per address and account (password and code steps together); the rest out of the way.
  server = await createTestServer({
    config: { signInAttemptsPerMinute: 4, signInAttemptsPerAddress: 1000, signInAttemptsPerAccount: 1000 },
  });
  superAdmin = await server.signIn('superAdmin');
});
afterAll(async () => {
  await server?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
async function call(method: Method, url: string, cookie: string | null, payload?: object, remoteAddress = '127.0.0.1') {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const now = () => Math.floor(Date.now() / 1000);
/** The code an authenticator shows `offset` seconds from now. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: now() + offset });

/** Waits while fewer than `seconds` are left in the current 30-second step, so codes made now are still of their step when checked. */
async function awayFromStepEdge(seconds = 2) {
  while (30 - (now() % 30) < seconds) await new Promise((resolve) => setTimeout(resolve, 250));
}

async function passwordStep(email: string, address: string) {
  return call('POST', '/admin/signin', null, { email, password: TEST_PASSWORD }, address);
}

/** A new admin of the role, signed in with the password alone, who then sets up an authenticator from the profile. */
async function adminWithTotp(role: 'superAdmin' | 'admin' | 'editor' | 'viewer' = 'editor') {
  const { id, email } = await server.createAdmin(role);
  const signedIn = await passwordStep(email, nextAddress());
  expect(signedIn.status).toBe(200);
  const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
  const setup = await call('POST', '/admin/two-factor/totp/setup', cookie);
  expect(setup.status).toBe(200);
  const confirmed = await call('POST', '/admin/two-factor/totp/confirm', cookie, {
    code: await codeAt(setup.body.data.secret),
  });
  expect(confirmed.status).toBe(200);
  return {
    id,
    email,
    cookie,
    secret: setup.body.data.secret as string,
    recoveryCodes: confirmed.body.data.recoveryCodes as string[],
  };
}

describe('setting up an authenticator from the profile', () => {
  it('shows the secret and its QR code, is confirmed by a first code, and gives ten recovery codes once', async () => {
    const { email } = await server.createAdmin('editor');
    const cookie = sessionCookieOf((await passwordStep(email, nextAddress())).headers['set-cookie']);
    expect((await call('GET', '/admin/two-factor', cookie)).body.data).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      methods: [],
      required: false,
    });

    const setup = await call('POST', '/admin/two-factor/totp/setup', cookie);
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Backoffice:${encodeURIComponent(email)}?secret=${secret}&issuer=Backoffice`,
    );
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    // Not on yet: the sign-in still needs the password only.
    expect((await passwordStep(email, nextAddress())).body.data).toHaveProperty('_id');

    const wrong = await call('POST', '/admin/two-factor/totp/confirm', cookie, { code: '000000' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringMatching(/not correct/) },
    });
    expect((await call('POST', '/admin/two-factor/totp/confirm', cookie, { code: 'abcdef' })).status).toBe(400);
    await awayFromStepEdge();
    const confirmed = await call('POST', '/admin/two-factor/totp/confirm', cookie, {
      code: (await codeAt(secret)).replace(/^(\d{3})/, '$1 '),
    });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(10);
    // Only hashes are stored.
    const stored = JSON.stringify(await server.db.selectFrom('admin_recovery_codes').selectAll().execute());
    for (const code of codes) expect(stored).not.toContain(code.replace(/-/g, ''));

    expect((await call('GET', '/admin/two-factor', cookie)).body.data).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      methods: ['totp', 'recovery'],
      required: false,
    });
    expect((await call('POST', '/admin/two-factor/totp/setup', cookie)).status).toBe(409);

    // The password step now answers a second step, without a session cookie.
    const step = await passwordStep(email, nextAddress());
    expect(step.status).toBe(200);
    expect(step.body.data).toEqual({
      step: 'verify',
      ticket: expect.any(String),
      methods: ['totp', 'recovery'],
      expiresAt: expect.any(String),
    });
    expect(String(step.headers['set-cookie'] ?? '')).not.toMatch(/bo_session=/);
    expect(new Date(step.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  // Proofs are limited like sign-ins (four a minute here): this test makes exactly four.
  it('turns off with the password or a code (not without), and new recovery codes replace the old', async () => {
    const admin = await adminWithTotp();
    expect((await call('POST', '/admin/two-factor/totp/disable', admin.cookie, {})).body.message).toMatch(
      /password or a code/,
    );
    expect(
      (await call('POST', '/admin/two-factor/totp/disable', admin.cookie, { password: 'wrong-password' })).status,
    ).toBe(400);

    const renewed = await call('POST', '/admin/two-factor/recovery-codes', admin.cookie, {
      code: admin.recoveryCodes[0],
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/admin/two-factor', admin.cookie)).body.data.recoveryCodesLeft).toBe(10);
    // An old code no longer works anywhere.
    const ticket = (await passwordStep(admin.email, nextAddress())).body.data.ticket;
    expect(
      (await call('POST', '/admin/signin/recovery', null, { ticket, code: admin.recoveryCodes[1] }, nextAddress()))
        .status,
    ).toBe(401);

    const off = await call('POST', '/admin/two-factor/totp/disable', admin.cookie, { password: TEST_PASSWORD });
    expect(off).toMatchObject({ status: 200, body: { message: 'Two-factor authentication is off' } });
    expect((await call('GET', '/admin/two-factor', admin.cookie)).body.data).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      methods: [],
      required: false,
    });
    expect((await passwordStep(admin.email, nextAddress())).body.data).toHaveProperty('_id');
    const actions = await server.db
      .selectFrom('activity')
      .select('action')
      .where('record_id', '=', admin.id)
      .where('action', 'like', '%-%')
      .orderBy('created_at')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['two-factor-enabled', 'recovery-codes-renewed', 'two-factor-disabled']),
    );
  });
});

describe('the second step of the sign-in', () => {
  it('opens the session with a current code, logged as a sign-in with its factor; the ticket works once', async () => {
    const admin = await adminWithTotp();
    const address = nextAddress();
    const { ticket } = (await passwordStep(admin.email, address)).body.data;
    // The ticket opens nothing by itself.
    expect((await call('GET', '/admin/profile', `bo_session=${ticket}`)).status).toBe(401);
    // The admin's first code was used at set-up: wait for the next step's (no replay), unless it has come.
    const code = await codeAt(admin.secret, 30);
    const signedIn = await call('POST', '/admin/signin/totp', null, { ticket, code }, address);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ _id: admin.id, email: admin.email, role: 'editor' });
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
    expect((await call('GET', '/admin/profile', cookie)).status).toBe(200);
    expect((await call('POST', '/admin/signin/totp', null, { ticket, code }, address)).body).toEqual({
      success: false,
      message: 'This sign-in has expired. Please sign in again.',
    });
    const entry = await server.db
      .selectFrom('activity')
      .select(['action', 'details', 'admin_id'])
      .where('record_id', '=', admin.id)
      .where('action', '=', 'signin')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ admin_id: admin.id, details: { secondFactor: 'totp' } });
  });

  it('accepts a code of one step before or after, not two; refuses a code already used and any older', async () => {
    const admin = await adminWithTotp();
    const tryCode = async (code: string) => {
      const address = nextAddress();
      const { ticket } = (await passwordStep(admin.email, address)).body.data;
      return (await call('POST', '/admin/signin/totp', null, { ticket, code }, address)).status;
    };
    // Steps are counted from the current one, S: the test keeps well within it.
    await awayFromStepEdge(10);
    const step = Math.floor(now() / 30);
    const codeOf = (offset: number) => generate({ secret: admin.secret, epoch: (step + offset) * 30 + 1 });
    await server.db
      .updateTable('admin_totp')
      .set({ last_time_step: step - 10 })
      .where('admin_id', '=', admin.id)
      .execute();
    expect(await tryCode(await codeOf(-2))).toBe(401);
    expect(await tryCode(await codeOf(2))).toBe(401);
    expect(await tryCode(await codeOf(-1))).toBe(200);
    // The same code again (a replay), even from another sign-in: refused; the next step's codes still work.
    expect(await tryCode(await codeOf(-1))).toBe(401);
    expect(await tryCode(await codeOf(0))).toBe(200);
    expect(await tryCode(await codeOf(0))).toBe(401);
    expect(await tryCode(await codeOf(1))).toBe(200);
    // After a later code, an earlier one is refused too.
    expect(await tryCode(await codeOf(0))).toBe(401);
    expect(Math.floor(now() / 30), 'the test ran within one time step').toBe(step);
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const admin = await adminWithTotp();
    const withCode = async (code: string) => {
      const address = nextAddress();
      const { ticket } = (await passwordStep(admin.email, address)).body.data;
      return call('POST', '/admin/signin/recovery', null, { ticket, code }, address);
    };
    const first = await withCode(admin.recoveryCodes[0]);
    expect(first.status).toBe(200);
    expect(first.body.data._id).toBe(admin.id);
    expect((await withCode(admin.recoveryCodes[0])).body).toEqual({
      success: false,
      message: 'Invalid or already used recovery code',
    });
    expect((await withCode(` ${admin.recoveryCodes[1].toUpperCase().replace(/-/g, ' ')} `)).status).toBe(200);
    expect((await withCode('not-a-code')).status).toBe(401);
    expect((await call('GET', '/admin/two-factor', admin.cookie)).body.data.recoveryCodesLeft).toBe(8);
    const failed = await server.db
      .selectFrom('activity')
      .select(['label', 'details'])
      .where('action', '=', 'signin-failed')
      .where('record_id', '=', admin.id)
      .execute();
    expect(failed).toContainEqual({ label: admin.email, details: { secondFactor: 'recovery' } });
  });

  it('counts wrong codes against the sign-in limits, and ends a ticket after five wrong codes', async () => {
    const admin = await adminWithTotp();
    const address = nextAddress();
    const { ticket } = (await passwordStep(admin.email, address)).body.data;
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await call('POST', '/admin/signin/totp', null, { ticket, code: '000000' }, address)).status);
    // Password + three wrong codes = four tries this minute: even the right code now waits.
    const blocked = await call(
      'POST',
      '/admin/signin/totp',
      null,
      { ticket, code: await codeAt(admin.secret, 30) },
      address,
    );
    expect([...statuses, blocked.status]).toEqual([401, 401, 401, 429]);
    expect(blocked.body.message).toBe('Too many sign-in attempts. Please wait a minute and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // From other addresses, the ticket takes two more wrong codes (five in all), then is gone.
    expect((await call('POST', '/admin/signin/totp', null, { ticket, code: '000000' }, nextAddress())).status).toBe(
      401,
    );
    expect((await call('POST', '/admin/signin/totp', null, { ticket, code: '000000' }, nextAddress())).status).toBe(
      401,
    );
    const ended = await call(
      'POST',
      '/admin/signin/totp',
      null,
      { ticket, code: await codeAt(admin.secret, 30) },
      nextAddress(),
    );
    expect(ended.body).toEqual({ success: false, message: 'This sign-in has expired. Please sign in again.' });
  });

  it('ends a sign-in waiting for its code when the password changes', async () => {
    const admin = await adminWithTotp();
    const address = nextAddress();
    const { ticket } = (await passwordStep(admin.email, address)).body.data;
    const changed = await call('PUT', `/admin/update/${admin.id}`, superAdmin, {
      password: 'Another-strong-pass-2026',
    });
    expect(changed.status).toBe(200);
    expect(
      (await call('POST', '/admin/signin/totp', null, { ticket, code: await codeAt(admin.secret, 30) }, address))
        .status,
    ).toBe(401);
  });

  it('refuses an expired ticket, a made-up one, and malformed input with a 4xx', async () => {
    const admin = await adminWithTotp();
    const address = nextAddress();
    const { ticket } = (await passwordStep(admin.email, address)).body.data;
    await server.db
      .updateTable('pending_sign_ins')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('admin_id', '=', admin.id)
      .execute();
    expect(
      (await call('POST', '/admin/signin/totp', null, { ticket, code: await codeAt(admin.secret, 30) }, address))
        .status,
    ).toBe(401);
    expect(
      (await call('POST', '/admin/signin/totp', null, { ticket: 'made-up', code: '123456' }, nextAddress())).status,
    ).toBe(401);
    for (const body of [{}, { ticket: 'x' }, { ticket: 5, code: '123456' }, { ticket: 'x', code: '1'.repeat(100) }]) {
      const answer = await call('POST', '/admin/signin/totp', null, body, nextAddress());
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe('required second factor and reset', () => {
  it('makes an admin of a role that requires it set one up after the password step, before any session', async () => {
    expect(
      (await call('POST', '/admin/two-factor/roles', superAdmin, { role: 'viewer', required: true })).body.data.roles,
    ).toEqual({ superAdmin: false, admin: false, editor: false, viewer: true });
    const editorCookie = (await adminWithTotp('editor')).cookie;
    expect(
      (await call('POST', '/admin/two-factor/roles', editorCookie, { role: 'viewer', required: false })).status,
    ).toBe(403);
    expect((await call('GET', '/admin/two-factor/roles', editorCookie)).status).toBe(403);
    expect((await call('POST', '/admin/two-factor/roles', superAdmin, { role: 'owner', required: true })).status).toBe(
      400,
    );

    const viewer = await server.createAdmin('viewer');
    const address = nextAddress();
    const step = await passwordStep(viewer.email, address);
    expect(step.body.data).toEqual({
      step: 'enrol',
      ticket: expect.any(String),
      methods: ['totp'],
      expiresAt: expect.any(String),
    });
    expect(String(step.headers['set-cookie'] ?? '')).not.toMatch(/bo_session=/);
    const { ticket } = step.body.data;
    expect((await call('POST', '/admin/signin/totp', null, { ticket, code: '123456' }, address)).status).toBe(400);

    const setup = await call('POST', '/admin/signin/enrol/totp', null, { ticket }, address);
    expect(setup.status).toBe(200);
    expect(setup.body.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    await awayFromStepEdge();
    expect(
      (await call('POST', '/admin/signin/enrol/totp/confirm', null, { ticket, code: '000000' }, address)).status,
    ).toBe(401);
    const done = await call(
      'POST',
      '/admin/signin/enrol/totp/confirm',
      null,
      { ticket, code: await codeAt(setup.body.data.secret) },
      nextAddress(),
    );
    expect(done.status).toBe(200);
    expect(done.body.data.admin).toMatchObject({ _id: viewer.id, role: 'viewer' });
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    const cookie = sessionCookieOf(done.headers['set-cookie']);
    expect((await call('GET', '/admin/two-factor', cookie)).body.data).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      methods: ['totp', 'recovery'],
      required: true,
    });
    // Required: it cannot be turned off, even with the password.
    const off = await call('POST', '/admin/two-factor/totp/disable', cookie, { password: TEST_PASSWORD });
    expect(off).toMatchObject({
      status: 409,
      body: { message: 'Your role requires two-factor authentication, so it cannot be turned off' },
    });
    // The next sign-in asks for the code.
    expect((await passwordStep(viewer.email, nextAddress())).body.data.step).toBe('verify');

    await call('POST', '/admin/two-factor/roles', superAdmin, { role: 'viewer', required: false });
    expect((await call('GET', '/admin/two-factor/roles', superAdmin)).body.data.roles.viewer).toBe(false);
    const policy = await server.db
      .selectFrom('activity')
      .select(['action', 'label'])
      .where('action', '=', 'two-factor-policy')
      .orderBy('created_at')
      .execute();
    expect(policy.map((row) => row.label)).toEqual([
      'viewer: second factor required',
      'viewer: second factor optional',
    ]);
  });

  it("lets super admins (only) reset an admin's factors, logged with who did it; the list shows who has one", async () => {
    const admin = await adminWithTotp('admin');
    const list = await call('GET', '/admin/get', superAdmin);
    expect(list.body.data.data.find((row: { _id: string }) => row._id === admin.id).secondFactor).toBe(true);
    expect(
      (await call('GET', '/admin/get', admin.cookie)).body.data.data.find(
        (row: { _id: string }) => row._id === admin.id,
      ),
    ).not.toHaveProperty('secondFactor');

    expect((await call('POST', `/admin/two-factor/reset/${admin.id}`, admin.cookie)).status).toBe(403);
    const pending = (await passwordStep(admin.email, nextAddress())).body.data.ticket;
    const reset = await call('POST', `/admin/two-factor/reset/${admin.id}`, superAdmin);
    expect(reset).toMatchObject({ status: 200, body: { success: true, message: expect.stringMatching(/was reset/) } });
    expect((await call('POST', `/admin/two-factor/reset/${admin.id}`, superAdmin)).body.message).toBe(
      'This admin had no second factor',
    );
    expect(
      (await call('POST', '/admin/two-factor/reset/00000000-0000-4000-8000-000000000000', superAdmin)).status,
    ).toBe(404);
    expect((await call('POST', '/admin/two-factor/reset/not-an-id', superAdmin)).status).toBe(400);

    // A sign-in waiting for its code when the reset came is over; the next one needs the password only.
    expect(
      (
        await call(
          'POST',
          '/admin/signin/totp',
          null,
          { ticket: pending, code: await codeAt(admin.secret, 30) },
          nextAddress(),
        )
      ).status,
    ).toBe(401);
    expect((await passwordStep(admin.email, nextAddress())).body.data).toHaveProperty('_id', admin.id);
    expect((await call('GET', '/admin/two-factor', admin.cookie)).body.data).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });

    const superAdminId = (await call('GET', '/admin/profile', superAdmin)).body.data._id;
    const logged = await server.db
      .selectFrom('activity')
      .select(['action', 'admin_id', 'admin_role', 'details'])
      .where('record_id', '=', admin.id)
      .where('action', '=', 'two-factor-reset')
      .orderBy('created_at')
      .execute();
    expect(logged).toEqual([
      {
        action: 'two-factor-reset',
        admin_id: superAdminId,
        admin_role: 'superAdmin',
        details: { removed: ['totp', 'recovery'] },
      },
      { action: 'two-factor-reset', admin_id: superAdminId, admin_role: 'superAdmin', details: { removed: [] } },
    ]);
  });
});
