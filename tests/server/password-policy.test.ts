import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAdmins, createAdmin } from '../../packages/server/src/auth/admins';
import { runStartSeeds } from '../../packages/server/src/seed/seed-context';
import { createTestServer, multipartBody, TEST_PASSWORD, type TestServer } from './helpers';
import { signInWith } from './support/sign-in';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const STRONG = 'maple quilt anchor river';
const TOO_SHORT = /^The password must be at least 12 characters/;

/** The weak passwords of issue 30 (and the user's own e-mail), each with the reason the answer must give. */
const weakFor = (email: string): Array<[string, RegExp]> => [
  ['        ', /^The password cannot be only spaces/],
  ['password', /^The password must be at least 12 characters\. This is a heavily used password/],
  ['12345678', TOO_SHORT],
  ['Password1234', /^The password is too common or too easy to guess\. This is similar to a commonly used password/],
  [email, /^The password is too common or too easy to guess\. There should not be any personal or page related data/],
];

const signIn = (email: string, password: string) => signInWith(server, email, password);

describe('the password policy', () => {
  // First, on the empty database: the super admin made from ADMIN_PASSWORD at the first start.
  it('refuses a weak ADMIN_PASSWORD at the first start, saying why, and creates no admin', async () => {
    expect(await countAdmins(server.db)).toBe(0);
    const start = (adminPassword: string) =>
      runStartSeeds(server.db, server.storage, { adminEmail: 'first@example.com', adminPassword });
    await expect(start('password')).rejects.toThrow(
      /^ADMIN_PASSWORD is refused: The password must be at least 12 characters/,
    );
    await expect(start('Password1234')).rejects.toThrow(
      /^ADMIN_PASSWORD is refused: The password is too common or too easy to guess\./,
    );
    expect(await countAdmins(server.db)).toBe(0);
    await start(STRONG);
    expect(await signIn('first@example.com', STRONG)).not.toBeNull();
  });

  it('POST /api/admin/signup refuses weak passwords with 400 naming the field and the reason; a passphrase is accepted', async () => {
    const cookie = await server.signIn('superAdmin');
    const email = 'ada.lovelace@example.com';
    for (const [password, message] of weakFor(email)) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admin/signup',
        headers: { cookie },
        payload: { FName: 'Ada', LName: 'Lovelace', email, password, role: 'editor' },
      });
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        field: 'password',
        message: expect.stringMatching(message),
      });
    }
    expect(await signIn(email, 'Password1234')).toBeNull();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/signup',
      headers: { cookie },
      payload: { FName: 'Ada', LName: 'Lovelace', email, password: STRONG, role: 'editor' },
    });
    expect(created.statusCode).toBe(201);
    expect(await signIn(email, STRONG)).not.toBeNull();
  });

  it('a reset by a super admin (PUT /api/admin/update/:id, JSON) refuses them too and keeps the old password', async () => {
    const cookie = await server.signIn('superAdmin');
    const { id, email } = await server.createAdmin('viewer');
    for (const [password, message] of weakFor(email)) {
      const response = await server.app.inject({
        method: 'PUT',
        url: `/api/admin/update/${id}`,
        headers: { cookie },
        payload: { password },
      });
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        field: 'password',
        message: expect.stringMatching(message),
      });
    }
    expect(await signIn(email, TEST_PASSWORD)).not.toBeNull();
    const reset = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/update/${id}`,
      headers: { cookie },
      payload: { password: STRONG },
    });
    expect(reset.statusCode).toBe(200);
    expect(await signIn(email, STRONG)).not.toBeNull();
  });

  it('the own profile (multipart, with the current password) refuses them too; a strong one is set', async () => {
    const { id, email } = await server.createAdmin('editor');
    const cookie = (await signIn(email, TEST_PASSWORD))!;
    const change = (password: string) => {
      const body = multipartBody({ FName: 'Test', LName: 'editor', email, password, currentPassword: TEST_PASSWORD });
      return server.app.inject({
        method: 'PUT',
        url: `/api/admin/update/${id}`,
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
    };
    for (const [password, message] of weakFor(email)) {
      const response = await change(password);
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        field: 'password',
        message: expect.stringMatching(message),
      });
    }
    expect(await signIn(email, TEST_PASSWORD)).not.toBeNull();
    expect((await change(STRONG)).statusCode).toBe(200);
    expect(await signIn(email, STRONG)).not.toBeNull();
  });

  it('a password stored before the policy still signs in', async () => {
    await createAdmin(server.db, {
      firstName: 'Old',
      lastName: 'Account',
      email: 'old.account@example.com',
      password: 'password',
      role: 'viewer',
    });
    expect(await signIn('old.account@example.com', 'password')).not.toBeNull();
  });
});
