import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { api, confirmDialog, DEMO_ACCOUNTS, DEMO_PASSWORD, e2eSuite, newPage, PHONE, shot, signIn } from './support';

const signInAsEditor = (page: Page) => signIn(page, DEMO_ACCOUNTS.editor, DEMO_PASSWORD);

describe('content sections end to end', () => {
  const suite = e2eSuite({ seedDemo: true });

  it("edits a home section's title, image and buttons, and sees them in the list and after a reload", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signInAsEditor(page);
    await page.goto('/home');
    const heroRow = page.getByRole('row', { name: /Hero/ });
    await heroRow.waitFor();
    await shot(page, 'sections-list');
    const oldImage = await heroRow.locator('img').getAttribute('src');

    await heroRow.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Section' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Hero (November)');
    await page
      .getByLabel('Section image', { exact: true })
      .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: gradientPng(640, 360, [200, 60, 40]) });
    await page.getByLabel('Alt text', { exact: true }).fill('A red gradient');
    await page.getByRole('button', { name: 'Add Button' }).click();
    await page.getByLabel('Button 3 text').fill('Track an order');
    await page.getByLabel('Button 3 url').fill('https://example.com/track');
    await shot(page, 'section-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Are you sure you want to update this section?').waitFor();
    await confirmDialog(page);

    const edited = page.getByRole('row', { name: /Hero \(November\)/ });
    await edited.waitFor();
    // Once (a quiet run) the row read its old picture right after its new title showed: wait for the picture to change.
    await expect.poll(() => edited.locator('img').getAttribute('src'), { timeout: 30_000 }).not.toBe(oldImage);
    const newImage = await edited.locator('img').getAttribute('src');
    // Joined the library with its alt text on Save (before the section's call), so it is stored in its folder.
    expect(newImage).toMatch(/^\/uploads\/media\/.+\.png$/);
    expect((await page.request.get(newImage!)).status()).toBe(200);
    // An editor's change to a published section is a draft (docs/editorial-workflow.md): the site keeps the old image.
    expect((await page.request.get(oldImage!)).status()).toBe(200);

    const saved = await (await page.request.get('/api/sections/home')).json();
    const hero = saved.sections.find((section: { title: string }) => section.title === 'Hero (November)');
    expect(hero.state).toBe('changed');
    expect(hero.generalSection.buttons.map((entry: { text: string; url: string }) => [entry.text, entry.url])).toEqual([
      ['Get started', '/contact-sales'],
      ['See pricing', '/pricing'],
      ['Track an order', 'https://example.com/track'],
    ]);
    await page.reload();
    await page.getByRole('row', { name: /Hero \(November\)/ }).waitFor();
    await context.close();
  });

  it('creates a card section with two cards and an image, then reopens it as saved', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signInAsEditor(page);
    await page.goto('/solutions/sourcing-purchasing');
    await page.getByRole('button', { name: 'Add New Section' }).click();
    await page.getByRole('heading', { name: 'Add New Section' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Why source with us');
    await page.getByLabel('Section Type').click();
    await page.locator('.ant-select-item-option', { hasText: 'Card Section' }).click();
    await page.getByLabel('Heading').fill('Suppliers you can trust\nChecked on site');
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await page.getByLabel('Card 1 title').fill('Audited factories');
    await page.getByLabel('Card 1 description').fill('Every supplier visited before the first order.');
    await page
      .getByLabel('Card 1 image', { exact: true })
      .setInputFiles({ name: 'factory.png', mimeType: 'image/png', buffer: gradientPng(320, 200, [40, 140, 90]) });
    await page.getByLabel('Alt text', { exact: true }).fill('A factory floor');
    await page.getByLabel('Card 2 title').fill('Quality checks');
    await shot(page, 'section-card-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Are you sure you want to create this section?').waitFor();
    await confirmDialog(page);

    const row = page.getByRole('row', { name: /Why source with us/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Section' }).waitFor();
    expect(await page.getByLabel('Heading').inputValue()).toBe('Suppliers you can trust\nChecked on site');
    expect(await page.getByLabel('Card 1 title').inputValue()).toBe('Audited factories');
    expect(await page.getByLabel('Card 1 description').inputValue()).toBe(
      'Every supplier visited before the first order.',
    );
    expect(await page.getByLabel('Card 2 title').inputValue()).toBe('Quality checks');
    const cardImage = await page.getByRole('img', { name: 'Card 1 image preview' }).getAttribute('src');
    expect(cardImage).toMatch(/^\/uploads\/media\/.+\.png$/);
    expect((await page.request.get(cardImage!)).status()).toBe(200);
    expect(await page.getByRole('button', { name: 'Add New Card' }).count()).toBe(0);
    await context.close();
  });

  it("edits a banner's button text and labels", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signInAsEditor(page);
    await page.goto('/banners');
    await page
      .getByRole('row', { name: /Black Friday banner/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page.getByRole('heading', { name: 'Edit Banner' }).waitFor();
    await page.getByLabel('Button 1 text').fill('Claim the offer');
    const labels = page.getByLabel('Button 1 labels');
    await labels.click();
    await labels.pressSequentially('new');
    await labels.press('Enter');
    await labels.pressSequentially('limited');
    await labels.press('Enter');
    await page.keyboard.press('Escape');
    await shot(page, 'banner-editor');
    // The seeded banner image has no alt text yet: a backdrop, marked decorative.
    await page.getByRole('checkbox', { name: 'Decorative (no alt text needed)' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Are you sure you want to update this banner?').waitFor();
    await confirmDialog(page);
    await page.getByRole('row', { name: /Black Friday banner/ }).waitFor();

    const saved = (await api(page, 'GET', '/sections/banners-component')).json;
    const banner = saved.sections.find((section: { title: string }) => section.title === 'Black Friday banner');
    expect(banner.generalSection.buttons[0]).toMatchObject({
      text: 'Claim the offer',
      url: '/contact-sales',
      labels: ['new', 'limited'],
    });
    await context.close();
  });

  it('edits an about-us card and its media', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signInAsEditor(page);
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Edit Our mission' }).click();
    await page.getByRole('heading', { name: 'Edit Card' }).waitFor();
    await page.getByLabel('Title').fill('Our purpose');
    await page
      .getByLabel('Content')
      .fill('Cash on delivery for every merchant.\nFrom the first order to the last remittance.');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'purpose.png', mimeType: 'image/png', buffer: gradientPng(300, 200, [90, 40, 160]) });
    await page.getByLabel('Alt text', { exact: true }).fill('A purple gradient');
    await shot(page, 'about-card-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Are you sure you want to save changes to this card?').waitFor();
    await confirmDialog(page);
    const row = page.getByRole('row', { name: /Our purpose/ });
    await row.waitFor();
    const media = await row.getByRole('img', { name: 'Our purpose' }).getAttribute('src');
    expect(media).toMatch(/^\/uploads\/media\/.+\.png$/);
    await shot(page, 'about-us');
    await context.close();
  });

  it('shows a section list and the banners on a phone', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await signInAsEditor(page);
    await page.goto('/banners');
    await page.getByRole('row', { name: /Black Friday banner/ }).waitFor();
    await shot(page, 'banners-phone');
    await page.goto('/about-us');
    await page.getByRole('row', { name: /Our network/ }).waitFor();
    await shot(page, 'about-us-phone');
    await page.getByRole('button', { name: 'Edit Our network' }).click();
    await page.getByRole('heading', { name: 'Edit Card' }).waitFor();
    await shot(page, 'about-card-form-phone');
    await page.goto('/solutions/sourcing-purchasing');
    await page.getByRole('button', { name: 'Add New Section' }).click();
    await page.getByRole('heading', { name: 'Add New Section' }).waitFor();
    await shot(page, 'section-editor-phone');
    await context.close();
  });
});
