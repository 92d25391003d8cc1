import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, newPage, shot } from './support';

/** Presses Tab until the target has the focus (at most `limit` times); fails the test otherwise. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element's outline: its ring must be drawn (at least 2 px, not 'none'). */
async function focusRing(page: Page): Promise<{ style: string; width: number; color: string }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
}

/** A FAQ added and saved with the keyboard alone: Tab, Enter and Escape, no mouse. */
describe('keyboard-only use', () => {
  const suite = e2eSuite();

  it('signs in, adds a FAQ and saves it with Tab, Enter and Escape only', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await page.goto('/');
    // The email field has the focus on arrival.
    const email = page.getByLabel('Email');
    await email.waitFor();
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(ADMIN_EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    await page.goto('/faqs');
    const addNew = page.getByRole('button', { name: /Add New/ });
    await addNew.waitFor();
    await tabTo(page, addNew);
    const ring = await focusRing(page);
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await shot(page, 'keyboard-faq-add-focused');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Add New FAQ' }).waitFor();
    const question = page.getByRole('textbox', { name: 'Question', exact: true });
    await tabTo(page, question);
    expect((await focusRing(page)).style).not.toBe('none');
    await page.keyboard.type('Can I pay by card on delivery?');
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page
          .getByRole('textbox', { name: 'Answer', exact: true })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.type('Yes, our couriers carry card terminals.');
    await page.keyboard.press('Tab');
    const row = page.getByRole('textbox', { name: 'Row', exact: true });
    await expect.poll(() => row.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');

    const save = page.getByRole('button', { name: 'Save' });
    await tabTo(page, save);
    expect((await focusRing(page)).style).not.toBe('none');
    await shot(page, 'keyboard-faq-save-focused');
    await page.keyboard.press('Enter');

    // Escape closes the confirmation without saving; the form keeps what was typed.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/faq/edit');
    expect(await question.inputValue()).toBe('Can I pay by card on delivery?');

    // Again, and this time confirm from the keyboard.
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await tabTo(page, confirm, 10);
    expect((await focusRing(page)).style).not.toBe('none');
    await page.keyboard.press('Enter');

    await page.waitForURL('**/faqs');
    await page.getByRole('row', { name: /Can I pay by card on delivery\?/ }).waitFor();
    await shot(page, 'keyboard-faq-saved');
    await context.close();
  });
});
