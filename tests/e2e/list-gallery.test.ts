import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DESKTOP,
  PHONE,
  e2eSuite,
  openSidebarGroups,
  settled,
  shot,
  signIn,
} from './support';

/**
 * Every sidebar screen, on the demo seed's data, at 1280 px and 390 px in both themes: a screenshot of each
 * for a person to look at (test-results/screenshots/gallery/<theme>-<width>-<screen>.png), and the two
 * things a table must never do checked on each: widen the page (a sideways scroll of the whole screen), or
 * push a row's actions out of sight.
 *
 * `npm test` checks the phone width in the dark theme (where tables run out of room); GALLERY=1 takes every
 * width in both themes, for a person to look at them all (about 8 minutes).
 */
const EVERYTHING = process.env.GALLERY === '1';
const THEMES = EVERYTHING ? (['dark', 'light'] as const) : (['dark'] as const);
const VIEWPORTS = EVERYTHING ? [DESKTOP, PHONE] : [PHONE];
/** Browser tabs measuring screens at once. */
const TABS = 3;

interface Fit {
  screen: string;
  pageOverflow: number;
  actionsOutOfSight: string[];
}

/** The sidebar's screens, as the addresses its links point to. */
async function sidebarPaths(page: Page): Promise<string[]> {
  await openSidebarGroups(page);
  const hrefs = await page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('li.ant-menu-item a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/** How far the page scrolls sideways, and which of the first row's actions lie outside the window. */
async function measureFit(page: Page, screen: string): Promise<Fit> {
  return page.evaluate((name) => {
    const width = window.innerWidth;
    const actions = [
      ...document.querySelectorAll('.bo-content .ant-table-row:first-child td:last-child :is(button, a)'),
    ];
    return {
      screen: name,
      pageOverflow: document.documentElement.scrollWidth - width,
      actionsOutOfSight: actions
        .filter((action) => {
          const box = action.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > width);
        })
        .map((action) => action.getAttribute('aria-label') ?? action.textContent ?? ''),
    };
  }, screen);
}

function fileName(path: string): string {
  return path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
}

describe('every list fits its screen', () => {
  const suite = e2eSuite({ seedDemo: true });

  for (const theme of THEMES) {
    it(`keeps every sidebar screen within the window in the ${theme} theme`, async () => {
      const context = await suite.browser.newContext({
        baseURL: suite.server.url,
        viewport: DESKTOP,
        colorScheme: theme,
      });
      // Dark until the toggle chooses: the theme as if chosen in this browser.
      await context.addInitScript((name) => localStorage.setItem('backoffice.theme', name), theme);
      const page = await context.newPage();
      await signIn(page, DEMO_ACCOUNTS.superAdmin, DEMO_PASSWORD);
      await settled(page);
      const paths = await sidebarPaths(page);
      expect(paths.length).toBeGreaterThan(15);

      // The screens are independent: several tabs of the one signed-in browser take them in turn, so one
      // screen's waits (network idle, the settling pause) overlap another's work.
      const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
      const misfits: Fit[] = [];
      for (const viewport of VIEWPORTS) {
        const queue = [...paths];
        await Promise.all(
          tabs.map(async (tab) => {
            await tab.setViewportSize(viewport);
            for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
              await tab.goto(path);
              await settled(tab);
              await shot(tab, `gallery/${theme}-${viewport.width}-${fileName(path)}`);
              const fit = await measureFit(tab, `${path} at ${viewport.width} px`);
              if (fit.pageOverflow > 0 || fit.actionsOutOfSight.length > 0) misfits.push(fit);
            }
          }),
        );
      }
      misfits.sort((a, b) => a.screen.localeCompare(b.screen));
      console.log(
        `${theme} theme: ${paths.length} screens at ${VIEWPORTS.map((viewport) => viewport.width).join(' and ')} px, ${misfits.length} misfits`,
      );
      expect(misfits).toEqual([]);
      await context.close();
    }, 900_000);
  }
});
