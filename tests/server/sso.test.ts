import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOidcSettings, parseRoleMap } from '../../packages/server/src/auth/oidc-settings';
import { setRoleRequirement } from '../../packages/server/src/auth/second-factors';
import { providerCheckedSecondFactor } from '../../packages/server/src/auth/sso-access';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { createTestServer, sessionCookieOf, TEST_PASSWORD, type TestServer } from './helpers';
import { startTestProvider, type TestProvider } from './support/oidc-test-provider';

const APP = 'http://admin.test';
const REDIRECT_URI = `${APP}/api/auth/oidc/callback`;

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider, in this process on a free port): the
 * authorization code flow with PKCE, state and nonce; the domain and group rules on every sign-in; the role from
 * the groups; a user removed at the provider refused (and signed out); password sign-in off for linked accounts.
 */
describe('single sign-on with OpenID Connect', () => {
  let provider: TestProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startTestProvider({ redirectUri: REDIRECT_URI });
    const oidc = readOidcSettings({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'acme.test, @Acme-Group.test',
      OIDC_ROLE_MAP: 'backoffice-admins:super admin,backoffice-editors:editor,readers:viewer',
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_DISPLAY_NAME: 'Acme SSO',
      OIDC_DISABLE_PASSWORD_SIGNIN: '1',
    });
    server = await createTestServer({ config: { publicUrl: APP, oidc } });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  let accountCounter = 0;
  const account = (
    email: string,
    groups: string[],
    extra: { name?: string; emailVerified?: boolean; amr?: string[] } = {},
  ) => {
    accountCounter += 1;
    const id = `user-${accountCounter}`;
    provider.accounts.set(id, { id, email, groups, ...extra });
    return provider.accounts.get(id)!;
  };

  /** The whole browser round trip: the app's start, the provider's login, the app's callback. */
  const ssoSignIn = async (who: string | 'refuse') => {
    provider.signInAs(who);
    const start = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(start.statusCode).toBe(302);
    const pending = [start.headers['set-cookie']]
      .flat()
      .find((cookie) => cookie?.startsWith('bo_oidc='))!
      .split(';')[0];
    const back = await provider.authorize(String(start.headers.location));
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    const callback = await server.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: pending },
    });
    expect(callback.statusCode).toBe(302);
    const location = new URL(String(callback.headers.location), APP);
    expect(location.pathname).toBe('/');
    const sessionCookie = [callback.headers['set-cookie']].flat().some((cookie) => cookie?.startsWith('bo_session='))
      ? sessionCookieOf(callback.headers['set-cookie'])
      : null;
    return {
      outcome: location.searchParams.get('sso'),
      cookie: sessionCookie,
      callbackUrl: back.pathname + back.search,
      pending,
    };
  };
  const profile = (cookie: string) =>
    server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } });
  const adminByEmail = (email: string) =>
    server.db
      .selectFrom('admins')
      .select(['id', 'role', 'f_name', 'l_name'])
      .where('email', '=', email)
      .executeTakeFirst();

  it('says in /config.json that SSO is on, and starts with PKCE (S256), state and nonce', async () => {
    const config = (await server.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.sso).toEqual({ enabled: true, displayName: 'Acme SSO', startUrl: '/api/auth/oidc/start' });
    const start = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const to = new URL(String(start.headers.location));
    expect(to.origin).toBe(provider.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile groups',
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(to.searchParams.get(name)?.length).toBeGreaterThanOrEqual(32);
    expect(String(start.headers['set-cookie'])).toMatch(/bo_oidc=[^;]+;.*HttpOnly/i);
  });

  it('creates the admin at the first sign-in with the role of the highest mapped group, and signs them in', async () => {
    const person = account('Ada.Lovelace@ACME.test', ['backoffice-editors', 'backoffice-admins', 'unrelated'], {
      name: 'Ada Lovelace',
    });
    const { outcome, cookie } = await ssoSignIn(person.id);
    expect(outcome).toBe('signed-in');
    const me = await profile(cookie!);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      FName: 'Ada',
      LName: 'Lovelace',
      email: 'ada.lovelace@acme.test',
      role: 'superAdmin',
    });
    const log = await server.db
      .selectFrom('activity')
      .select(['action', 'details', 'ip'])
      .where('record_id', '=', me.json().data._id)
      .execute();
    // The callback is a GET: its sign-in is still recorded with the address it came from.
    expect(log).toEqual([
      expect.objectContaining({
        action: 'signin',
        ip: '127.0.0.1',
        details: expect.objectContaining({ method: 'sso', created: true }),
      }),
    ]);
    const sessions = (
      await server.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie: cookie! } })
    ).json().data;
    expect(sessions).toHaveLength(1);
  });

  it('re-reads the groups at every sign-in and updates the role', async () => {
    const person = account('grace@acme-group.test', ['readers']);
    expect((await ssoSignIn(person.id)).outcome).toBe('signed-in');
    expect((await adminByEmail('grace@acme-group.test'))?.role).toBe('viewer');
    person.groups = ['backoffice-editors'];
    const again = await ssoSignIn(person.id);
    expect(again.outcome).toBe('signed-in');
    expect((await profile(again.cookie!)).json().data.role).toBe('editor');
    // Still one account: the provider's subject is linked to it.
    expect(
      await server.db.selectFrom('admins').select('id').where('email', '=', 'grace@acme-group.test').execute(),
    ).toHaveLength(1);
  });

  it('refuses an address outside the allowed domains, and creates nothing', async () => {
    const person = account('mallory@elsewhere.test', ['backoffice-admins']);
    const refused = await ssoSignIn(person.id);
    expect(refused).toMatchObject({ outcome: 'domain', cookie: null });
    expect(await adminByEmail('mallory@elsewhere.test')).toBeUndefined();
    const entry = await server.db
      .selectFrom('activity')
      .select(['action', 'label', 'details'])
      .where('label', '=', 'mallory@elsewhere.test')
      .executeTakeFirst();
    expect(entry).toMatchObject({
      action: 'signin-failed',
      details: expect.objectContaining({ method: 'sso', reason: 'domain' }),
    });
  });

  it('a refused provider account that only claims an admin’s address signs nobody out', async () => {
    const victim = await server.createAdmin('superAdmin', 'victim@elsewhere.test');
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email: victim.email, password: TEST_PASSWORD },
    });
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
    expect((await ssoSignIn(account('victim@elsewhere.test', ['backoffice-admins']).id)).outcome).toBe('domain');
    expect((await profile(cookie)).statusCode).toBe(200);
  });

  it('refuses a user in no mapped group, and one whose address the provider has not verified', async () => {
    expect(await ssoSignIn(account('nogroup@acme.test', ['staff']).id)).toMatchObject({
      outcome: 'groups',
      cookie: null,
    });
    expect(await adminByEmail('nogroup@acme.test')).toBeUndefined();
    expect(await ssoSignIn(account('unverified@acme.test', ['readers'], { emailVerified: false }).id)).toMatchObject({
      outcome: 'unverified-email',
      cookie: null,
    });
  });

  it('a user removed at the provider loses access at the next sign-in, and their open sessions end', async () => {
    const person = account('leaver@acme.test', ['backoffice-editors']);
    const first = await ssoSignIn(person.id);
    expect(first.outcome).toBe('signed-in');
    const second = await ssoSignIn(person.id);
    expect((await profile(first.cookie!)).statusCode).toBe(200);

    person.groups = [];
    expect((await ssoSignIn(person.id)).outcome).toBe('groups');
    expect((await profile(first.cookie!)).statusCode).toBe(401);
    expect((await profile(second.cookie!)).statusCode).toBe(401);
    // Refused by the provider itself (the account disabled or unassigned there): back with a reason, no session.
    expect(await ssoSignIn('refuse')).toMatchObject({ outcome: 'provider', cookie: null });
  });

  it('for a role that requires a second factor, needs the provider to say it checked one (amr), else refuses and creates nothing', async () => {
    await setRoleRequirement(server.db, 'viewer', true);
    try {
      const single = account('one.factor@acme.test', ['readers'], { amr: ['pwd'] });
      expect((await ssoSignIn(single.id)).outcome).toBe('second-factor');
      expect(await adminByEmail('one.factor@acme.test')).toBeUndefined();
      const refused = await server.db
        .selectFrom('activity')
        .select(['action', 'details'])
        .where('label', '=', 'one.factor@acme.test')
        .execute();
      expect(refused).toEqual([
        {
          action: 'signin-failed',
          details: expect.objectContaining({ method: 'sso', reason: 'second-factor', role: 'viewer' }),
        },
      ]);
      expect((await ssoSignIn(account('no.amr@acme.test', ['readers']).id)).outcome).toBe('second-factor');

      const withCode = account('two.factors@acme.test', ['readers'], { amr: ['pwd', 'otp'] });
      const signedIn = await ssoSignIn(withCode.id);
      expect(signedIn.outcome).toBe('signed-in');
      expect((await profile(signedIn.cookie!)).json().data.role).toBe('viewer');
      expect((await ssoSignIn(account('mfa@acme.test', ['readers'], { amr: ['mfa'] }).id)).outcome).toBe('signed-in');
      // Roles without the requirement are not asked.
      expect(
        (await ssoSignIn(account('editor.one.factor@acme.test', ['backoffice-editors'], { amr: ['pwd'] }).id)).outcome,
      ).toBe('signed-in');
    } finally {
      await setRoleRequirement(server.db, 'viewer', false);
    }
  });

  it('reads multi-factor from amr or a configured acr, and can trust the provider instead', () => {
    const settings = { mfaAcrValues: ['gold'] };
    expect(providerCheckedSecondFactor(settings, { amr: ['mfa'] })).toBe(true);
    expect(providerCheckedSecondFactor(settings, { amr: ['pwd', 'hwk'] })).toBe(true);
    expect(providerCheckedSecondFactor(settings, { amr: ['pwd'] })).toBe(false);
    expect(providerCheckedSecondFactor(settings, { amr: 'mfa' })).toBe(false);
    expect(providerCheckedSecondFactor(settings, { acr: 'gold' })).toBe(true);
    expect(providerCheckedSecondFactor(settings, { acr: 'silver' })).toBe(false);
    const read = readOidcSettings({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'x',
      OIDC_DEFAULT_ROLE: 'viewer',
      OIDC_MFA_ACR_VALUES: 'gold, platinum ',
      OIDC_TRUST_PROVIDER_MFA: 'yes',
    });
    expect(read).toMatchObject({ mfaAcrValues: ['gold', 'platinum'], trustProviderMfa: true });
    expect(
      readOidcSettings({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'x', OIDC_DEFAULT_ROLE: 'viewer' }),
    ).toMatchObject({ mfaAcrValues: [], trustProviderMfa: false });
  });

  it('uses each sign-in once: a replayed or cookie-less callback is refused', async () => {
    const person = account('replay@acme.test', ['readers']);
    const done = await ssoSignIn(person.id);
    expect(done.outcome).toBe('signed-in');
    const replay = await server.app.inject({ method: 'GET', url: done.callbackUrl, headers: { cookie: done.pending } });
    expect(replay.headers.location).toBe('/?sso=expired');
    const noCookie = await server.app.inject({ method: 'GET', url: done.callbackUrl });
    expect(noCookie.headers.location).toBe('/?sso=expired');
  });

  it('links an existing password account by its address; its password then no longer signs in, others still do', async () => {
    const existing = await server.createAdmin('viewer', 'linked@acme.test');
    const before = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email: 'linked@acme.test', password: TEST_PASSWORD },
    });
    expect(before.statusCode).toBe(200);
    const result = await ssoSignIn(account('linked@acme.test', ['backoffice-editors']).id);
    expect(result.outcome).toBe('signed-in');
    expect((await profile(result.cookie!)).json().data).toMatchObject({ _id: existing.id, role: 'editor' });

    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { email: 'linked@acme.test', password: TEST_PASSWORD },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { success: false, message: 'This account signs in with Acme SSO: use “Sign in with Acme SSO”.' },
    ]);
    // A wrong password is the usual 401: the refusal tells nothing to someone who does not know the password.
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/admin/signin',
          payload: { email: 'linked@acme.test', password: 'wrong-password-1' },
        })
      ).statusCode,
    ).toBe(401);
    const plain = await server.createAdmin('editor');
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/admin/signin',
          payload: { email: plain.email, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a passkey sign-in of a linked account too: the provider decides who gets in', async () => {
    const result = await ssoSignIn(account('passkey@acme.test', ['readers']).id);
    expect(result.outcome).toBe('signed-in');
    const inBrowser = (url: string, payload?: unknown, cookie?: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload: payload as never,
        headers: { origin: APP, ...(cookie ? { cookie } : {}) },
      });
    // A passkey added while signed in through the provider (the profile screen allows it)…
    const authenticator = new SoftwareAuthenticator(APP);
    const options = (await inBrowser('/admin/passkeys/options', undefined, result.cookie!)).json().data;
    const added = await inBrowser(
      '/admin/passkeys',
      { name: 'Laptop', response: authenticator.createCredential(options) },
      result.cookie!,
    );
    expect(added.statusCode, added.body).toBe(201);
    // …opens no session of its own: the domain, group and removal rules are checked at the provider only.
    const signInOptions = (await inBrowser('/admin/signin/passkey/options')).json().data;
    const refused = await inBrowser('/admin/signin/passkey', { response: authenticator.getAssertion(signInOptions) });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { success: false, message: 'This account signs in with Acme SSO: use “Sign in with Acme SSO”.' },
    ]);
    expect([refused.headers['set-cookie']].flat().some((cookie) => cookie?.startsWith('bo_session='))).toBe(false);
  });

  it('documents its two steps as redirects in the OpenAPI document', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/auth/oidc/start', '/auth/oidc/callback']) {
      expect(Object.keys(document.paths[path].get.responses)).toContain('302');
      expect(document.paths[path].get.security).toEqual([]);
    }
  });
});

describe('OIDC settings', () => {
  const base = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'backoffice' };

  it('reads the group map as pairs or JSON, with forgiving role names', () => {
    expect(parseRoleMap('admins:super admin, editors:Admin,a:b:c:viewer')).toEqual([
      { group: 'admins', role: 'superAdmin' },
      { group: 'editors', role: 'admin' },
      { group: 'a:b:c', role: 'viewer' },
    ]);
    expect(parseRoleMap('{"Back office, editors": "editor", "/admins": "super_admin"}')).toEqual([
      { group: 'Back office, editors', role: 'editor' },
      { group: '/admins', role: 'superAdmin' },
    ]);
  });

  it('is off without OIDC_ISSUER, and stops the start with the reason when misconfigured', () => {
    expect(readOidcSettings({})).toBeNull();
    expect(() => readOidcSettings({ OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_CLIENT_ID is set but OIDC_ISSUER is not/);
    expect(() =>
      readOidcSettings({ ...base, OIDC_ISSUER: 'http://login.example.com', OIDC_ROLE_MAP: 'a:viewer' }),
    ).toThrow(/https/);
    expect(() => readOidcSettings({ OIDC_ISSUER: base.OIDC_ISSUER, OIDC_ROLE_MAP: 'a:viewer' })).toThrow(
      /OIDC_CLIENT_ID/,
    );
    expect(() => readOidcSettings(base)).toThrow(/OIDC_ROLE_MAP .* or OIDC_DEFAULT_ROLE/);
    expect(() => readOidcSettings({ ...base, OIDC_ROLE_MAP: 'admins:owner' })).toThrow(
      /"owner" for group "admins" is not a role/,
    );
    expect(() => readOidcSettings({ ...base, OIDC_ROLE_MAP: '{not json' })).toThrow(/not valid JSON/);
    expect(() =>
      readOidcSettings({ ...base, OIDC_DEFAULT_ROLE: 'viewer', OIDC_ALLOWED_DOMAINS: 'not a domain' }),
    ).toThrow(/OIDC_ALLOWED_DOMAINS/);
    expect(readOidcSettings({ ...base, OIDC_DEFAULT_ROLE: 'Viewer' })).toMatchObject({
      defaultRole: 'viewer',
      roleMap: [],
      displayName: 'SSO',
      groupsClaim: 'groups',
      disablePasswordSignIn: false,
      clientSecret: null,
    });
  });
});
