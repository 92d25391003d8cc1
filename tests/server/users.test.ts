import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, multipartBody, pngImage, TEST_PASSWORD, type TestServer } from './helpers';

let server: TestServer;
let superAdmin: string;

beforeAll(async () => {
  server = await createTestServer();
  superAdmin = await server.signIn('superAdmin');
});
afterAll(async () => {
  await server?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) {
  const response = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, payload });
  return { status: response.statusCode, body: response.json() };
}

async function signInAs(email: string, password: string) {
  const response = await server.app.inject({ method: 'POST', url: '/api/admin/signin', payload: { email, password } });
  return { status: response.statusCode, cookie: String(response.headers['set-cookie'] ?? '').split(';')[0] };
}

const newUser = (email: string, extra: object = {}) => ({
  FName: 'Nadia',
  LName: 'Karimi',
  email,
  password: 'Strong-pass-1',
  role: 'editor',
  ...extra,
});

describe('user management API', () => {
  it('adds a user (password never answered), lists it with the spec shape, and searches name and email', async () => {
    const added = await call('POST', '/admin/signup', superAdmin, newUser('Nadia.Karimi@Example.com'));
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      FName: 'Nadia',
      LName: 'Karimi',
      email: 'nadia.karimi@example.com',
      role: 'editor',
    });
    expect(JSON.stringify(added.body)).not.toMatch(/password|Strong-pass/i);

    const list = await call('GET', '/admin/get', superAdmin);
    expect(list.status).toBe(200);
    const row = list.body.data.data.find((admin: { email: string }) => admin.email === 'nadia.karimi@example.com');
    expect(row).toMatchObject({ _id: added.body.data._id, FName: 'Nadia', LName: 'Karimi', role: 'editor' });
    expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(list.body)).not.toMatch(/password/i);

    for (const q of ['KARIMI', 'nadia k', 'example.com']) {
      const found = await call('GET', `/admin/get?q=${encodeURIComponent(q)}`, superAdmin);
      expect(
        found.body.data.data.map((admin: { email: string }) => admin.email),
        q,
      ).toContain('nadia.karimi@example.com');
    }
    expect((await call('GET', '/admin/get?q=nobody-like-this', superAdmin)).body.data.data).toEqual([]);
    expect((await signInAs('nadia.karimi@example.com', 'Strong-pass-1')).status).toBe(200);
  });

  it('refuses incomplete users, short or missing passwords, bad roles and emails, and duplicates (any case)', async () => {
    const cases: Array<[object, number, RegExp]> = [
      [
        { FName: ' ', LName: 'K', email: 'a@example.com', password: 'Strong-pass-1' },
        400,
        /Please fill all the fields/,
      ],
      [{ FName: 'A', LName: 'K', email: 'b@example.com' }, 400, /needs a password/],
      [{ FName: 'A', LName: 'K', email: 'c@example.com', password: 'short' }, 400, /at least 12 characters/],
      [
        { FName: 'A', LName: 'K', email: 'd@example.com', password: 'Strong-pass-1', role: 'owner' },
        400,
        /role must be one of/,
      ],
      [{ FName: 'A', LName: 'K', email: 'not-an-email', password: 'Strong-pass-1' }, 400, /valid email/],
      [{ FName: { first: 'A' }, LName: 'K', email: 'e@example.com', password: 'Strong-pass-1' }, 400, /FName/],
      [newUser('NADIA.KARIMI@example.com'), 409, /already exists/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call('POST', '/admin/signup', superAdmin, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toMatchObject({ success: false });
      expect(answer.body.message).toMatch(message);
    }
  });

  it('gives an admin added without a role the least role, viewer (never superAdmin)', async () => {
    const added = await call('POST', '/admin/signup', superAdmin, {
      FName: 'Default',
      LName: 'Role',
      email: 'default-role@example.com',
      password: 'Strong-pass-1',
    });
    expect(added.body.data.role).toBe('viewer');
  });

  it('updates another user; a new password ends all their sessions; the same email in another case is a 409', async () => {
    const user = (await call('POST', '/admin/signup', superAdmin, newUser('omar@example.com', { role: 'viewer' }))).body
      .data;
    const theirs = await signInAs('omar@example.com', 'Strong-pass-1');
    expect((await call('GET', '/admin/profile', theirs.cookie)).status).toBe(200);

    const renamed = await call('PUT', `/admin/update/${user._id}`, superAdmin, {
      FName: 'Omar',
      LName: 'Tazi',
      email: 'omar@example.com',
      role: 'admin',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ FName: 'Omar', LName: 'Tazi', role: 'admin' });
    expect((await call('GET', '/admin/profile', theirs.cookie)).status).toBe(200);

    const repassworded = await call('PUT', `/admin/update/${user._id}`, superAdmin, {
      FName: 'Omar',
      LName: 'Tazi',
      email: 'omar@example.com',
      password: 'Another-pass-2',
    });
    expect(repassworded.status).toBe(200);
    expect((await call('GET', '/admin/profile', theirs.cookie)).status).toBe(401);
    expect((await signInAs('omar@example.com', 'Another-pass-2')).status).toBe(200);

    const clash = await call('PUT', `/admin/update/${user._id}`, superAdmin, {
      FName: 'Omar',
      LName: 'Tazi',
      email: 'NADIA.KARIMI@example.com',
    });
    expect(clash.status).toBe(409);
    expect(
      (
        await call('PUT', '/admin/update/00000000-0000-4000-8000-000000000000', superAdmin, {
          FName: 'a',
          LName: 'b',
          email: 'x@example.com',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('PUT', '/admin/update/not-a-uuid', superAdmin, { FName: 'a', LName: 'b', email: 'x@example.com' }))
        .status,
    ).toBe(400);
  });

  it('answers 409 to an update based on an old version', async () => {
    const user = (await call('POST', '/admin/signup', superAdmin, newUser('versioned@example.com'))).body.data;
    const first = await call('PUT', `/admin/update/${user._id}`, superAdmin, {
      FName: 'V',
      LName: 'One',
      email: 'versioned@example.com',
      updatedAt: user.updatedAt,
    });
    expect(first.status).toBe(200);
    const stale = await call('PUT', `/admin/update/${user._id}`, superAdmin, {
      FName: 'V',
      LName: 'Two',
      email: 'versioned@example.com',
      updatedAt: user.updatedAt,
    });
    expect(stale.status).toBe(409);
  });

  it('nobody deletes themself; the last superAdmin can be neither deleted nor demoted; deleting ends their sessions', async () => {
    const lone = await createTestServer();
    try {
      const only = await lone.createAdmin('superAdmin', 'only-super@example.com');
      const cookie = await lone.app.inject({
        method: 'POST',
        url: '/api/admin/signin',
        payload: { email: 'only-super@example.com', password: TEST_PASSWORD },
      });
      const mine = String(cookie.headers['set-cookie']).split(';')[0];
      const ask = async (method: 'PUT' | 'DELETE', url: string, payload?: object, as = mine) =>
        lone.app.inject({ method, url: `/api${url}`, headers: { cookie: as }, payload });

      expect((await ask('DELETE', `/admin/delete/${only.id}`)).json().message).toBe(
        'You cannot delete your own account',
      );
      const demote = await ask('PUT', `/admin/update/${only.id}`, {
        FName: 'Only',
        LName: 'Super',
        email: 'only-super@example.com',
        role: 'admin',
      });
      expect(demote.statusCode).toBe(403);
      expect(demote.json().message).toBe('You cannot change your own role');

      const other = await lone.createAdmin('admin', 'second@example.com');
      const promote = await ask('PUT', `/admin/update/${other.id}`, {
        FName: 'Second',
        LName: 'Admin',
        email: 'second@example.com',
        role: 'superAdmin',
      });
      expect(promote.statusCode).toBe(200);
      const secondCookie = String(
        (
          await lone.app.inject({
            method: 'POST',
            url: '/api/admin/signin',
            payload: { email: 'second@example.com', password: TEST_PASSWORD },
          })
        ).headers['set-cookie'],
      ).split(';')[0];
      // Now the first may be demoted by the second, but then the second is the last one.
      expect(
        (
          await ask(
            'PUT',
            `/admin/update/${only.id}`,
            { FName: 'Only', LName: 'Super', email: 'only-super@example.com', role: 'editor' },
            secondCookie,
          )
        ).statusCode,
      ).toBe(200);
      const lastDemote = await ask(
        'PUT',
        `/admin/update/${other.id}`,
        { FName: 'Second', LName: 'Admin', email: 'second@example.com', role: 'admin' },
        secondCookie,
      );
      expect(lastDemote.statusCode).toBe(403);

      const third = await lone.createAdmin('superAdmin', 'third@example.com');
      const thirdCookie = String(
        (
          await lone.app.inject({
            method: 'POST',
            url: '/api/admin/signin',
            payload: { email: 'third@example.com', password: TEST_PASSWORD },
          })
        ).headers['set-cookie'],
      ).split(';')[0];
      expect((await ask('DELETE', `/admin/delete/${other.id}`, undefined, thirdCookie)).statusCode).toBe(200);
      expect(
        (await lone.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie: secondCookie } }))
          .statusCode,
      ).toBe(401);
      const lastDelete = await ask('DELETE', `/admin/delete/${third.id}`, undefined, mine);
      expect(lastDelete.statusCode).toBe(403); // the first is an editor now: no users:manage
      expect((await ask('DELETE', `/admin/delete/${other.id}`, undefined, thirdCookie)).statusCode).toBe(404);
    } finally {
      await lone.close();
    }
  });

  it('two superAdmins demoting each other at once leave one superAdmin, never none', async () => {
    const lone = await createTestServer();
    try {
      const a = await lone.createAdmin('superAdmin', 'a-super@example.com');
      const b = await lone.createAdmin('superAdmin', 'b-super@example.com');
      const cookieOf = async (email: string) =>
        String(
          (
            await lone.app.inject({
              method: 'POST',
              url: '/api/admin/signin',
              payload: { email, password: TEST_PASSWORD },
            })
          ).headers['set-cookie'],
        ).split(';')[0];
      const [cookieA, cookieB] = [await cookieOf(a.email), await cookieOf(b.email)];
      const demote = (cookie: string, id: string, email: string) =>
        lone.app.inject({
          method: 'PUT',
          url: `/api/admin/update/${id}`,
          headers: { cookie },
          payload: { FName: 'X', LName: 'Y', email, role: 'admin' },
        });
      const answers = await Promise.all([demote(cookieA, b.id, b.email), demote(cookieB, a.id, a.email)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200,
        answers.find((answer) => answer.statusCode !== 200)!.statusCode,
      ]);
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      expect([403, 409]).toContain(refused.statusCode);
      const supers = await lone.db.selectFrom('admins').select('id').where('role', '=', 'superAdmin').execute();
      expect(supers).toHaveLength(1);
    } finally {
      await lone.close();
    }
  });

  it('enforces the role matrix: only superAdmin manages users; everyone reads the list', async () => {
    const target = (await call('POST', '/admin/signup', superAdmin, newUser('target-of-roles@example.com'))).body.data;
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const cookie = await server.signIn(role);
      expect((await call('GET', '/admin/get', cookie)).status, role).toBe(200);
      expect((await call('POST', '/admin/signup', cookie, newUser(`by-${role}@example.com`))).status, role).toBe(403);
      expect(
        (
          await call('PUT', `/admin/update/${target._id}`, cookie, {
            FName: 'x',
            LName: 'y',
            email: 'target-of-roles@example.com',
          })
        ).status,
        role,
      ).toBe(403);
      expect((await call('DELETE', `/admin/delete/${target._id}`, cookie)).status, role).toBe(403);
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/admin/get' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('own profile', () => {
  async function profileForm(cookie: string, id: string, fields: Record<string, string>, picture?: Buffer) {
    const body = multipartBody(
      fields,
      picture ? { profilePic: { data: picture, filename: 'me.png', type: 'image/png' } } : {},
    );
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/update/${id}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('a viewer updates their own name and picture (multipart), then removes the picture', async () => {
    const { id, email } = await server.createAdmin('viewer');
    const cookie = (await signInAs(email, TEST_PASSWORD)).cookie;
    const updated = await profileForm(
      cookie,
      id,
      { FName: 'Leila', LName: 'Haddad', email, role: 'viewer' },
      pngImage(200, 200, [30, 90, 200]),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ FName: 'Leila', LName: 'Haddad', role: 'viewer' });
    expect(updated.body.data.pfp).toMatch(/^\/uploads\/profiles\/.+\.png$/);
    const picture = await server.app.inject({ method: 'GET', url: updated.body.data.pfp });
    expect(picture.statusCode).toBe(200);
    expect((await call('GET', '/admin/profile', cookie)).body.data.pfp).toBe(updated.body.data.pfp);

    const removed = await profileForm(cookie, id, { FName: 'Leila', LName: 'Haddad', email, removePfp: 'true' });
    expect(removed.body.data.pfp).toBeNull();
    expect((await server.app.inject({ method: 'GET', url: updated.body.data.pfp })).statusCode).toBe(404);
  });

  it('refuses an own role change, a too large picture, a non-image and a missing name; keeps the data', async () => {
    const { id, email } = await server.createAdmin('editor');
    const cookie = (await signInAs(email, TEST_PASSWORD)).cookie;
    const cases: Array<[Record<string, string>, Buffer | undefined, number, RegExp]> = [
      [{ FName: 'E', LName: 'D', email, role: 'superAdmin' }, undefined, 403, /cannot change your own role/],
      [
        { FName: 'E', LName: 'D', email },
        pngImage(1001, 20, [1, 2, 3]),
        400,
        /smaller than 1000px width and 1000px height/,
      ],
      [{ FName: 'E', LName: 'D', email }, Buffer.from('not an image'), 400, /must be an image/],
      [{ FName: '', LName: 'D', email }, undefined, 400, /Please fill all the fields/],
    ];
    for (const [fields, picture, status, message] of cases) {
      const answer = await profileForm(cookie, id, fields, picture);
      expect(answer.status, message.source).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect((await call('GET', '/admin/profile', cookie)).body.data).toMatchObject({
      FName: 'Test',
      role: 'editor',
      pfp: null,
    });
  });

  it('a new own password keeps this session and ends the others', async () => {
    const { id, email } = await server.createAdmin('viewer');
    const here = (await signInAs(email, TEST_PASSWORD)).cookie;
    const elsewhere = (await signInAs(email, TEST_PASSWORD)).cookie;
    const changed = await profileForm(here, id, {
      FName: 'A',
      LName: 'B',
      email,
      password: 'Brand-new-pass-3',
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/admin/profile', here)).status).toBe(200);
    expect((await call('GET', '/admin/profile', elsewhere)).status).toBe(401);
  });
});
