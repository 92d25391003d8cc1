import { describe, expect, it } from 'vitest';
import type { ConsoleMessage } from 'playwright-core';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { confirmDialog, DEMO_ACCOUNTS, DEMO_PASSWORD, e2eSuite, newPage, shot, signIn } from './support';

/**
 * The app under its Content-Security-Policy in Chromium: signing in, opening the shell (antd's CSS-in-JS), the
 * rich editor's styles and a section edit with an image preview (blob:) all work, and the browser reports no
 * violation at all (it logs each refused script, style or image to the console and fires
 * `securitypolicyviolation`).
 */
describe('the app with its CSP on', () => {
  const suite = e2eSuite({ seedDemo: true });

  it('signs in, edits a section and sees no CSP violation', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    const messages: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    // Reported from every page the test opens (each navigation starts a new document).
    const violations: string[] = [];
    await page.exposeFunction('reportCsp', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportCsp: (text: string) => void }).reportCsp;
      document.addEventListener('securitypolicyviolation', (event) =>
        report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      );
      // Names the culprit when one appears: a <style> element added without the page's nonce.
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.addedNodes) {
            if (node instanceof HTMLStyleElement && !node.nonce)
              report(`style without nonce: ${(node.textContent ?? '').slice(0, 120)} ${new Error().stack}`);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });

    const first = await page.goto('/');
    const policy = first!.headers()['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toMatch(/style-src-elem 'self' 'nonce-[A-Za-z0-9+/=]+'/);

    // The theme is set before the first paint by a same-origin script (inline ones are refused).
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
    await signIn(page, DEMO_ACCOUNTS.editor, DEMO_PASSWORD);
    // Switching the theme restyles the page under the policy, and a reload keeps the choice.
    const toggle = page.getByRole('button', { name: /^Switch to (light|dark) theme$/ });
    const chosen = (await toggle.getAttribute('aria-label'))!.includes('light') ? 'light' : 'dark';
    const bodyBefore = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(bodyBefore);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
    await page.goto('/home');
    const heroRow = page.getByRole('row', { name: /Hero/ });
    await heroRow.waitFor();
    // antd's styles are in place: the table has its own look, not the browser's default.
    const headerBackground = await page
      .locator('.ant-table-thead th')
      .first()
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)');

    await heroRow.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Section' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Hero under CSP');
    await page
      .getByLabel('Section image', { exact: true })
      .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: gradientPng(320, 180, [20, 120, 60]) });
    await page.getByLabel('Alt text', { exact: true }).fill('A green gradient');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Are you sure you want to update this section?').waitFor();
    await confirmDialog(page);
    await page.getByRole('row', { name: /Hero under CSP/ }).waitFor();
    // A screen with the rich-text editor (quill's injected styles).
    await page.goto('/explore/blogs/add-blog');
    await page.locator('.ql-editor').waitFor();
    await shot(page, 'csp-rich-text-editor');

    expect(violations).toEqual([]);
    expect(messages.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
    await context.close();
  });
});
