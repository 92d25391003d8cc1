import { describe, expect, it } from 'vitest';
import { confirmDialog, e2eSuite, newPage, shot, signIn } from './support';

/** Issue 15 item 1: an empty data directory without --demo, signed in as the first admin; no dead ends. */
describe('a fresh install end to end', () => {
  // A new data directory, as a new user's first `npm start` finds it (the other files start from a migrated copy).
  const suite = e2eSuite({ fresh: true });

  it('edits an SEO entry and a legal page, adds a pricing plan; each is there after a reload', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page);

    // SEO: the first start made an entry for every public page.
    await page.goto('/seo');
    await page.getByPlaceholder('Search now').fill('contact sales');
    await page.getByLabel('Edit Contact Sales', { exact: true }).click();
    await page.getByLabel('Meta Description').fill('Talk to our sales team about cash on delivery.');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'SEO' }).waitFor();
    await page.reload();
    await page.getByPlaceholder('Search now').fill('talk to our sales');
    await page.getByRole('row', { name: /Contact Sales/ }).waitFor();

    // Legal pages: the standard three, empty, ready to be written.
    await page.goto('/legal-pages');
    await page.getByLabel('Edit Privacy Policy', { exact: true }).click();
    await page.locator('.ql-editor').click();
    await page.locator('.ql-editor').fill('We never sell your data.');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'Legal Pages' }).waitFor();
    await page.reload();
    await page.getByLabel('Edit Privacy Policy', { exact: true }).click();
    await page.locator('.ql-editor').getByText('We never sell your data.').waitFor();

    // Pricing: empty, says so, and offers the next step.
    await page.goto('/pricing');
    await page.getByText(/No pricing plans yet/).waitFor();
    await shot(page, 'fresh-install-pricing-empty');
    await page
      .getByRole('button', { name: /Add New Plan/ })
      .first()
      .click();
    await page.getByLabel('Plan Name').fill('Starter');
    await page.getByLabel('Monthly Price (USD)').fill('49');
    await page.getByLabel('Yearly Price (USD)').fill('490');
    await page.getByLabel('Description').fill('For new stores.');
    await page.getByLabel('Feature 1', { exact: true }).fill('Up to 300 orders a month');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'Pricing' }).waitFor();
    await page.reload();
    const row = page.getByRole('row', { name: /Starter/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('$49.00');
    await shot(page, 'fresh-install-pricing-list');

    // Sections (issue 34): a fixed page such as Home is empty and offers its first section, then takes more.
    await page.goto('/home');
    await page.getByText('This page has no sections yet. Add its first section to show it on the site.').waitFor();
    await shot(page, 'fresh-install-home-sections-empty');
    await page.getByRole('button', { name: 'Add the first section' }).click();
    await page.getByRole('heading', { name: 'Add New Section' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    // No dialog over the fields: a line at the top counts them, and the first takes focus.
    await page.getByText(/^\d+ fields? needs? attention\.$/).waitFor();
    expect(await page.locator('.ant-modal').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBeTruthy();
    await page.getByLabel('Title', { exact: true }).fill('Welcome');
    await page.getByLabel('Heading').fill('Cash on delivery, done for you');
    await page.keyboard.press('Control+s');
    await confirmDialog(page);
    await page.getByRole('row', { name: /Welcome/ }).waitFor();
    await page.getByRole('button', { name: 'Add New Section' }).waitFor();
    await context.close();
  });
});
