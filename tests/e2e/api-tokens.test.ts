import { describe, expect, it } from 'vitest';
import { clickInDialog, e2eSuite, newPage, PHONE, settled, shot, signIn } from './support';

const WIDE = { width: 1440, height: 900 };

/** An API token created in the UI and used by a script: a plain fetch from Node, no cookie, no Origin. */
describe('API tokens', () => {
  const suite = e2eSuite();

  it('creates a token, shows its secret once, and a script reads and writes with it until it is revoked', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, WIDE);
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'API tokens' }).click();
    await page.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
    await page
      .getByRole('button', { name: /Add New API Token/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('CI script');
    await dialog.getByRole('checkbox', { name: /^Content/ }).check();
    await shot(page, 'api-tokens-create-1440');
    await clickInDialog(page, 'Create token');
    const secretField = dialog.getByLabel('Your new API token');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    await shot(page, 'api-tokens-secret-1440');
    await clickInDialog(page, 'Done');
    await expect.poll(() => page.getByLabel('Your new API token').count()).toBe(0);

    // The script: Node's fetch, with nothing of the browser (no cookie, no Origin, no Sec-Fetch-Site).
    const script = (path: string, init: RequestInit = {}) =>
      fetch(`${suite.server.url}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${secret}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
    const read = await script('/faq');
    expect(read.status).toBe(200);
    expect(read.headers.get('set-cookie')).toBeNull();
    const written = await script('/faq/add', {
      method: 'POST',
      body: JSON.stringify({ question: 'Can a script add a FAQ?', answer: 'Yes, with an API token.', row: 1 }),
    });
    expect(written.status).toBe(201);
    // A read-only role is still enforced: the token holds content, not user management.
    expect((await script('/admin/signup', { method: 'POST', body: JSON.stringify({}) })).status).toBe(403);

    // The FAQ is there for the admin, and the token shows its last use.
    await page.goto('/faqs');
    await page.getByText('Can a script add a FAQ?').waitFor();
    await page.goto('/api-tokens');
    const row = page.locator('.ant-table-row', { hasText: 'CI script' });
    await row.waitFor();
    await expect.poll(async () => row.textContent()).not.toContain('Never');
    await settled(page);
    await shot(page, 'api-tokens-list-1440');

    // The phone layout, for a person to look at: no sideways scrolling of the page.
    const phone = await newPage(suite.browser, suite.server.url, PHONE);
    await signIn(phone.page);
    await phone.page.goto('/api-tokens');
    await phone.page.locator('.ant-table-row', { hasText: 'CI script' }).waitFor();
    await settled(phone.page);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone.page, 'api-tokens-list-390');
    await phone.page
      .getByRole('button', { name: /Add New API Token/ })
      .first()
      .click();
    await phone.page.getByRole('dialog').getByLabel('Name').waitFor();
    await settled(phone.page);
    await shot(phone.page, 'api-tokens-create-390');
    await phone.context.close();

    // Revoked in the UI after a confirmation naming it: the script is refused at once.
    await row.getByRole('button', { name: 'Revoke CI script' }).click();
    await page.getByRole('dialog').getByText('Revoke "CI script"?').waitFor();
    await clickInDialog(page, 'Revoke');
    await expect.poll(() => page.locator('.ant-table-row', { hasText: 'CI script' }).count()).toBe(0);
    const refused = await script('/faq');
    expect(refused.status).toBe(401);
    await context.close();
  });
});
