import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecoveryCodes } from '../../packages/server/src/auth/recovery-codes';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { createTestServer, sessionCookieOf, TEST_PASSWORD, type TestServer } from './helpers';

/**
 * Passkeys as a second factor (issue 39): an admin with a passkey is asked for it after the password
 * (`methods` holds 'passkey'), at /admin/signin/passkey-factor(/options) with the ticket; the step counts like a
 * code (ticket once, failed attempts, the sign-in limits), the role requirement is met by a passkey, and the
 * super admin's reset removes passkeys too.
 */
const ORIGIN = 'http://localhost'; // app.inject's Host is localhost:80, and no PUBLIC_URL is set
const EXPIRED = 'This sign-in has expired. Please sign in again.';
const NOT_YOURS = 'This passkey belongs to another account';

let server: TestServer;
let superAdmin: string;
let addressCounter = 0;
/** Each test signs in from addresses of its own, so the per-address limits of one do not touch another. */
const nextAddress = () => `10.49.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  // Four tries a minute per address and account (password and second step together); the rest out of the way.
  server = await createTestServer({
    config: { signInAttemptsPerMinute: 4, signInAttemptsPerAddress: 1000, signInAttemptsPerAccount: 1000 },
  });
  superAdmin = await server.signIn('superAdmin');
});
afterAll(async () => {
  await server?.close();
});

async function call(
  method: 'GET' | 'POST',
  url: string,
  cookie: string | null,
  payload?: object,
  remoteAddress = nextAddress(),
) {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const passwordStep = (email: string, address = nextAddress()) =>
  call('POST', '/admin/signin', null, { email, password: TEST_PASSWORD }, address);

/** A new admin who signed in with the password alone and then added a passkey on their profile. */
async function adminWithPasskey(role: 'editor' | 'viewer' = 'editor') {
  const { id, email } = await server.createAdmin(role);
  const cookie = sessionCookieOf((await passwordStep(email)).headers['set-cookie']);
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const options = (await call('POST', '/admin/passkeys/options', cookie)).body.data;
  const added = await call('POST', '/admin/passkeys', cookie, {
    name: 'Laptop',
    response: authenticator.createCredential(options),
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { id, email, cookie, authenticator };
}

async function ticketOf(email: string, address: string) {
  const step = await passwordStep(email, address);
  expect(step.status).toBe(200);
  expect(step.headers['set-cookie']).toBeUndefined();
  return step.body.data as { step: string; ticket: string; methods: string[] };
}
const passkeyOptions = (ticket: string, address = nextAddress()) =>
  call('POST', '/admin/signin/passkey-factor/options', null, { ticket }, address);
const passkeyStep = (ticket: string, response: unknown, address = nextAddress()) =>
  call('POST', '/admin/signin/passkey-factor', null, { ticket, response }, address);

describe('a passkey as the second factor', () => {
  it("puts 'passkey' among the methods: the password alone no longer signs in", async () => {
    const me = await adminWithPasskey();
    const step = await ticketOf(me.email, nextAddress());
    // A first passkey comes with recovery codes.
    expect(step).toMatchObject({ step: 'verify', methods: ['passkey', 'recovery'] });
    expect((await call('GET', '/admin/two-factor', me.cookie)).body.data).toMatchObject({
      totp: false,
      methods: ['passkey', 'recovery'],
    });
    // The user list marks who has a second factor.
    const users = (await call('GET', `/admin/get?q=${encodeURIComponent(me.email)}`, superAdmin)).body.data
      .data as Array<{ _id: string; secondFactor?: boolean }>;
    expect(users.find((user) => user._id === me.id)).toMatchObject({ secondFactor: true });
  });

  it('finishes the sign-in with the own passkey (presence is enough), logged with the method; the ticket works once', async () => {
    const me = await adminWithPasskey();
    const address = nextAddress();
    const { ticket } = await ticketOf(me.email, address);
    const options = await passkeyOptions(ticket, address);
    expect(options.status).toBe(200);
    expect(options.body.data.allowCredentials).toEqual([
      expect.objectContaining({ id: me.authenticator.credentials[0].id }),
    ]);
    const signedIn = await passkeyStep(
      ticket,
      me.authenticator.getAssertion(options.body.data, { unverified: true }),
      address,
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data).toMatchObject({ _id: me.id, email: me.email });
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
    expect((await call('GET', '/admin/profile', cookie)).status).toBe(200);
    const entry = await server.db
      .selectFrom('activity')
      .select(['details'])
      .where('record_id', '=', me.id)
      .where('action', '=', 'signin')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ secondFactor: 'passkey' });
    const passkey = (await call('GET', '/admin/passkeys', cookie)).body.data[0];
    expect(passkey.lastUsed).not.toBeNull();

    // The ticket is used up: neither new options nor a second answer.
    expect(await passkeyOptions(ticket, address)).toMatchObject({ status: 401, body: { message: EXPIRED } });
    const again = await passkeyStep(ticket, me.authenticator.getAssertion(options.body.data), address);
    expect(again).toMatchObject({ status: 401, body: { message: EXPIRED } });
  });

  it("refuses a wrong ticket, another admin's passkey and a reused challenge; failures count and end the ticket", async () => {
    const me = await adminWithPasskey();
    const other = await adminWithPasskey();
    expect(await passkeyOptions('not-a-ticket')).toMatchObject({ status: 401, body: { message: EXPIRED } });
    const { ticket } = await ticketOf(me.email, nextAddress());
    const options = (await passkeyOptions(ticket)).body.data;
    expect(await passkeyStep('not-a-ticket', me.authenticator.getAssertion(options))).toMatchObject({
      status: 401,
      body: { message: EXPIRED },
    });
    // The other admin's ticket does not take my passkey (the challenge was handed out for my sign-in only).
    const { ticket: othersTicket } = await ticketOf(other.email, nextAddress());
    expect(await passkeyStep(othersTicket, me.authenticator.getAssertion(options))).toMatchObject({ status: 401 });

    // Another admin's passkey on my ticket.
    const forMe = (await passkeyOptions(ticket)).body.data;
    const foreign = other.authenticator.getAssertion(forMe, { credentialId: other.authenticator.credentials[0].id });
    expect(await passkeyStep(ticket, foreign)).toMatchObject({ status: 401, body: { message: NOT_YOURS } });
    const failed = await server.db
      .selectFrom('activity')
      .select(['details'])
      .where('record_id', '=', me.id)
      .where('action', '=', 'signin-failed')
      .execute();
    expect(failed.map((row) => row.details)).toContainEqual({ secondFactor: 'passkey' });
    // A challenge is used once, even after a refusal.
    expect((await passkeyStep(ticket, me.authenticator.getAssertion(forMe))).status).toBe(401);

    // Malformed answers are a 400, never a 500.
    expect((await passkeyStep(ticket, { id: 'x' })).status).toBe(400);
    expect((await call('POST', '/admin/signin/passkey-factor/options', null, {})).status).toBe(400);

    // Five failed attempts end the ticket (two so far on it).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const fresh = (await passkeyOptions(ticket)).body.data;
      expect(
        (await passkeyStep(ticket, me.authenticator.getAssertion(fresh, { origin: 'https://evil.example' }))).status,
      ).toBe(401);
    }
    expect(await passkeyOptions(ticket)).toMatchObject({ status: 401, body: { message: EXPIRED } });
  });

  it('removing the last passkey (no role requirement) leaves the password alone, recovery codes gone', async () => {
    const me = await adminWithPasskey();
    // Codes left from an authenticator app turned off while the passkey remained.
    await newRecoveryCodes(server.db, me.id);
    expect((await call('GET', '/admin/two-factor', me.cookie)).body.data.methods).toEqual(['passkey', 'recovery']);
    const [passkey] = (await call('GET', '/admin/passkeys', me.cookie)).body.data;
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/passkeys/${passkey._id}`,
      headers: { cookie: me.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await server.db.selectFrom('admin_recovery_codes').select('admin_id').where('admin_id', '=', me.id).execute(),
    ).toEqual([]);
    expect((await passwordStep(me.email)).body.data).toHaveProperty('_id');
  });

  it('counts against the same sign-in limits as the password and the code', async () => {
    const me = await adminWithPasskey();
    const address = nextAddress();
    const { ticket } = await ticketOf(me.email, address); // 1 of 4
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const options = (await passkeyOptions(ticket, address)).body.data;
      expect(
        (await passkeyStep(ticket, me.authenticator.getAssertion(options, { origin: 'https://evil.example' }), address))
          .status,
      ).toBe(401);
    }
    const options = (await passkeyOptions(ticket, address)).body.data;
    expect((await passkeyStep(ticket, me.authenticator.getAssertion(options), address)).status).toBe(429);
  });

  it("meets the role's requirement, and the super admin's reset removes passkeys (logged)", async () => {
    const me = await adminWithPasskey('viewer');
    expect((await call('POST', '/admin/two-factor/roles', superAdmin, { role: 'viewer', required: true })).status).toBe(
      200,
    );
    try {
      expect(await ticketOf(me.email, nextAddress())).toMatchObject({
        step: 'verify',
        methods: ['passkey', 'recovery'],
      });
      // Their last second factor cannot be removed while the role requires one.
      const [passkey] = (await call('GET', '/admin/passkeys', me.cookie)).body.data;
      const refused = await server.app.inject({
        method: 'DELETE',
        url: `/api/admin/passkeys/${passkey._id}`,
        headers: { cookie: me.cookie },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^Your role requires a second factor/);

      const reset = await call('POST', `/admin/two-factor/reset/${me.id}`, superAdmin);
      expect(reset.status).toBe(200);
      expect(await server.db.selectFrom('passkeys').select('id').where('admin_id', '=', me.id).execute()).toEqual([]);
      const logged = await server.db
        .selectFrom('activity')
        .select(['details'])
        .where('record_id', '=', me.id)
        .where('action', '=', 'two-factor-reset')
        .executeTakeFirstOrThrow();
      expect(logged.details).toMatchObject({ removed: ['passkey', 'recovery'] });
      // The role still requires one: the password now leads to setting one up.
      expect(await ticketOf(me.email, nextAddress())).toMatchObject({ step: 'enrol' });
    } finally {
      await call('POST', '/admin/two-factor/roles', superAdmin, { role: 'viewer', required: false });
    }
  });
});
