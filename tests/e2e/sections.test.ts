import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gradientPng } from '../../packages/server/src/modules/podcasts/demo-cover';
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
    await page.getByLabel('Section image').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: gradientPng(640, 360, [200, 60, 40]) });
    await page.getByRole('button', { name: 'Add Button' }).click();
    await page.getByLabel('Button 3 text').fill('Track an order');
    await page.getByLabel('Button 3 url').fill('https://example.com/track');
    await shot(page, 'section-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Are you sure you want to update this section?').waitFor();
    await confirmDialog(page);

    const edited = page.getByRole('row', { name: /Hero \(November\)/ });
    await edited.waitFor();
    const newImage = await edited.locator('img').getAttribute('src');
    expect(newImage).toMatch(/^\/uploads\/sections\/.+\.png$/);
    expect(newImage).not.toBe(oldImage);
    expect((await page.request.get(newImage!)).status()).toBe(200);
    expect((await page.request.get(oldImage!)).status()).toBe(404);

    const saved = await (await page.request.get('/api/sections/home')).json();
    const hero = saved.sections.find((section: { title: string }) => section.title === 'Hero (November)');
    expect(hero.generalSection.buttons.map((entry: { text: string; url: string }) => [entry.text, entry.url])).toEqual([
      ['Get started', '/contact-sales'],
      ['See pricing', '/pricing'],
      ['Track an order', 'https://example.com/track'],
    ]);
    await page.reload();
    await page.getByRole('row', { name: /Hero \(November\)/ }).waitFor();
    await context.close();
  });

  it('shows a section list and the banners on a phone', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await signInAsEditor(page);
    await page.goto('/banners');
    await page.getByRole('row', { name: /Black Friday banner/ }).waitFor();
    await shot(page, 'banners-phone');
    await context.close();
  });
});
