import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/**
 * Static serving of the plugins folder and of public uploads: dotfiles, and anything a symlink leads out
 * of its folder, answer 404 (docs/plugins-reference.md "External plugins", docs/operating.md "Data, uploads and backups").
 */

const UUID = '0b7e5a3c-1d2f-4a5b-8c9d-0e1f2a3b4c5d';
let server: TestServer;
let pluginsDir: string;
let outside: string;

beforeAll(async () => {
  pluginsDir = mkdtempSync(join(tmpdir(), 'backoffice-plugins-'));
  outside = mkdtempSync(join(tmpdir(), 'backoffice-outside-'));
  writeFileSync(join(outside, 'secret.js'), 'export const secret = "outside the plugins folder";');
  mkdirSync(join(pluginsDir, 'x', 'nested'), { recursive: true });
  writeFileSync(join(pluginsDir, 'x', 'index.js'), 'export default {};');
  writeFileSync(join(pluginsDir, 'x', '.env'), 'DATABASE_URL=postgres://user:secret@db/prod');
  mkdirSync(join(pluginsDir, 'x', '.git'));
  writeFileSync(join(pluginsDir, 'x', '.git', 'config'), '[remote "origin"]');
  symlinkSync('/etc/passwd', join(pluginsDir, 'x', 'passwd.js'));
  symlinkSync(outside, join(pluginsDir, 'x', 'linked-folder'));
  // A link that stays inside the folder is harmless and still served.
  symlinkSync(join(pluginsDir, 'x', 'index.js'), join(pluginsDir, 'x', 'nested', 'alias.js'));
  server = await createTestServer({ config: { pluginsDir } });
});

afterAll(async () => {
  await server?.close();
  rmSync(pluginsDir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const get = (url: string) => server.rawInject({ method: 'GET', url });

describe('plugins folder', () => {
  it('serves a bundle, and a link that stays inside the folder', async () => {
    expect((await get('/plugins/x/index.js')).statusCode).toBe(200);
    expect((await get('/plugins/x/nested/alias.js')).body).toBe('export default {};');
  });

  it('answers 404 for dotfiles and dot folders, however the dot is written', async () => {
    for (const url of [
      '/plugins/x/.env',
      '/plugins/x/%2eenv',
      '/plugins/x/.git/config',
      '/plugins/x/nested/../.env',
      '/plugins/x/%2Egit/config',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('DATABASE_URL');
      expect(response.body, url).not.toContain('remote');
    }
  });

  it('answers 404 for a symlink to /etc/passwd and for a file under a linked folder outside', async () => {
    const passwd = await get('/plugins/x/passwd.js');
    expect(passwd.statusCode).toBe(404);
    expect(passwd.body).not.toContain('root:');
    const linked = await get('/plugins/x/linked-folder/secret.js');
    expect(linked.statusCode).toBe(404);
    expect(linked.body).not.toContain('outside the plugins folder');
  });
});

describe('public uploads', () => {
  it('answers 404 for an upload that is a symlink out of the uploads folder; a real upload is served', async () => {
    const folder = join(server.dataDir, 'uploads', 'companies');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${UUID}-real.svg`), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    symlinkSync('/etc/passwd', join(folder, `${UUID}-passwd.svg`));
    // A link into the private area is out of the public one too.
    mkdirSync(join(server.dataDir, 'private', 'candidates'), { recursive: true });
    writeFileSync(join(server.dataDir, 'private', 'candidates', `${UUID}-cv.pdf`), '%PDF-1.4 private');
    symlinkSync(join(server.dataDir, 'private', 'candidates', `${UUID}-cv.pdf`), join(folder, `${UUID}-cv.pdf`));

    expect((await get(`/uploads/companies/${UUID}-real.svg`)).statusCode).toBe(200);
    const passwd = await get(`/uploads/companies/${UUID}-passwd.svg`);
    expect(passwd.statusCode).toBe(404);
    expect(passwd.body).not.toContain('root:');
    const cv = await get(`/uploads/companies/${UUID}-cv.pdf`);
    expect(cv.statusCode).toBe(404);
    expect(cv.body).not.toContain('private');
  });

  it('answers 404 for dotfiles in the uploads folder', async () => {
    writeFileSync(join(server.dataDir, 'uploads', '.env'), 'SECRET=1');
    mkdirSync(join(server.dataDir, 'uploads', 'companies'), { recursive: true });
    writeFileSync(join(server.dataDir, 'uploads', 'companies', '.hidden.png'), 'x');
    for (const url of ['/uploads/.env', '/uploads/%2eenv', '/uploads/companies/.hidden.png']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('app folder', () => {
  it('never serves a dotfile left in the built front end', async () => {
    const appDir = server.config.appDir!;
    writeFileSync(join(appDir, '.env'), 'SESSION_SECRET=app-folder-secret');
    mkdirSync(join(appDir, 'assets', '.git'), { recursive: true });
    writeFileSync(join(appDir, 'assets', '.git', 'config'), '[remote "app-folder-secret"]');
    for (const url of ['/.env', '/%2eenv', '/assets/.git/config']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('app-folder-secret');
    }
    expect((await get('/assets/main.js')).statusCode).toBe(200);
  });
});
