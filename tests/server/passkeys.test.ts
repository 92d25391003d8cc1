import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../packages/server/src/app';
import { passkeyAssertionOptions, verifyPasskeyAssertion } from '../../packages/server/src/auth/passkey-assertion';
import { removeAdminPasskeys } from '../../packages/server/src/auth/passkeys';
import { hashPassword } from '../../packages/server/src/auth/passwords';
import { createSession, hashToken } from '../../packages/server/src/auth/sessions';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { createTestServer, sessionCookieOf, TEST_PASSWORD, type TestServer } from './helpers';

const ORIGIN = 'http://localhost'; // app.inject's Host is localhost:80, and no PUBLIC_URL is set
const RP = { id: 'localhost', origin: ORIGIN, name: 'Backoffice' };
const GONE = 'This passkey request has expired or was already used. Please try again.';
const UNKNOWN = 'This passkey is not registered here (it may have been removed). Sign in another way.';
const NOT_YOURS = 'This passkey belongs to another account';

let server: TestServer;
let addressCounter = 0;
/** A fresh client address per call site, so the sign-in limits of one test never touch another's. */
const newAddress = () => `10.39.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  server = await createTestServer({ config: { signInAttemptsPerAddress: 6, signInAttemptsPerAccount: 5 } });
  passwordHash = await hashPassword(TEST_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

interface Account {
  id: string;
  email: string;
  cookie: string;
  /** The bo_device cookie of the browser that signed in (it reaches /api/admin/signin/passkey too). */
  device: string;
  authenticator: SoftwareAuthenticator;
}

let adminCounter = 0;
let passwordHash = '';

/**
 * An admin with a session and a known browser, made straight in the database (one password hash for the whole
 * file: scrypt per admin was most of this file's time).
 */
async function signedInAdmin(role: 'viewer' | 'editor' | 'superAdmin' = 'editor'): Promise<Account> {
  adminCounter += 1;
  const email = `passkeys-${adminCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const { id } = await server.db
    .insertInto('admins')
    .values({ f_name: 'Pass', l_name: `Key ${adminCounter}`, email, password_hash: passwordHash, role, pfp: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(server.db, id);
  const device = randomBytes(32).toString('base64url');
  await server.db
    .insertInto('known_devices')
    .values({ id: hashToken(device), admin_id: id })
    .execute();
  return {
    id,
    email,
    cookie: `bo_session=${token}`,
    device: `bo_device=${device}`,
    authenticator: new SoftwareAuthenticator(ORIGIN),
  };
}

const call = (
  account: Account | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  remoteAddress = newAddress(),
) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    payload: payload as never,
    remoteAddress,
    headers: account ? { cookie: account.cookie } : {},
  });

async function addPasskey(account: Account, name = 'Laptop') {
  const options = (await call(account, 'POST', '/admin/passkeys/options')).json().data;
  const added = await call(account, 'POST', '/admin/passkeys', {
    name,
    response: account.authenticator.createCredential(options),
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data as { _id: string; name: string; updatedAt: string };
}

const signInOptions = async (remoteAddress = newAddress()) => {
  const answer = await call(null, 'POST', '/admin/signin/passkey/options', undefined, remoteAddress);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const passkeySignIn = (response: unknown, remoteAddress = newAddress(), cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/signin/passkey',
    payload: { response } as never,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

describe('passkeys: registration by a signed-in admin', () => {
  it('adds a passkey from the browser answer and lists it with its name, creation and last use', async () => {
    const me = await signedInAdmin('viewer');
    const options = (await call(me, 'POST', '/admin/passkeys/options')).json().data;
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Backoffice' },
      user: { name: me.email },
      attestation: 'none',
    });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', requireResidentKey: true });
    const added = await call(me, 'POST', '/admin/passkeys', {
      name: '  Work laptop ',
      response: me.authenticator.createCredential(options),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: 'Passkey added',
      data: { name: 'Work laptop', lastUsed: null, backedUp: false },
    });
    const list = (await call(me, 'GET', '/admin/passkeys')).json().data;
    expect(list).toEqual([
      {
        _id: added.json().data._id,
        name: 'Work laptop',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        lastUsed: null,
        backedUp: false,
      },
    ]);
    // The next options exclude it, so the browser does not register the same authenticator twice.
    const next = (await call(me, 'POST', '/admin/passkeys/options')).json().data;
    expect(next.excludeCredentials).toEqual([
      { id: me.authenticator.credentials[0].id, type: 'public-key', transports: ['internal'] },
    ]);
    // Only its own passkeys are listed, never the key.
    const other = await signedInAdmin();
    expect((await call(other, 'GET', '/admin/passkeys')).json().data).toEqual([]);
    expect(JSON.stringify(list)).not.toMatch(/public|credential/i);
  });

  it("refuses a wrong or reused challenge, another admin's challenge, another origin, and needs a session", async () => {
    const me = await signedInAdmin();
    const options = (await call(me, 'POST', '/admin/passkeys/options')).json().data;
    const wrong = await call(me, 'POST', '/admin/passkeys', {
      name: 'Key',
      response: me.authenticator.createCredential(options, { challenge: randomBytes(32).toString('base64url') }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(GONE);

    const response = me.authenticator.createCredential(options);
    const other = await signedInAdmin();
    const stolen = await call(other, 'POST', '/admin/passkeys', { name: 'Key', response });
    expect([stolen.statusCode, stolen.json().message]).toEqual([400, GONE]);
    expect((await call(me, 'POST', '/admin/passkeys', { name: 'Key', response })).statusCode).toBe(201);
    expect((await call(me, 'POST', '/admin/passkeys', { name: 'Key', response })).json().message).toBe(GONE);

    const fresh = (await call(me, 'POST', '/admin/passkeys/options')).json().data;
    const elsewhere = await call(me, 'POST', '/admin/passkeys', {
      name: 'Key',
      response: me.authenticator.createCredential(fresh, { origin: 'https://evil.example' }),
    });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      400,
      'The passkey could not be verified. Please try again.',
    ]);

    expect((await call(null, 'POST', '/admin/passkeys/options')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/admin/passkeys')).statusCode).toBe(401);
  });

  it('refuses malformed answers with a 400, never a 500', async () => {
    const me = await signedInAdmin();
    const options = (await call(me, 'POST', '/admin/passkeys/options')).json().data;
    const good = me.authenticator.createCredential(options);
    const bodies = [
      { name: 'Key' },
      { name: '   ', response: good },
      { name: 'x'.repeat(61), response: good },
      { name: 'Key', response: { ...good, response: { ...good.response, clientDataJSON: 'not base64!' } } },
      {
        name: 'Key',
        response: {
          ...good,
          response: { ...good.response, clientDataJSON: Buffer.from('{"challenge":').toString('base64url') },
        },
      },
      { name: 'Key', response: { ...good, response: { ...good.response, attestationObject: 'AAAA' } } },
      { name: 'Key', response: { ...good, type: 'password' } },
    ];
    for (const body of bodies) {
      const answer = await call(me, 'POST', '/admin/passkeys', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
  });

  it('a first passkey comes with ten recovery codes, a second one with none; a code then signs in', async () => {
    const me = await signedInAdmin();
    const first = await call(me, 'POST', '/admin/passkeys', {
      name: 'First',
      response: me.authenticator.createCredential((await call(me, 'POST', '/admin/passkeys/options')).json().data),
    });
    expect(first.statusCode, first.body).toBe(201);
    const codes = first.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const second = await call(me, 'POST', '/admin/passkeys', {
      name: 'Second',
      response: me.authenticator.createCredential((await call(me, 'POST', '/admin/passkeys/options')).json().data),
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).not.toHaveProperty('recoveryCodes');
    const stored = await server.db
      .selectFrom('admin_recovery_codes')
      .select('code_hash')
      .where('admin_id', '=', me.id)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
  });

  it('renames and removes only the own passkeys; removal is logged', async () => {
    const me = await signedInAdmin();
    const passkey = await addPasskey(me, 'Phone');
    const renamed = await call(me, 'PUT', `/admin/passkeys/${passkey._id}`, {
      name: 'Old phone',
      updatedAt: passkey.updatedAt,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Old phone');
    expect(
      (await call(me, 'PUT', `/admin/passkeys/${passkey._id}`, { name: 'Stale', updatedAt: passkey.updatedAt }))
        .statusCode,
    ).toBe(409);
    // The conditional headers say the same as the body's updatedAt.
    const withHeader = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/admin/passkeys/${passkey._id}`,
        payload: { name: 'By header' },
        remoteAddress: newAddress(),
        headers: { cookie: me.cookie, ...headers },
      });
    expect((await withHeader({ 'if-match': `"${passkey.updatedAt}"` })).statusCode).toBe(409);
    expect(
      (await withHeader({ 'if-unmodified-since': new Date(Date.parse(passkey.updatedAt) - 60_000).toUTCString() }))
        .statusCode,
    ).toBe(409);
    expect((await withHeader({ 'if-match': 'yesterday' })).statusCode).toBe(400);
    const current = renamed.json().data as { updatedAt: string };
    const byHeader = await withHeader({ 'if-match': `"${current.updatedAt}"` });
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    expect(byHeader.json().data.name).toBe('By header');

    const other = await signedInAdmin('superAdmin');
    expect((await call(other, 'PUT', `/admin/passkeys/${passkey._id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/admin/passkeys/${passkey._id}`)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', `/admin/passkeys/${passkey._id}`)).json()).toEqual({
      success: true,
      message: 'Passkey removed',
    });
    expect((await call(me, 'DELETE', `/admin/passkeys/${passkey._id}`)).statusCode).toBe(404);
    const log = await server.db
      .selectFrom('activity')
      .select(['action', 'details'])
      .where('record_id', '=', me.id)
      .orderBy('created_at')
      .execute();
    expect(log.map((row) => row.action)).toEqual(expect.arrayContaining(['passkey-added', 'passkey-removed']));
  });
});

describe('passkeys: sign-in without a password', () => {
  it('signs in with a discoverable passkey: the same session as a password sign-in, the use recorded', async () => {
    const me = await signedInAdmin('editor');
    const passkey = await addPasskey(me);
    const options = await signInOptions();
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    const answer = await passkeySignIn(me.authenticator.getAssertion(options));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      message: 'Signed in',
      data: { _id: me.id, email: me.email, role: 'editor' },
    });
    const cookies = [answer.headers['set-cookie']].flat().map(String);
    expect(cookies.find((cookie) => cookie.startsWith('bo_session='))).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/i,
    );
    expect(cookies.some((cookie) => cookie.startsWith('bo_device='))).toBe(true);
    const cookie = sessionCookieOf(answer.headers['set-cookie']);
    const profile = await server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } });
    expect(profile.json().data).toMatchObject({ _id: me.id, permissions: ['read', 'content:write'] });
    const listed = (await call(me, 'GET', '/admin/passkeys')).json().data;
    expect(listed[0]).toMatchObject({ _id: passkey._id, lastUsed: expect.any(String) });
    const signIn = await server.db
      .selectFrom('activity')
      .select(['action', 'details'])
      .where('record_id', '=', me.id)
      .where('action', '=', 'signin')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(signIn.details).toMatchObject({ method: 'passkey', passkey: 'Laptop' });
    // Signing out ends it as any session.
    await server.app.inject({ method: 'POST', url: '/api/admin/signout', headers: { cookie } });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses a challenge the server never gave, and one used already', async () => {
    const me = await signedInAdmin();
    await addPasskey(me);
    const options = await signInOptions();
    const forged = await passkeySignIn(
      me.authenticator.getAssertion(options, { challenge: randomBytes(32).toString('base64url') }),
    );
    expect([forged.statusCode, forged.json().message]).toEqual([401, GONE]);
    const response = me.authenticator.getAssertion(options);
    expect((await passkeySignIn(response)).statusCode).toBe(200);
    const replayed = await passkeySignIn(response);
    expect([replayed.statusCode, replayed.json().message]).toEqual([401, GONE]);
    // A registration challenge is no sign-in challenge.
    const registration = (await call(me, 'POST', '/admin/passkeys/options')).json().data;
    const crossed = await passkeySignIn(
      me.authenticator.getAssertion({ ...options, challenge: registration.challenge }),
    );
    expect([crossed.statusCode, crossed.json().message]).toEqual([401, GONE]);
  });

  it('refuses an expired challenge', async () => {
    const me = await signedInAdmin();
    await addPasskey(me);
    const options = await signInOptions();
    await server.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', options.challenge)
      .execute();
    const late = await passkeySignIn(me.authenticator.getAssertion(options));
    expect([late.statusCode, late.json().message]).toEqual([401, GONE]);
  });

  it('refuses a signature counter that does not move forward (a copied authenticator)', async () => {
    const me = await signedInAdmin();
    await addPasskey(me);
    expect((await passkeySignIn(me.authenticator.getAssertion(await signInOptions(), { counter: 5 }))).statusCode).toBe(
      200,
    );
    for (const counter of [3, 5]) {
      const cloned = await passkeySignIn(me.authenticator.getAssertion(await signInOptions(), { counter }));
      expect(cloned.statusCode).toBe(401);
      expect(cloned.json().message).toMatch(/signature counter went backwards/);
    }
    expect((await passkeySignIn(me.authenticator.getAssertion(await signInOptions(), { counter: 6 }))).statusCode).toBe(
      200,
    );
  });

  it('refuses a removed passkey', async () => {
    const me = await signedInAdmin();
    const passkey = await addPasskey(me);
    expect((await call(me, 'DELETE', `/admin/passkeys/${passkey._id}`)).statusCode).toBe(200);
    const refused = await passkeySignIn(me.authenticator.getAssertion(await signInOptions()));
    expect([refused.statusCode, refused.json().message]).toEqual([401, UNKNOWN]);
    // A deleted admin's passkeys go with them.
    const gone = await signedInAdmin();
    await addPasskey(gone);
    await server.db.deleteFrom('admins').where('id', '=', gone.id).execute();
    expect((await passkeySignIn(gone.authenticator.getAssertion(await signInOptions()))).json().message).toBe(UNKNOWN);
  });

  it("refuses another user's credential: a user handle that is not the passkey's owner, a wrong signature, another origin, no user verification", async () => {
    const me = await signedInAdmin();
    const other = await signedInAdmin();
    await addPasskey(me);
    await addPasskey(other);
    const otherHandle = other.authenticator.credentials[0].userHandle;
    const swapped = await passkeySignIn(
      me.authenticator.getAssertion(await signInOptions(), { userHandle: otherHandle }),
    );
    expect([swapped.statusCode, swapped.json().message]).toEqual([401, NOT_YOURS]);
    // The other admin's credential id with my key's signature.
    const mine = me.authenticator.getAssertion(await signInOptions());
    const impostor = await passkeySignIn({
      ...mine,
      id: other.authenticator.credentials[0].id,
      rawId: other.authenticator.credentials[0].id,
      response: { ...mine.response, userHandle: otherHandle },
    });
    expect([impostor.statusCode, impostor.json().message]).toEqual([
      401,
      'The passkey could not be verified. Please try again.',
    ]);
    const phished = await passkeySignIn(
      me.authenticator.getAssertion(await signInOptions(), { origin: 'https://evil.example' }),
    );
    expect(phished.statusCode).toBe(401);
    const presenceOnly = await passkeySignIn(
      me.authenticator.getAssertion(await signInOptions(), { unverified: true }),
    );
    expect(presenceOnly.statusCode).toBe(401);
    const failed = await server.db
      .selectFrom('activity')
      .select(['label', 'details'])
      .where('action', '=', 'signin-failed')
      .where('record_id', '=', me.id)
      .execute();
    expect(failed).toHaveLength(2); // another origin, no user verification (the swapped handle named nobody's account)
    expect(failed[0].details).toMatchObject({ method: 'passkey' });
  });

  it('answers the sign-in limits: per address (shared with password sign-ins) and per account', async () => {
    const me = await signedInAdmin();
    await addPasskey(me);
    // One address: password failures and passkey attempts count together (6 a minute here), even from the
    // admin's own browser.
    const address = newAddress();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await server.app.inject({
        method: 'POST',
        url: '/api/admin/signin',
        payload: { email: me.email, password: 'wrong-password' },
        remoteAddress: address,
      });
    }
    expect(
      (await passkeySignIn(me.authenticator.getAssertion(await signInOptions()), address, me.device)).statusCode,
    ).toBe(200);
    expect(
      (await passkeySignIn(me.authenticator.getAssertion(await signInOptions()), address, me.device)).statusCode,
    ).toBe(200);
    const blocked = await passkeySignIn(me.authenticator.getAssertion(await signInOptions()), address, me.device);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts from your network/);

    // One account from browsers new to it (5 per 15 minutes here): the 4 failures count, the known browser's
    // passkey sign-ins above did not.
    expect((await passkeySignIn(me.authenticator.getAssertion(await signInOptions()), newAddress())).statusCode).toBe(
      200,
    );
    const account = await passkeySignIn(me.authenticator.getAssertion(await signInOptions()), newAddress());
    expect(account.statusCode).toBe(429);
    expect(account.json().message).toMatch(/^Too many sign-in attempts for this account/);
    expect(Number(account.headers['retry-after'])).toBeGreaterThan(60);
    // The admin's own browser still signs in.
    expect(
      (await passkeySignIn(me.authenticator.getAssertion(await signInOptions()), newAddress(), me.device)).statusCode,
    ).toBe(200);
  });

  it('keeps challenges in the database: one process hands it out, another accepts it once', async () => {
    const me = await signedInAdmin();
    await addPasskey(me);
    const second = await buildApp({ db: server.db, storage: server.storage, config: server.config });
    try {
      await second.ready();
      const options = await signInOptions();
      const response = me.authenticator.getAssertion(options);
      const there = await second.inject({
        method: 'POST',
        url: '/api/admin/signin/passkey',
        payload: { response },
        headers: { 'sec-fetch-site': 'same-origin' },
        remoteAddress: newAddress(),
      });
      expect(there.statusCode, there.body).toBe(200);
      expect((await passkeySignIn(response)).json().message).toBe(GONE);
    } finally {
      await second.close();
    }
  });

  it('refuses an IP address as relying party with a clear message', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin/passkey/options',
      headers: { host: '127.0.0.1:8080' },
      remoteAddress: newAddress(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^Passkeys need the app opened at a domain name/);
  });
});

describe('passkeys: the second factor (verifyPasskeyAssertion)', () => {
  it("verifies the admin's own passkey, and refuses another admin's or a sign-in challenge", async () => {
    const me = await signedInAdmin();
    const other = await signedInAdmin();
    await addPasskey(me);
    await addPasskey(other);
    const options = await passkeyAssertionOptions(server.db, RP, { purpose: 'second-factor', adminId: me.id });
    expect(options.allowCredentials).toEqual([
      { id: me.authenticator.credentials[0].id, type: 'public-key', transports: ['internal'] },
    ]);
    expect(options.userVerification).toBe('discouraged');
    // Presence is enough after a password.
    const verified = await verifyPasskeyAssertion(server.db, {
      response: me.authenticator.getAssertion(options, { unverified: true }),
      purpose: 'second-factor',
      adminId: me.id,
      relyingParty: RP,
    });
    expect(verified).toMatchObject({ adminId: me.id, passkey: { name: 'Laptop' } });

    const forOther = await passkeyAssertionOptions(server.db, RP, { purpose: 'second-factor', adminId: other.id });
    await expect(
      verifyPasskeyAssertion(server.db, {
        response: me.authenticator.getAssertion(forOther, { credentialId: me.authenticator.credentials[0].id }),
        purpose: 'second-factor',
        adminId: other.id,
        relyingParty: RP,
      }),
    ).rejects.toMatchObject({ statusCode: 401, message: NOT_YOURS });
    // A challenge given to the other admin's second step is not mine to use.
    const otherChallenge = await passkeyAssertionOptions(server.db, RP, {
      purpose: 'second-factor',
      adminId: other.id,
    });
    await expect(
      verifyPasskeyAssertion(server.db, {
        response: me.authenticator.getAssertion(otherChallenge, { credentialId: me.authenticator.credentials[0].id }),
        purpose: 'second-factor',
        adminId: me.id,
        relyingParty: RP,
      }),
    ).rejects.toMatchObject({ statusCode: 401, message: GONE });
    const signIn = await signInOptions();
    await expect(
      verifyPasskeyAssertion(server.db, {
        response: me.authenticator.getAssertion(signIn),
        purpose: 'second-factor',
        adminId: me.id,
        relyingParty: RP,
      }),
    ).rejects.toMatchObject({ statusCode: 401, message: GONE });
  });

  it("a reset of the admin's factors (removeAdminPasskeys) drops their passkeys and open challenges", async () => {
    const me = await signedInAdmin();
    await addPasskey(me, 'One');
    await addPasskey(me, 'Two');
    const pending = await passkeyAssertionOptions(server.db, RP, { purpose: 'second-factor', adminId: me.id });
    expect(await removeAdminPasskeys(server.db, me.id)).toBe(2);
    expect((await call(me, 'GET', '/admin/passkeys')).json().data).toEqual([]);
    await expect(
      verifyPasskeyAssertion(server.db, {
        response: me.authenticator.getAssertion(pending),
        purpose: 'second-factor',
        adminId: me.id,
        relyingParty: RP,
      }),
    ).rejects.toMatchObject({ statusCode: 401, message: GONE });
  });
});
