import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAndBuild, packSdk, run } from './plugin-build';
import { api, launchBrowser, newPage, ROOT, shot, signIn, startServer, type RunningServer } from './support';

/**
 * A third party's path, timed: from an empty folder to a plugin that stores a record. The SDK is packed into one
 * tarball, `npm run new-plugin` writes a plugin into an empty folder outside the workspace, which installs the
 * tarball (and the registry's packages), passes its own test and type check (the SDK's types are real: a
 * deliberate misuse of `useNavigate`, `observer`, `inject` and `ContainerModule` must not compile), and builds.
 * Dropped into PLUGINS_DIR and listed in the config, it runs in the built app (no rebuild): its sidebar entry,
 * its list, its form, and the record stored through /api/ext.
 */

const ID = 'shipping-rates';
let workDir: string;
let pluginsDir: string;
let server: RunningServer;
let browser: Browser;
const started = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
let packedIn = '';
let devLoop: ChildProcess | undefined;
let builtIn = '';

// Each line compiles only if the kernel's types are there (with `any` the @ts-expect-error lines would fail).
const TYPES_PROBE = `import { ContainerModule, inject, observer, useNavigate } from '@backoffice/plugin-sdk';
// @ts-expect-error a bigint is no path
export const probe1 = () => useNavigate()(1n);
// @ts-expect-error observer takes a component
export const probe2 = observer(42);
// @ts-expect-error inject takes a token
export const probe3 = inject();
// @ts-expect-error ContainerModule takes a callback
export const probe4 = new ContainerModule('x');
`;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-sdk-'));
  const tarball = packSdk(join(workDir, 'sdk'));
  packedIn = seconds(started);
  const folder = join(workDir, ID);
  mkdirSync(folder);
  const written = run('npm', ['run', 'new-plugin', '--', ID, '--dir', folder, '--sdk', `file:${tarball}`], ROOT);
  expect(written).toContain(`Plugin "${ID}" written`);
  writeFileSync(join(folder, 'test/types-probe.ts'), TYPES_PROBE);
  const output = installAndBuild(folder, tarball);
  expect(output).toContain('copied from node_modules: nothing');
  expect(run('npm', ['test'], folder)).toMatch(/Tests\s+.*3 passed/);
  builtIn = seconds(started);
  pluginsDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-sdk-plugins-'));
  cpSync(join(folder, 'dist'), join(pluginsDir, ID), { recursive: true });
  const appConfig = join(pluginsDir, 'backoffice.config.json');
  writeFileSync(
    appConfig,
    JSON.stringify({
      apiBaseUrl: '/api',
      productName: 'Backoffice',
      plugins: {},
      externalPlugins: [{ id: ID, url: `/plugins/${ID}/index.js` }],
    }),
  );
  // A plugin developer's server: the page reloads when `npm run dev` rebuilds the bundle (never in production).
  server = await startServer({ PLUGINS_DIR: pluginsDir, APP_CONFIG: appConfig, PLUGIN_DEV_RELOAD: 'true' });
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  if (devLoop && devLoop.exitCode === null) {
    const exited = new Promise((resolve) => devLoop!.once('exit', resolve));
    devLoop.kill('SIGTERM');
    await exited;
  }
  await browser?.close();
  await server?.stop();
  for (const folder of [workDir, pluginsDir]) if (folder) rmSync(folder, { recursive: true, force: true });
  // Removing the plugin's installed node_modules takes a while on a busy machine.
}, 300_000);

describe('a plugin scaffolded from the packed SDK', () => {
  it('runs in the built app and stores a record of its content type through its form', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Shipping rates').click();
    await page.waitForURL(`**/${ID}`);
    await page.getByText('No items yet.').waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('heading', { name: 'Add New Item' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('North zone, up to 5 kg');
    await page.getByLabel('Notes', { exact: true }).fill('Collected before noon');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/${ID}`);
    await page.getByText('North zone, up to 5 kg').waitFor();
    const total = seconds(started);
    await shot(page, 'scaffolded-plugin-list');

    // Stored by the server, checked against manifest.json's schema.
    const stored = await api(page, 'GET', `/ext/${ID}/items`);
    expect(stored.status).toBe(200);
    expect(stored.json.total).toBe(1);
    expect(stored.json.data[0]).toMatchObject({ name: 'North zone, up to 5 kg', notes: 'Collected before noon' });
    const refused = await api(page, 'POST', `/ext/${ID}/items`, { notes: 'no name' });
    expect(refused.status).toBe(400);
    console.log(
      `plugin SDK: packed in ${packedIn} s; scaffolded, installed, tested and built by ${builtIn} s; a record stored through its form at ${total} s (from an empty folder)`,
    );
    expect(
      JSON.parse(readFileSync(join(workDir, ID, 'package.json'), 'utf8')).devDependencies['@backoffice/plugin-sdk'],
    ).toMatch(/^file:.*\.tgz$/);
    await context.close();
  });

  it('the dev loop: `npm run dev` rebuilds into the server`s plugins folder and the open page reloads with the change', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Shipping rates').click();
    await page.getByText('North zone, up to 5 kg').waitFor();
    const folder = join(workDir, ID);
    let output = '';
    devLoop = spawn(join(folder, 'node_modules/.bin/rollup'), ['-c', 'rollup.config.mjs', '--watch'], {
      cwd: folder,
      env: { ...process.env, PLUGIN_OUT: join(pluginsDir, ID) },
    });
    devLoop.stdout?.on('data', (chunk) => (output += String(chunk)));
    devLoop.stderr?.on('data', (chunk) => (output += String(chunk)));
    const waitForOutput = async (text: string, count: number) => {
      for (let tries = 0; tries < 240 && output.split(text).length - 1 < count; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(output, output).toContain(text);
    };
    await waitForOutput('rebuilt at', 1);
    // The first build wrote the same code: whatever reload it caused, the page shows the list again.
    await page.getByText('North zone, up to 5 kg').waitFor();
    const changedAt = Date.now();
    const list = join(folder, 'src/ItemsList.tsx');
    writeFileSync(list, readFileSync(list, 'utf8').replace("title: 'Notes'", "title: 'Delivery notes'"));
    await waitForOutput('rebuilt at', 2);
    await page.getByRole('columnheader', { name: 'Delivery notes' }).waitFor({ timeout: 20_000 });
    console.log(`plugin dev loop: the change was on the open page ${seconds(changedAt)} s after the save`);
    await context.close();
  }, 120_000);

  it('the scaffold refuses an id that cannot be a plugin id, and a folder that is not empty', () => {
    const attempt = (args: string[]) =>
      spawnSync('npm', ['run', '--silent', 'new-plugin', '--', ...args], { cwd: ROOT, encoding: 'utf8' });
    const badId = attempt(['Shipping_Rates', '--dir', join(workDir, 'bad'), '--sdk', 'file:x.tgz']);
    expect(badId.status).not.toBe(0);
    expect(badId.stderr).toContain(
      '"Shipping_Rates" is not a plugin id: lower-case letters, digits and dashes, starting with a letter',
    );
    const taken = attempt([ID, '--dir', join(workDir, ID), '--sdk', 'file:x.tgz']);
    expect(taken.status).not.toBe(0);
    expect(taken.stderr).toContain(`${join(workDir, ID)} is not empty`);
  });
});
