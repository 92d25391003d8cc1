import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { installAndBuild, packSdk } from './plugin-build';
import { confirmDialog, launchBrowser, newPage, ROOT, shot, signIn, startServer, type RunningServer } from './support';
import type { Browser } from 'playwright-core';

/**
 * A third-party plugin, built on its own (examples/quote-editor, copied to an empty folder outside the workspace
 * and built there against the packed SDK alone: its own tsconfig and rollup config), dropped into PLUGINS_DIR
 * and listed in the runtime config, runs in the built app without rebuilding it: its sidebar entry shows and its section editor saves a section that reloads as saved.
 * Then broken bundles, one at a time (the config is re-read on every load): each is reported in the boot report
 * and skipped, while the shell and the other editors keep working.
 */

const EXAMPLE = join(ROOT, 'examples/quote-editor');
let pluginsDir: string;
let workDir: string;
let appConfig: string;
let server: RunningServer;
let browser: Browser;

/** A bundle written by hand, importing the kernel by its bare name as any external bundle does. */
function writeBundle(id: string, code: string) {
  mkdirSync(join(pluginsDir, id), { recursive: true });
  writeFileSync(join(pluginsDir, id, 'index.js'), code);
}

function configure(ids: string[], integrity: Record<string, string> = {}) {
  const externalPlugins = ids.map((id) => ({
    id,
    url: `/plugins/${id}/index.js`,
    ...(integrity[id] ? { integrity: integrity[id] } : {}),
  }));
  writeFileSync(
    appConfig,
    JSON.stringify({ apiBaseUrl: '/api', productName: 'Backoffice', plugins: {}, externalPlugins }),
  );
}

beforeAll(async () => {
  // The example's own build, as docs/writing-plugins.md says: the packed SDK, then `npm install` and
  // `npm run build` in a folder of its own (a copy of its sources, outside the workspace).
  workDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-example-'));
  const tarball = packSdk(join(workDir, 'sdk'));
  const folder = join(workDir, 'quote-editor');
  for (const name of ['src', 'manifest.json', 'package.json', 'rollup.config.mjs', 'tsconfig.json'])
    cpSync(join(EXAMPLE, name), join(folder, name), { recursive: true });
  const output = installAndBuild(folder, tarball);
  expect(output).toContain('copied from node_modules: nothing');
  pluginsDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-plugins-'));
  cpSync(join(folder, 'dist'), join(pluginsDir, 'quote-editor'), { recursive: true });
  writeBundle(
    'throws',
    "import { definePlugin } from '@backoffice/kernel';\nthrow new Error('boom while importing');\nexport default definePlugin({ id: 'throws', pluginApi: '^1.0' });\n",
  );
  writeBundle(
    'future',
    "import { definePlugin } from '@backoffice/kernel';\nexport default definePlugin({ id: 'future', pluginApi: '^2', nav: [{ label: 'Future', path: '/future', order: 99 }] });\n",
  );
  writeBundle(
    'crashing-editor',
    [
      "import { contribute, defineExtensionPoint, definePlugin } from '@backoffice/kernel';",
      "const SectionEditors = defineExtensionPoint('sections/section-editor/v1');",
      'function Broken() { throw new Error("the crashing editor broke"); }',
      "const editor = { type: 'crash', label: 'Crashing Section', empty: () => ({}), fromSection: () => ({}), validate: () => null, serialize: () => {}, searchTexts: () => [], imageOf: () => undefined, form: async () => ({ default: Broken }) };",
      "export default definePlugin({ id: 'crashing-editor', pluginApi: '^1.0', requires: ['sections'], contributes: [contribute(SectionEditors, editor)] });",
    ].join('\n'),
  );
  // Its own import() from an origin the page does not list: the CSP refuses it (no nonce reaches it).
  writeBundle(
    'sneaky',
    "import { definePlugin } from '@backoffice/kernel';\nconst outcome = await import('https://cdn.not-listed.example/x.js').then(() => 'ran', (error) => 'refused: ' + error.message);\nconsole.log('sneaky import ' + outcome);\nexport default definePlugin({ id: 'sneaky', pluginApi: '^1.0' });\n",
  );
  appConfig = join(pluginsDir, 'backoffice.config.json');
  configure(['quote-editor']);
  server = await startServer({ PLUGINS_DIR: pluginsDir, APP_CONFIG: appConfig });
  browser = await launchBrowser();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pluginsDir) rmSync(pluginsDir, { recursive: true, force: true });
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Opens `path` and answers the boot report the page printed. */
async function bootReportOf(page: Page, path: string): Promise<string> {
  const report = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('Backoffice boot:'),
    timeout: 30_000,
  });
  await page.goto(path);
  return (await report).text();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

describe('an external plugin built outside the app', () => {
  it('adds its sidebar entry and a section type whose sections save and reload as saved', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signIn(page);
    const report = await bootReportOf(page, '/dashboard');
    expect(report).toMatch(/started\s+quote-editor \(Testimonial quotes\)/);

    await sidebar(page).getByText('Testimonials').click();
    await page.waitForURL('**/testimonials');
    await page.getByText('No testimonials yet').waitFor();
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    await page.getByRole('heading', { name: 'Add New Section' }).waitFor();
    await page.getByLabel('Section Type').click();
    await page.locator('.ant-select-item-option', { hasText: 'Testimonial Quote' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Acme says');
    await page.getByLabel('Quote', { exact: true }).fill('Our parcels arrive and the cash comes back.');
    await page.getByLabel('Author', { exact: true }).fill('Nadia Rami');
    await page.getByLabel("Author's role").fill('Head of logistics, Acme');
    await page
      .getByLabel('Author photo')
      .setInputFiles({ name: 'nadia.png', mimeType: 'image/png', buffer: gradientPng(96, 96, [200, 120, 40]) });
    // Its antd field is the app's antd: the same dark theme as the app's own Title field.
    const background = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((field) => getComputedStyle(field).backgroundColor);
    expect(await background('Quote')).toBe(await background('Title'));
    await page.getByRole('img', { name: 'Photo of Nadia Rami' }).waitFor();
    await shot(page, 'external-plugin-quote-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Are you sure you want to create this section?').waitFor();
    await confirmDialog(page);
    await page.waitForURL('**/testimonials');
    await page.getByText('“Our parcels arrive and the cash comes back.” — Nadia Rami').waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Edit Acme says' }).click();
    await page.getByRole('heading', { name: 'Edit Section' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Quote', { exact: true }).inputValue())
      .toBe('Our parcels arrive and the cash comes back.');
    expect(await page.getByLabel('Author', { exact: true }).inputValue()).toBe('Nadia Rami');
    expect(await page.getByLabel("Author's role").inputValue()).toBe('Head of logistics, Acme');
    const photo = await page.getByRole('img', { name: 'Photo of Nadia Rami' }).getAttribute('src');
    expect(photo).toMatch(/^\/uploads\/sections\//);
    expect((await page.request.get(photo!)).status()).toBe(200);
    await context.close();
  });

  it("the app page hands external bundles the app's own modules through its import map", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const map = JSON.parse(/<script nonce="[^"]+" type="importmap">(.*?)<\/script>/.exec(html)![1]) as {
      imports: Record<string, string>;
    };
    expect(Object.keys(map.imports).sort()).toEqual(
      [
        '@ant-design/icons',
        '@backoffice/kernel',
        'antd',
        'inversify',
        'mobx',
        'mobx-react-lite',
        'react',
        'react-dom',
        'react/jsx-runtime',
      ].sort(),
    );
    const files = readdirSync(join(ROOT, 'packages/app/dist/assets/shared'));
    for (const url of Object.values(map.imports)) expect(files).toContain(url.replace('/assets/shared/', ''));
    // The example carries no copy of them: its files import them by name.
    const example = readdirSync(join(pluginsDir, 'quote-editor'))
      .map((name) => readFileSync(join(pluginsDir, 'quote-editor', name), 'utf8'))
      .join('\n');
    expect(example.length).toBeLessThan(10_000);
    expect(example).toContain('from"antd"');
    expect(example).not.toMatch(/createElement\("div"|__SECRET_INTERNALS|ant-input/);
  });
});

describe('broken external plugins, one at a time', () => {
  const cases = [
    { id: 'missing', line: /failed\s+missing: could not load \/plugins\/missing\/index\.js: .*/ },
    { id: 'throws', line: /failed\s+throws: could not load \/plugins\/throws\/index\.js: boom while importing/ },
    { id: 'future', line: /failed\s+future: needs plugin API \^2, this kernel provides 1\.\d+/ },
  ];
  for (const { id, line } of cases) {
    it(`${id}: reported in the boot report and skipped; the shell and the other plugins' editors still work`, async () => {
      configure(['quote-editor', id]);
      const { context, page } = await newPage(browser, server.url);
      await signIn(page);
      const report = await bootReportOf(page, '/testimonials');
      expect(report).toMatch(line);
      expect(report).toMatch(/started\s+quote-editor/);
      expect(report).toMatch(/started\s+sections/);
      await page.getByRole('heading', { name: 'Testimonials' }).waitFor();
      await expect.poll(() => sidebar(page).getByText('Home', { exact: true }).count()).toBeGreaterThan(0);
      expect(await sidebar(page).getByText('Future').count()).toBe(0);
      await page.getByRole('button', { name: 'Add testimonial' }).click();
      await page.getByLabel('Section Type').click();
      await page.locator('.ant-select-item-option', { hasText: 'Testimonial Quote' }).click();
      await page.getByLabel('Quote', { exact: true }).waitFor();
      await page.getByLabel('Section Type').click();
      await page.locator('.ant-select-item-option', { hasText: 'General Section' }).click();
      await page.getByLabel('Heading', { exact: true }).waitFor();
      await context.close();
    });
  }

  it("a bundle whose hash differs from its integrity is not loaded; a bundle's import() from an unlisted origin is refused by the CSP", async () => {
    const quoteBundle = readFileSync(join(pluginsDir, 'quote-editor', 'index.js'));
    const good = `sha384-${createHash('sha384').update(quoteBundle).digest('base64')}`;
    configure(['quote-editor', 'sneaky', 'throws'], { 'quote-editor': good, throws: good });
    const { context, page } = await newPage(browser, server.url);
    const sneaky = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('sneaky import'),
      timeout: 30_000,
    });
    await signIn(page);
    const report = await bootReportOf(page, '/testimonials');
    expect(report).toMatch(/started\s+quote-editor/);
    expect(report).toMatch(
      /failed\s+throws: not loaded: its bundle's hash is sha384-\S+, not the sha384-\S+ the config expects/,
    );
    expect((await sneaky).text()).toMatch(/^sneaky import refused/);
    await context.close();
  });

  // The boundary around each contribution is another change of issue 18 (render isolation): this case passes
  // once it is in.
  it('an editor that throws while rendering: its plugin is named, the editor screen and the other editors keep working', async () => {
    configure(['quote-editor', 'crashing-editor']);
    const { context, page } = await newPage(browser, server.url);
    await signIn(page);
    const report = await bootReportOf(page, '/testimonials');
    expect(report).toMatch(/started\s+crashing-editor/);
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    await page.getByLabel('Section Type').click();
    await page.locator('.ant-select-item-option', { hasText: 'Crashing Section' }).click();
    await page
      .getByText(/crashing-editor/)
      .first()
      .waitFor({ timeout: 10_000 });
    await shot(page, 'external-plugin-crashing-editor');
    // The editor screen is still there, and another type's editor works.
    await page.getByLabel('Title', { exact: true }).fill('Still here');
    await page.getByLabel('Section Type').click();
    await page.locator('.ant-select-item-option', { hasText: 'Testimonial Quote' }).click();
    await page.getByLabel('Quote', { exact: true }).waitFor();
    await context.close();
  });
});
