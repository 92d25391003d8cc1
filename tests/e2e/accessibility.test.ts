import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DESKTOP, e2eSuite, openSidebarGroups, settled, shot, signIn } from './support';

/**
 * axe-core over the app in Chromium, in both themes: the sign-in screen, every sidebar screen (on the demo
 * seed's data, so lists are full) and every form those screens open (their "Add New" and the first row's
 * "Edit"), plus the profile form. The target is WCAG 2.2 AA: no serious or critical violation anywhere.
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
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
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
async function sidebarLabels(page: Page): Promise<string[]> {
  await openSidebarGroups(page);
  return page.getByRole('navigation', { name: 'Main navigation' }).locator('li.ant-menu-item').allInnerTexts();
}

async function checkTheme(page: Page, theme: 'light' | 'dark'): Promise<Checked[]> {
  const checked: Checked[] = [];
  await page.goto('/');
  await page.getByLabel('Email').waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
  checked.push(await runAxe(page, 'sign-in'));
  await signIn(page, DEMO_ACCOUNTS.superAdmin, DEMO_PASSWORD);
  await settled(page);

  const labels = await sidebarLabels(page);
  expect(labels.length).toBeGreaterThan(15);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // By position: a label may appear in two groups (e.g. "Countries Covered").
  for (const [index, label] of labels.entries()) {
    await openSidebarGroups(page);
    await nav.locator('li.ant-menu-item').nth(index).click();
    await settled(page);
    const path = new URL(page.url()).pathname;
    checked.push(await runAxe(page, `${label} (${path})`));
    if (label === 'Dashboard') await shot(page, `a11y-${theme}-shell`);

    const main = page.locator('.bo-content');
    const add = main.getByRole('button', { name: /Add New|^\+ ?Add/ }).first();
    if (await add.isVisible()) {
      await add.click();
      await settled(page);
      checked.push(await runAxe(page, `${label}: add form (${new URL(page.url()).pathname})`));
      await page.goto(path);
      await settled(page);
    }
    const edit = main.getByRole('button', { name: /^Edit\b/ }).first();
    if (await edit.isVisible()) {
      await edit.click();
      await settled(page);
      checked.push(await runAxe(page, `${label}: edit form (${new URL(page.url()).pathname})`));
      if (label === 'FAQs') await shot(page, `a11y-${theme}-form`);
      await page.goto(path);
      await settled(page);
    }
    if (label === 'FAQs') await shot(page, `a11y-${theme}-list`);
  }
  await page.goto('/edit-profile');
  await settled(page);
  checked.push(await runAxe(page, 'Edit Profile (/edit-profile)'));
  return checked;
}

function report(theme: string, checked: Checked[]): Record<string, number> {
  const byImpact: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const lines: string[] = [];
  for (const { screen, violations } of checked) {
    for (const violation of violations) {
      byImpact[violation.impact ?? 'minor'] += violation.nodes.length;
      lines.push(`  [${violation.impact}] ${screen}: ${violation.id} (${violation.help}) ×${violation.nodes.length}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
    }
  }
  console.log(
    `axe-core, ${theme} theme: ${checked.length} screens checked; violations (elements) by impact: ` +
      `critical ${byImpact.critical}, serious ${byImpact.serious}, moderate ${byImpact.moderate}, minor ${byImpact.minor}\n${lines.join('\n')}`,
  );
  return byImpact;
}

// About 5 minutes per theme on the 2-core CI machine: run on demand (A11Y=1), not by every `npm test`.
describe.runIf(process.env.A11Y === '1')('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const suite = e2eSuite({ seedDemo: true });

  // A11Y_THEMES=dark runs one theme only (each takes minutes on a loaded machine).
  const themes = (process.env.A11Y_THEMES ?? 'dark,light').split(',') as Array<'dark' | 'light'>;
  for (const theme of themes) {
    it(`finds no serious or critical violation on any screen or form in the ${theme} theme`, async () => {
      // The theme follows the system's preference when none was chosen.
      const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: DESKTOP, colorScheme: theme });
      const page = await context.newPage();
      const checked = await checkTheme(page, theme);
      const byImpact = report(theme, checked);
      expect(checked.length).toBeGreaterThan(30);
      expect({ critical: byImpact.critical, serious: byImpact.serious }).toEqual({ critical: 0, serious: 0 });
      // One h1 per screen.
      expect(checked.filter((entry) => entry.headingOnes !== 1).map((entry) => entry.screen)).toEqual([]);
      await context.close();
    }, 1_500_000);
  }
});
