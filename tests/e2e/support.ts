import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { freePort } from '../support/free-port';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed } from 'vitest';

/**
 * Browser-test support: a real server started as `npm start` starts it (`node scripts/start.mjs`: the compiled
 * server, in that one process) on a free port with a temporary DATA_DIR and a known super admin, and headless
 * Chromium (CHROMIUM_PATH, else Debian's) driven by playwright-core. `npm test` installs, builds and finds the
 * browser first.
 */
export const ROOT = resolve(import.meta.dirname, '../..');
export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'e2e-Password-123';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(ROOT, 'test-results');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's own process (npm start runs it in-process: no wrapper between). */
  process: ChildProcess;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
  output(): string;
}

/**
 * Starts the server; resolves once `/config.json` answers. Extra env (e.g. DATABASE_URL) may be given;
 * `seedDemo` first fills the new data directory with `npm run seed -- --demo`, as a new user would.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { seedDemo?: boolean; fresh?: boolean; prepare?: (dataDir: string) => Promise<void> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  await options.prepare?.(dataDir);
  if (options.seedDemo) {
    // With the default settings the seeded directory is made once and copied (each seed takes 15-30 s on CI).
    if (options.prepare || Object.keys(env).length > 0) seedDemo(dataDir, env);
    else cpSync(demoTemplate(), dataDir, { recursive: true });
  } else if (!options.fresh && !options.prepare && !env.DATABASE_URL) {
    // A migrated database, made once and copied: the server's first start (its admin, its seeds) still runs here.
    cpSync(migratedTemplate(), dataDir, { recursive: true });
  }
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_ORIGINS: 'http://127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  // Generous: `node scripts/start.mjs` first rebuilds the app when its sources changed since the last build.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not start within 180 s:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }

  return {
    url,
    dataDir,
    process: child,
    exited,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(forced);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function seedDemo(dataDir: string, env: Record<string, string> = {}): void {
  const seeded = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'packages/server/src/seed/main.ts'), '--demo'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
    },
  );
  if (seeded.status !== 0) throw new Error(`The demo seed failed:\n${seeded.stdout}${seeded.stderr}`);
}

/** Every file under a folder, in a stable order. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A data directory holding the demo seed, made once for this version of the server's sources and this day
 * (the demo's dates are relative to today), then only copied. Made aside and renamed into place, so two runs
 * never see half of one.
 */
function demoTemplate(): string {
  return templateDir('demo', new Date().toISOString().slice(0, 10), seedDemo);
}

/** A data directory whose database is migrated and empty, made once for this version of the server's sources. */
function migratedTemplate(): string {
  return templateDir('migrated', '', (dataDir) => {
    const made = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'tests/e2e/support/migrate-data-dir.ts'), dataDir],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`Migrating a data directory failed:\n${made.stdout}${made.stderr}`);
  });
}

/** A data directory `make` fills once per version of the server's sources (and `key`), then only copied. */
function templateDir(name: string, key: string, make: (dataDir: string) => void): string {
  const hash = createHash('sha256').update(key);
  for (const file of filesUnder(join(ROOT, 'packages/server/src'))) hash.update(file).update(readFileSync(file));
  const template = join(tmpdir(), `backoffice-e2e-${name}-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(`${template}-building-`);
  make(building);
  try {
    renameSync(building, template);
  } catch {
    // Another run made it first.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
  const page = await context.newPage();
  reportOnFailure(page);
  return { context, page };
}

/**
 * When the running test fails, prints what the page saw go wrong (API answers ≥ 400, page errors, the
 * alerts on screen, its address), so a failure on CI can be understood without a screenshot.
 */
function reportOnFailure(page: Page): void {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().includes('/api/'))
      seen.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      seen.push(`console ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  // A request the page made that never got an answer (a chunk or a bundle) explains a page left waiting.
  const pending = new Set<string>();
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => {
    pending.delete(request.url());
    seen.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  try {
    onTestFailed(async () => {
      const alerts = page.isClosed()
        ? []
        : await page
            .locator('[role="alert"], .ant-message-notice, .ant-form-item-explain-error')
            .allTextContents()
            .catch(() => []);
      // An open dialog (a confirmation left unanswered, an unsaved-changes warning) explains many a stuck page.
      const dialogs = page.isClosed()
        ? []
        : await page
            .locator('.ant-modal:visible')
            .allInnerTexts()
            .catch(() => []);
      console.error(
        [
          `Page at ${page.isClosed() ? '(closed)' : page.url()}`,
          ...seen,
          ...[...pending].map((url) => `no answer yet: ${url}`),
          ...alerts.map((text) => `on screen: ${text}`),
          ...dialogs.map((text) => `dialog: ${text.replace(/\s+/g, ' ')}`),
        ].join('\n  '),
      );
    });
  } catch {
    // Opened outside a test (in a hook): nothing to report to.
  }
}

/** Signs in through the real sign-in screen and waits for the dashboard. */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Enter in the password field submits the form wherever its button is: on a busy machine the external plugins'
  // late start could move the card under a click (sign-in.test.ts clicks the button itself).
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/dashboard');
}

/** Saves a screenshot for a person to look at: test-results/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Waits until no animation or transition runs (looping ones for at most `ms`, then goes on). */
async function animationsOver(page: Page, ms: number): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: ms,
    })
    .catch(() => undefined);
}

/**
 * Clicks a button of the open dialog once the dialog has finished opening. On a loaded machine a click aimed
 * while the dialog was still zooming in could land beside the moving button: nothing happened and the dialog
 * stayed open (the intermittent podcasts and personal-data failures).
 */
export async function clickInDialog(page: Page, name: string): Promise<void> {
  const button = page.getByRole('dialog').getByRole('button', { name });
  await button.waitFor();
  await animationsOver(page, 5_000);
  await button.click();
}

/** Presses Confirm in the open confirmation dialog. */
export async function confirmDialog(page: Page): Promise<void> {
  await clickInDialog(page, 'Confirm');
}

/** Calls the API with the page's session cookie (for setting up data quickly). */
// The answer of any route, read by each test as it expects (a mismatch fails the test's own assertions).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnswerJson = any;
export async function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: AnswerJson }> {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    // Set as the app's own pages are by the browser: the server refuses cookie-authenticated writes without it.
    headers: { 'sec-fetch-site': 'same-origin' },
    data: body === undefined ? undefined : body,
  });
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status(), json };
}

/** The demo seed's accounts (`npm run seed -- --demo`), for suites started with `seedDemo`. */
export const DEMO_PASSWORD = 'Demo-password-2026';
export const DEMO_ACCOUNTS = {
  superAdmin: 'amina.benali@demo.example.com',
  editor: 'sara.haddad@demo.example.com',
} as const;

/**
 * One server and one browser for a whole test file: started before its tests, stopped after them.
 * Read `suite.server` and `suite.browser` inside the tests.
 */
export function e2eSuite(options: { seedDemo?: boolean; fresh?: boolean; env?: Record<string, string> } = {}): {
  server: RunningServer;
  browser: Browser;
} {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startServer(options.env ?? {}, { seedDemo: options.seedDemo, fresh: options.fresh });
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** A screenshot for a person to look at: test-results/screenshots/<name>.png. */
export const shot = (page: Page, name: string) => screenshot(page, `screenshots/${name}`);

/** Waits for a screen to have settled: its h1 shown, no spinner or skeleton, animations over. */
export async function settled(page: Page): Promise<void> {
  // The screen's own calls first: until they are answered, the h1 found may still be the previous screen's.
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  // The router keeps the last screen (and its h1) until the next one's chunk has loaded: its bar goes first.
  await page.waitForFunction(
    () => !document.querySelector('.bo-route-progress, .ant-spin-spinning, .ant-skeleton-active'),
    null,
    { timeout: 15_000 },
  );
  // The resting state is judged: no pointer left hovering where the last click was, transitions over. On a
  // loaded machine a colour transition (a button enabled once its data came) can outlast a fixed pause, and
  // axe then measures a half-faded text, so running animations are waited for (looping ones for at most 3 s).
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await animationsOver(page, 3_000);
}

/** Opens every collapsible group of the sidebar (a page load closes them again). */
export async function openSidebarGroups(page: Page, navigation = 'Main navigation'): Promise<void> {
  const closed = page
    .getByRole('navigation', { name: navigation })
    .locator('.ant-menu-submenu-title[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}
