import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ar } from '../../packages/kernel/src/i18n/messages/ar';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  PHONE,
  api,
  e2eSuite,
  openSidebarGroups,
  settled,
  shot,
  signIn,
} from './support';

/**
 * axe-core over the app in Chromium, in both themes, on the demo seed's data (lists full) and on a fresh
 * install (lists empty): the sign-in screen, every sidebar screen, every form those screens open (their
 * "Add New" and the first row's "Edit"), each add form after an empty Save (the form in error), the first
 * row's delete dialog, the profile form and the 404 page. The target is WCAG 2.2 AA: no serious or critical violation anywhere.
 * Every rule of those levels runs, with axe's best practices (headings, landmarks) reported beside them.
 * The figures (screens checked, violations by impact) are printed.
 */
const axeSource: string = createRequire(import.meta.url)('axe-core').source;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

interface Checked {
  screen: string;
  violations: Violation[];
  headingOnes: number;
}

async function runAxe(page: Page, screen: string): Promise<Checked> {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') does not stand in the way.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  }, TAGS);
  const headingOnes = await page.locator('h1').count();
  return { screen, violations, headingOnes };
}

/** The sidebar's entries: their labels, in order. */
async function sidebarLabels(page: Page, words: Words): Promise<string[]> {
  await openSidebarGroups(page, words.navigation);
  return page.getByRole('navigation', { name: words.navigation }).locator('li.ant-menu-item').allInnerTexts();
}

/** What a screen's walk covers besides the screen itself. */
interface Walk {
  /** Also press Save on each empty add form: the form in error (marked fields, the summary line). */
  errors: boolean;
  /** Also open the first row's delete confirmation (then Cancel): an open dialog. */
  dialogs: boolean;
}

/** The names the walk finds its way by, in the admin's language (Arabic: right to left, from the kernel's catalog). */
interface Words {
  navigation: string;
  openMenu: string;
  add: RegExp;
  edit: RegExp;
  remove: RegExp;
  save: RegExp;
  cancel: string;
}
const WORDS: Record<'en' | 'ar', Words> = {
  en: {
    navigation: 'Main navigation',
    openMenu: 'Open menu',
    add: /Add New|^\+ ?Add|Add the first/,
    edit: /^Edit\b/,
    remove: /^Delete\b/,
    save: /^Save\b/,
    cancel: 'Cancel',
  },
  ar: {
    navigation: ar['Main navigation'],
    openMenu: ar['Open menu'],
    add: new RegExp(ar['Add New']),
    edit: new RegExp(`^${ar.Edit}`),
    remove: new RegExp(`^${ar.Delete}`),
    save: new RegExp(`^${ar.Save}`),
    cancel: ar.Cancel,
  },
};
type Language = keyof typeof WORDS;

/** The widths the run checks: the desktop (1440 px) and phone (390 px). */
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: PHONE } as const;
type ViewportName = keyof typeof VIEWPORTS;

async function checkTheme(
  page: Page,
  theme: 'light' | 'dark',
  account: { email: string; password: string },
  walk: Walk,
  viewport: ViewportName,
  language: Language = 'en',
): Promise<Checked[]> {
  const checked: Checked[] = [];
  const failures: string[] = [];
  const words = WORDS[language];
  await page.goto('/');
  await page.getByLabel('Email').waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
  checked.push(await runAxe(page, 'sign-in'));
  await signIn(page, account.email, account.password);
  if (language !== 'en') {
    // The account's language, as the profile menu sets it (kept on the server: the caller sets English back).
    expect((await api(page, 'PUT', '/admin/preferences', { language })).status).toBe(200);
    await page.reload();
    // On a phone the navigation waits in the drawer: the top bar's menu button shows the shell is there.
    await (
      viewport === 'phone'
        ? page.getByRole('button', { name: words.openMenu })
        : page.getByRole('navigation', { name: words.navigation })
    ).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  }
  await settled(page);

  // On a phone the sidebar is a drawer the top bar's menu button opens, as a phone user reaches it.
  const drawer = page
    .locator('.ant-drawer-body')
    .filter({ has: page.getByRole('navigation', { name: words.navigation }) });
  const openNavigation = async () => {
    if (viewport === 'phone') {
      await page.getByRole('button', { name: words.openMenu }).click();
      await drawer.waitFor();
      await settled(page);
    }
  };
  await openNavigation();
  const labels = await sidebarLabels(page, words);
  expect(labels.length).toBeGreaterThan(15);
  if (viewport === 'phone') {
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }
  const nav = page.getByRole('navigation', { name: words.navigation });
  // By position: a label may appear in two groups (e.g. "Countries Covered").
  for (const [index, label] of labels.entries()) {
    try {
      await openNavigation();
      await openSidebarGroups(page, words.navigation);
      await nav.locator('li.ant-menu-item').nth(index).click();
      // The drawer closes when the screen changes: the screen is checked without it.
      if (viewport === 'phone') await drawer.waitFor({ state: 'hidden' });
      await settled(page);
      const path = new URL(page.url()).pathname;
      checked.push(await runAxe(page, `${label} (${path})`));
      if (index === 0) await shot(page, `a11y-${theme}-${viewport}-${language}-shell`);

      const main = page.locator('.bo-content');
      if (walk.dialogs) {
        const remove = main.getByRole('button', { name: words.remove }).first();
        // A disabled Delete (the admin's own account) opens nothing.
        if ((await remove.isVisible()) && (await remove.isEnabled())) {
          await remove.click();
          const dialog = page.locator('.ant-modal').last();
          if (
            await dialog.waitFor({ timeout: 5_000 }).then(
              () => true,
              () => false,
            )
          ) {
            await settled(page);
            checked.push(await runAxe(page, `${label}: delete dialog (${path})`));
            await dialog.getByRole('button', { name: words.cancel }).click();
            await dialog.waitFor({ state: 'hidden' });
          }
        }
      }
      const add = main.getByRole('button', { name: words.add }).first();
      if ((await add.isVisible()) && (await add.isEnabled())) {
        await add.click();
        await settled(page);
        checked.push(await runAxe(page, `${label}: add form (${new URL(page.url()).pathname})`));
        const save = page.locator('.bo-content form').getByRole('button', { name: words.save }).first();
        if (walk.errors && (await save.isVisible())) {
          await save.click();
          // A refused save marks its fields and says so at the top; a form that takes an empty save asks to confirm.
          const refused = page.locator('.bo-form-summary .ant-alert');
          const confirm = page.locator('.ant-modal');
          await refused
            .or(confirm)
            .first()
            .waitFor({ timeout: 5_000 })
            .catch(() => undefined);
          if (await refused.isVisible())
            checked.push(await runAxe(page, `${label}: add form in error (${new URL(page.url()).pathname})`));
          if (await confirm.isVisible()) await confirm.getByRole('button', { name: words.cancel }).click();
        }
        await page.goto(path);
        await settled(page);
      }
      const edit = main.getByRole('button', { name: words.edit }).first();
      if ((await edit.isVisible()) && (await edit.isEnabled())) {
        await edit.click();
        await settled(page);
        checked.push(await runAxe(page, `${label}: edit form (${new URL(page.url()).pathname})`));
        if (path === '/faqs') await shot(page, `a11y-${theme}-${viewport}-${language}-form`);
        await page.goto(path);
        await settled(page);
      }
      if (path === '/faqs') await shot(page, `a11y-${theme}-${viewport}-${language}-list`);
    } catch (error) {
      // A screen the walk could not finish is a failure of its own, and the rest of the walk still runs.
      failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
      await page.goto('/dashboard');
    }
  }
  await page.goto('/edit-profile');
  await settled(page);
  checked.push(await runAxe(page, 'Edit Profile (/edit-profile)'));
  await page.goto('/no-such-screen');
  await settled(page);
  checked.push(await runAxe(page, 'Page not found (/no-such-screen)'));
  if (failures.length > 0) console.warn(`walk not finished on:\n  ${failures.join('\n  ')}`);
  expect.soft(failures).toEqual([]);
  return checked;
}

function report(theme: string, checked: Checked[]): Record<string, number> {
  const byImpact: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const lines: string[] = [];
  for (const { screen, violations } of checked) {
    for (const violation of violations) {
      byImpact[violation.impact ?? 'minor'] += violation.nodes.length;
      lines.push(
        `  [${violation.impact}] ${screen}: ${violation.id} (${violation.help}) ×${violation.nodes.length}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
      );
    }
  }
  console.log(
    `axe-core, ${theme} theme: ${checked.length} screens checked; violations (elements) by impact: ` +
      `critical ${byImpact.critical}, serious ${byImpact.serious}, moderate ${byImpact.moderate}, minor ${byImpact.minor}\n${lines.join('\n')}`,
  );
  return byImpact;
}

function expectClean(checked: Checked[], byImpact: Record<string, number>): void {
  expect(checked.length).toBeGreaterThan(30);
  expect({ critical: byImpact.critical, serious: byImpact.serious }).toEqual({ critical: 0, serious: 0 });
  // One h1 per screen.
  expect(checked.filter((entry) => entry.headingOnes !== 1).map((entry) => entry.screen)).toEqual([]);
}

// About 5 minutes per theme and data set on the 2-core CI machine: run on demand (A11Y=1), not by every `npm test`.
// A11Y_THEMES=dark runs one theme only; A11Y_DATA=fresh (or demo) one data set only; A11Y_VIEWPORTS=phone one width.
const themes = (process.env.A11Y_THEMES ?? 'dark,light').split(',') as Array<'dark' | 'light'>;
const dataSets = (process.env.A11Y_DATA ?? 'demo,fresh').split(',');
const viewports = (process.env.A11Y_VIEWPORTS ?? 'desktop,phone').split(',') as ViewportName[];
// A11Y_LANGUAGES=ar: the admin in Arabic (right to left) only; both by default.
const languages = (process.env.A11Y_LANGUAGES ?? 'en,ar').split(',') as Language[];
const runs = themes.flatMap((theme) =>
  viewports.flatMap((viewport) => languages.map((language) => ({ theme, viewport, language }))),
);

/** A walk in one theme, width and language; the account is set back to English after an Arabic one. */
async function walkOnce(
  suite: { server: { url: string }; browser: import('playwright-core').Browser },
  run: (typeof runs)[number],
  account: { email: string; password: string },
  label: string,
): Promise<void> {
  const { theme, viewport, language } = run;
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: VIEWPORTS[viewport],
    colorScheme: theme,
  });
  // Dark until the toggle chooses: the theme as if chosen in this browser.
  await context.addInitScript((name) => localStorage.setItem('backoffice.theme', name), theme);
  const page = await context.newPage();
  try {
    const checked = await checkTheme(page, theme, account, { errors: true, dialogs: true }, viewport, language);
    const byImpact = report(`${label}, ${theme}, ${viewport}, ${language}`, checked);
    expectClean(checked, byImpact);
  } finally {
    if (language !== 'en') await api(page, 'PUT', '/admin/preferences', { language: 'en' }).catch(() => undefined);
    await context.close();
  }
}

describe.runIf(process.env.A11Y === '1' && dataSets.includes('demo'))(
  'accessibility on demo data (axe-core, WCAG 2.2 AA)',
  () => {
    const suite = e2eSuite({ seedDemo: true });
    for (const run of runs) {
      it(`finds no serious or critical violation on any screen, form, form in error or delete dialog in the ${run.theme} theme (${run.viewport}, ${run.language})`, async () => {
        await walkOnce(suite, run, { email: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD }, 'demo data');
      }, 1_800_000);
    }
  },
);

/** A fresh install (no demo seed): every list empty, so its empty text, its first Add and that form in error. */
describe.runIf(process.env.A11Y === '1' && dataSets.includes('fresh'))(
  'accessibility on a fresh install (axe-core, WCAG 2.2 AA)',
  () => {
    const suite = e2eSuite();
    for (const run of runs) {
      it(`finds no serious or critical violation on any empty screen, add form or form in error in the ${run.theme} theme (${run.viewport}, ${run.language})`, async () => {
        await walkOnce(suite, run, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, 'fresh install');
      }, 1_800_000);
    }
  },
);
