import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import {
  confirmDialog,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  e2eSuite,
  newPage,
  PHONE,
  shot,
  signIn,
  clickInDialog,
} from './support';

// The demo seed's editor (the seeded database already has admins, so no first admin is made).
const signInAsEditor = (page: Page) => signIn(page, DEMO_ACCOUNTS.editor, DEMO_PASSWORD);

/** Fills the guide form's plain fields (the date, read time and category keep their defaults). */
async function fillGuide(page: Page, title: string) {
  await page.getByLabel('Subtitle').fill('Step by step');
  await page.getByLabel('Guide Title').fill(title);
  await page.getByLabel('Author').fill('Amina Benali');
  await page.getByLabel('Guide Description').fill('From company setup to the first delivered order.');
  await page.getByLabel('SEO Meta Description').fill('How to launch a cash-on-delivery store in Morocco.');
}

/** Writes a heading, a bold word, a bullet list and a link with quill's own toolbar and keys. */
async function writeFormattedContent(page: Page) {
  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.locator('.ql-toolbar .ql-header .ql-picker-label').click();
  await page.locator('.ql-toolbar .ql-header .ql-picker-item[data-value="2"]').click();
  await page.keyboard.type('Getting started');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Customers pay ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('cash');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' at the door.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Confirm every order');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ship within 24 hours');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Talk to sales');
  await page.keyboard.press('Shift+Home');
  await page.locator('.ql-toolbar .ql-link').click();
  const linkInput = page.locator('.ql-tooltip input[type=text]');
  await linkInput.fill('https://example.com/contact-sales');
  await linkInput.press('Enter');
}

describe('articles and legal pages end to end', () => {
  const suite = e2eSuite({ seedDemo: true });

  it('writes a formatted guide, saves it, reopens it with the same formatting; a failed save keeps the text', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signInAsEditor(page);
    await page.goto('/explore/guides');
    await page.getByRole('button', { name: /Add New/ }).click();
    await fillGuide(page, 'Launching a COD store');
    expect(await page.getByLabel('Slug').inputValue()).toBe('launching-a-cod-store');
    await page
      .getByLabel('Guide Cover Image (1062 X 530)', { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(1062, 530, [190, 50, 60]) });
    await page.getByText(/cover\.png/).waitFor();
    // A content image: its alt text is asked beside it and saved to the media library on Save.
    await page.getByLabel('Alt text', { exact: true }).fill('A red gradient');
    await writeFormattedContent(page);
    await shot(page, 'guide-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Are you sure you want to save changes?').waitFor();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'Guides' }).waitFor();
    await page.getByRole('cell', { name: 'Launching a COD store', exact: true }).waitFor();
    await shot(page, 'guides-list');

    await page.getByRole('button', { name: 'Edit Launching a COD store', exact: true }).click();
    const editor = page.locator('.ql-editor');
    await editor.locator('h2', { hasText: 'Getting started' }).waitFor();
    expect(await editor.locator('strong').textContent()).toBe('cash');
    expect(await editor.locator('li').allTextContents()).toEqual(['Confirm every order', 'Ship within 24 hours']);
    expect(await editor.locator('a').getAttribute('href')).toBe('https://example.com/contact-sales');
    expect(await editor.locator('a').textContent()).toBe('Talk to sales');
    await page.goBack();

    // A second guide with the same slug is refused by the server: the error shows and the text stays.
    await page.goto('/explore/guides/update');
    await fillGuide(page, 'Launching a COD store');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('A second draft that must not be lost.');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.getByText('Another guide already uses this slug; choose another one').waitFor();
    await shot(page, 'guide-slug-clash');
    await clickInDialog(page, 'Okay');
    expect(await page.locator('.ql-editor').textContent()).toContain('A second draft that must not be lost.');
    expect(await page.getByLabel('Guide Title').inputValue()).toBe('Launching a COD store');
    await context.close();
  });

  it('edits a legal page on a phone and sees the new title in the list', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await signInAsEditor(page);
    await page.goto('/legal-pages');
    await page.getByLabel('Edit Privacy Policy').click();
    await page.locator('.ql-editor').getByText('We collect the data').waitFor();
    await page.getByLabel('Title').fill('Privacy Notice');
    await page.locator('.ql-editor p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Updated for 2026.');
    await shot(page, 'legal-page-editor-phone');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'Legal Pages' }).waitFor();
    await page.getByText('Privacy Notice').waitFor();
    await shot(page, 'legal-pages-phone');
    const saved = await page.request.get('/api/guides/get');
    const privacy = (await saved.json()).guides.find((entry: { title: string }) => entry.title === 'Privacy Notice');
    expect(privacy.content).toContain('Updated for 2026.');
    await context.close();
  });
});
