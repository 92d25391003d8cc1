import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestServer } from './helpers';

const freshEmail = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;

describe('sign-in abuse limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({
      config: {
        signInAttemptsPerMinute: 100,
        signInAttemptsPerAddress: 3,
        signInAttemptsPerAccount: 3,
        signInConcurrentHashes: 1,
        signInHashQueue: 1,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = (remoteAddress: string, email = freshEmail(), password = 'wrong-password') =>
    server.app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email, password }, remoteAddress });

  it('limits one client address across all e-mails, with Retry-After and when to retry', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await signIn('10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await signIn('10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        /^Too many sign-in attempts from your network\. Please try again in \d+ seconds?\.$|in 1 minute\.$/,
      ),
    });
    expect((await signIn('10.0.0.2')).statusCode).toBe(401);
  });

  it('groups IPv6 clients by their /64', async () => {
    const statuses = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:a:b:c:d', '2001:0db8:0001:0002::2', '2001:db8:1:2:ffff::'])
      statuses.push((await signIn(address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await signIn('2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('limits one account across addresses, more slowly; even the right password waits, from a browser new to the account', async () => {
    const { email } = await server.createAdmin('viewer');
    const statuses = [];
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3'])
      statuses.push((await signIn(address, email)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    const blocked = await signIn('10.1.0.4', email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many sign-in attempts for this account\. Please try again in (1[0-5]|[1-9]) minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    // Another account from the same new address is not affected.
    const other = await server.createAdmin('viewer');
    expect((await signIn('10.1.0.4', other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not lock an admin out: a browser that signed in before passes the account limit, nobody else does', async () => {
    const { email } = await server.createAdmin('viewer');
    const other = await server.createAdmin('viewer');
    const cookieOf = (answer: { headers: Record<string, unknown> }) => {
      const cookies = [answer.headers['set-cookie']].flat().map(String);
      const device = cookies.find((cookie) => cookie.startsWith('bo_device='));
      expect(device).toMatch(/HttpOnly/i);
      expect(device).toMatch(/SameSite=Strict/i);
      expect(device).toMatch(/Path=\/api\/admin\/signin/);
      return device!.split(';')[0];
    };
    const signInWith = (address: string, mail: string, password: string, cookie?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/admin/signin',
        payload: { email: mail, password },
        remoteAddress: address,
        headers: cookie ? { cookie } : {},
      });
    const device = cookieOf(await signInWith('10.3.0.1', email, TEST_PASSWORD));
    const otherDevice = cookieOf(await signInWith('10.3.0.9', other.email, TEST_PASSWORD));
    // Somebody fails on the account from two more addresses: with the first sign-in, the account limit (3) is reached.
    for (const address of ['10.3.0.2', '10.3.0.3']) expect((await signIn(address, email)).statusCode).toBe(401);
    expect((await signInWith('10.3.0.5', email, TEST_PASSWORD)).statusCode).toBe(429);
    // A forged cookie, or one of another account's browser, does not get past it.
    expect((await signInWith('10.3.0.5', email, TEST_PASSWORD, 'bo_device=forged-token')).statusCode).toBe(429);
    expect((await signInWith('10.3.0.5', email, TEST_PASSWORD, otherDevice)).statusCode).toBe(429);
    // The admin's own browser signs in; it keeps its device (no new cookie) and a wrong password there is still a 401.
    const known = await signInWith('10.3.0.1', email, TEST_PASSWORD, device);
    expect(known.statusCode).toBe(200);
    expect(
      [known.headers['set-cookie']]
        .flat()
        .map(String)
        .some((cookie) => cookie.startsWith('bo_device=')),
    ).toBe(false);
    expect((await signInWith('10.3.0.1', email, 'wrong-password', device)).statusCode).toBe(401);
  });

  it('bounds the password hashes computed at once: a flood is refused with 429, not queued without end', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => signIn(`10.2.0.${index + 1}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((answer) => answer.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(busy[0].json()).toEqual({
      success: false,
      message: 'The server is busy with other sign-ins. Please try again in a few seconds.',
    });
    expect(busy[0].headers['retry-after']).toBe('5');
    // Once the flood has passed, sign-in works again.
    const { email } = await server.createAdmin('viewer');
    expect((await signIn('10.2.1.1', email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-in limits behind a proxy', () => {
  const forwarded = (server: TestServer, clientAddress: string) =>
    server.app
      .inject({
        method: 'POST',
        url: '/api/admin/signin',
        payload: { email: freshEmail(), password: 'wrong-password' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': clientAddress },
      })
      .then((answer) => answer.statusCode);

  it('counts the real client address (X-Forwarded-For) only with TRUST_PROXY', async () => {
    const trusting = await createTestServer({ config: { signInAttemptsPerAddress: 2, trustProxy: ['127.0.0.1'] } });
    const plain = await createTestServer({ config: { signInAttemptsPerAddress: 2 } });
    try {
      expect([
        await forwarded(trusting, '203.0.113.1'),
        await forwarded(trusting, '203.0.113.2'),
        await forwarded(trusting, '203.0.113.3'),
      ]).toEqual([401, 401, 401]);
      expect([await forwarded(trusting, '203.0.113.1'), await forwarded(trusting, '203.0.113.1')]).toEqual([401, 429]);
      // Without it, everybody seems to be the proxy, and a forged header changes nothing.
      expect([
        await forwarded(plain, '203.0.113.1'),
        await forwarded(plain, '203.0.113.2'),
        await forwarded(plain, '203.0.113.3'),
      ]).toEqual([401, 401, 429]);
    } finally {
      await Promise.all([trusting.close(), plain.close()]);
    }
  });
});
