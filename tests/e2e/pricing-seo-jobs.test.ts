import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmDialog, DEMO_ACCOUNTS, DEMO_PASSWORD, e2eSuite, newPage, PHONE, shot, signIn } from './support';

const signInAsEditor = (page: Page) => signIn(page, DEMO_ACCOUNTS.editor, DEMO_PASSWORD);

describe('pricing, SEO and jobs end to end', () => {
  const suite = e2eSuite({ seedDemo: true });

  it("fills a plan's features up to the limit and saves", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signInAsEditor(page);
    await page.goto('/pricing');
    await page.getByLabel('Edit Growth').click();
    const add = page.getByRole('button', { name: /Add Feature/ });
    for (let count = 6; count <= 10; count += 1) {
      await add.click();
      await page.getByLabel(`Feature ${count}`, { exact: true }).fill(`Benefit ${count}`);
    }
    expect(await add.textContent()).toContain('10/10');
    expect(await add.isDisabled()).toBe(true);
    await page
      .getByLabel('Media', { exact: true })
      .setInputFiles({ name: 'growth.png', mimeType: 'image/png', buffer: gradientPng(400, 240, [30, 160, 110]) });
    await page.getByLabel('Alt text', { exact: true }).fill('A green gradient');
    await page.getByText(/growth\.png/).waitFor();
    await shot(page, 'pricing-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Woah! It seems that this plan has changed a lot!').waitFor();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'Pricing' }).waitFor();
    await page.getByRole('row', { name: /Growth/ }).waitFor();
    await shot(page, 'pricing-list');
    const plans = (await (await page.request.get('/api/pricingModel/get')).json()).data.data;
    const growth = plans.find((plan: { planName: string }) => plan.planName === 'Growth');
    expect(growth.features).toHaveLength(10);
    // Joined the library with its alt text on Save (before the plan's call), so it is stored in its folder.
    expect(growth.media).toMatch(/^\/uploads\/media\/.+\.png$/);
    expect((await page.request.get(growth.media)).status()).toBe(200);
    await context.close();
  });

  it("edits a page's SEO and sees it in the list", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signInAsEditor(page);
    await page.goto('/seo');
    await page.getByPlaceholder('Search now').fill('pricing');
    await page.getByLabel('Edit Pricing', { exact: true }).click();
    await page.getByLabel('Meta Tags').fill('pricing, cod fees , , per order');
    await page.getByLabel('Meta Description').fill('Simple pricing per delivered order, no setup fee.');
    await shot(page, 'seo-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'SEO' }).waitFor();
    await page.getByPlaceholder('Search now').fill('no setup fee');
    const row = page.getByRole('row', { name: /Pricing/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('pricing, cod fees, per order');
    await shot(page, 'seo-list');
    await context.close();
  });

  it('creates a remote job and finds it by search, on a phone', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await signInAsEditor(page);
    await page.goto('/company/career');
    await page.getByRole('button', { name: /Add New/ }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Remote Growth Marketer');
    await page.getByRole('textbox', { name: 'Department', exact: true }).fill('Growth');
    await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Anywhere in Africa');
    await page.getByLabel('Salary').fill('3500');
    await page.getByLabel('Remote').click();
    await page.getByRole('textbox', { name: 'Overview', exact: true }).fill('Grow our affiliate network');
    await page.getByLabel('Description').fill('Run campaigns across 20 countries');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('You will own our affiliate acquisition.');
    await shot(page, 'job-form-phone');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'Career' }).waitFor();
    await page.getByPlaceholder('Search now').fill('growth marketer');
    const row = page.getByRole('row', { name: /Remote Growth Marketer/ });
    await row.waitFor();
    // On a phone the row keeps the title and department; the rest opens in its expansion.
    await row.getByRole('button', { name: 'Expand row' }).click();
    const details = page.locator('.ant-table-expanded-row .bo-row-details');
    await details.waitFor();
    expect(await details.textContent()).toContain('Yes');
    expect(await details.textContent()).toContain('3500 USD Monthly');
    await shot(page, 'jobs-list-phone');
    await context.close();
  });
});
