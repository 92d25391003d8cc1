import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PHONE, e2eSuite, newPage, settled, shot, signIn } from './support';

/**
 * A list at 390 px (issue 34): the Actions column must not cover the text beside it. On the demo data the FAQs'
 * questions are long; each one is read in full, wrapped inside its own cell, left of the row's buttons.
 */
describe('lists on a phone', () => {
  const suite = e2eSuite({ seedDemo: true });

  it("shows a FAQ's whole question beside its Edit and Delete buttons, wrapped, nothing under the Actions column", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await signIn(page, DEMO_ACCOUNTS.superAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto('/faqs');
    await settled(page);
    const rows = page.locator('.bo-content tbody tr.ant-table-row');
    expect(await rows.count()).toBeGreaterThan(3);
    for (const row of (await rows.all()).slice(0, 5)) {
      const layout = await row.evaluate((tr) => {
        const edit = tr.querySelector('button[aria-label^="Edit"]')!;
        const question = tr.querySelector('strong')!;
        const cell = question.closest('td')!;
        const actions = edit.closest('td')!;
        const box = (element: Element) => element.getBoundingClientRect();
        return {
          questionRight: box(question).right,
          questionScroll: question.scrollWidth - question.clientWidth,
          cellRight: box(cell).right,
          actionsLeft: box(actions).left,
        };
      });
      // The question ends inside its cell, and its cell ends where the buttons' cell starts.
      expect(layout.questionRight).toBeLessThanOrEqual(layout.cellRight + 1);
      expect(layout.cellRight).toBeLessThanOrEqual(layout.actionsLeft + 1);
      expect(layout.questionScroll).toBeLessThanOrEqual(0);
    }
    // Nothing of the page scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-faqs-list');
    await context.close();
  }, 300_000);
});
