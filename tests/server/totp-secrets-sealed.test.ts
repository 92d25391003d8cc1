import { randomBytes } from 'node:crypto';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSecretsKey, secretBoxFor } from '../../packages/server/src/auth/secret-box';
import { createTestServer, sessionCookieOf, TEST_PASSWORD, type TestServer } from './helpers';

/** Authenticator secrets sealed with SECRETS_KEY (AES-256-GCM) before they are stored: a copy of the database alone does not hold them. */
const KEY = randomBytes(32);
let server: TestServer;
let addressCounter = 0;
const nextAddress = () => `10.40.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  server = await createTestServer({
    config: { secretsKey: KEY, signInAttemptsPerAddress: 1000, signInAttemptsPerAccount: 1000 },
  });
});
afterAll(async () => {
  await server?.close();
});

async function call(url: string, cookie: string | null, payload: object, remoteAddress = nextAddress()) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });
const storedSecretOf = async (adminId: string) =>
  (await server.db.selectFrom('admin_totp').select('secret').where('admin_id', '=', adminId).executeTakeFirstOrThrow())
    .secret;

describe('sealed authenticator secrets', () => {
  it('stores the secret sealed, and the set-up and the sign-in still accept its codes', async () => {
    const { id, email } = await server.createAdmin('editor');
    const cookie = sessionCookieOf(
      (await call('/admin/signin', null, { email, password: TEST_PASSWORD })).headers['set-cookie'],
    );
    const setup = await call('/admin/two-factor/totp/setup', cookie, {});
    expect(setup.status).toBe(200);
    const secret = setup.body.data.secret as string;
    const stored = await storedSecretOf(id);
    expect(stored).toMatch(/^sealed:v1:/);
    expect(stored).not.toContain(secret);
    expect(secretBoxFor(KEY).open(stored)).toBe(secret);

    expect((await call('/admin/two-factor/totp/confirm', cookie, { code: await codeAt(secret) })).status).toBe(200);
    const { ticket } = (await call('/admin/signin', null, { email, password: TEST_PASSWORD })).body.data;
    const signedIn = await call('/admin/signin/totp', null, { ticket, code: await codeAt(secret, 30) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it('still reads a secret stored before the key was set', async () => {
    const { id, email } = await server.createAdmin('editor');
    const secret = generateSecret();
    await server.db
      .insertInto('admin_totp')
      .values({ admin_id: id, secret, confirmed_at: new Date(), last_time_step: null })
      .execute();
    const { ticket } = (await call('/admin/signin', null, { email, password: TEST_PASSWORD })).body.data;
    expect((await call('/admin/signin/totp', null, { ticket, code: await codeAt(secret) })).status).toBe(200);
  });

  it('opens only with its key: another key or none says which key is needed', () => {
    const sealed = secretBoxFor(KEY).seal('JBSWY3DPEHPK3PXP');
    expect(secretBoxFor(KEY).seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(() => secretBoxFor(randomBytes(32)).open(sealed)).toThrow(/cannot be opened with this SECRETS_KEY/);
    expect(() => secretBoxFor(null).open(sealed)).toThrow(/SECRETS_KEY is not set/);
    expect(secretBoxFor(null).seal('plain')).toBe('plain');
  });

  it('reads SECRETS_KEY as 64 hex digits or base64 of 32 bytes, and refuses anything else with how to make one', () => {
    const key = randomBytes(32);
    expect(readSecretsKey(key.toString('hex'))).toEqual(key);
    expect(readSecretsKey(` ${key.toString('base64')} `)).toEqual(key);
    expect(readSecretsKey(undefined)).toBeNull();
    expect(readSecretsKey('  ')).toBeNull();
    for (const bad of ['secret', key.toString('hex').slice(2), randomBytes(16).toString('base64')])
      expect(() => readSecretsKey(bad)).toThrow(/openssl rand -base64 32/);
  });
});
