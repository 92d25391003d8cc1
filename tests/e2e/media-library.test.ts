import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import {
  api,
  clickInDialog,
  confirmDialog,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  e2eSuite,
  newPage,
  shot,
  signIn,
} from './support';

/**
 * The media library end to end (issue 37): a wrong-size cover is cropped in the browser to the exact size and
 * saved (Save asks for its alt text first, typed beside the picture); the same picture is picked from the library
 * for a second guide (one file, used twice, its alt text come with it); its alt text is changed on its Media page,
 * which lists both guides; the content API delivers it with alt text and variants.
 */
async function newGuide(page: Page, title: string, slug: string) {
  await page.goto('/explore/guides/update');
  await page.getByLabel('Subtitle').fill('Step by step');
  await page.getByLabel('Guide Title').fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Author').fill('Amina Benali');
  await page.getByLabel('Guide Description').fill('From company setup to the first delivered order.');
  await page.getByLabel('SEO Meta Description').fill('How to launch a cash-on-delivery store.');
  await page.locator('.ql-editor').click();
  await page.keyboard.type('Customers pay at the door.');
}

async function save(page: Page, title: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Are you sure you want to save changes?').waitFor();
  await confirmDialog(page);
  await page.getByRole('cell', { name: title, exact: true }).waitFor();
}

describe('media library end to end', () => {
  const suite = e2eSuite({ seedDemo: true });

  it('crops a wrong-size cover, reuses it from the library, sets its alt text and sees where it is used', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page, DEMO_ACCOUNTS.superAdmin, DEMO_PASSWORD);

    await newGuide(page, 'Cropped cover guide', 'cropped-cover-guide');
    await page
      .getByLabel('Guide Cover Image (1062 X 530)', { exact: true })
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: gradientPng(1400, 900, [40, 120, 200]) });
    await page.getByText('Crop to 1062 × 530 px').waitFor();
    await shot(page, 'media-cropper');
    await clickInDialog(page, 'Crop and use');
    await page.getByText(/photo-1062x530\.png/).waitFor();
    const alt = page.getByLabel('Alt text', { exact: true });
    await alt.waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Describe this image in its alt text, or mark it as decorative').waitFor();
    await page.locator('.bo-form-summary').getByText('1 field needs attention.').waitFor();
    await alt.scrollIntoViewIfNeeded();
    await shot(page, 'media-alt-text-asked');
    await alt.fill('A parcel at the door');
    await save(page, 'Cropped cover guide');

    await newGuide(page, 'Reused cover guide', 'reused-cover-guide');
    await page.getByRole('button', { name: /Choose from library/ }).click();
    await page.getByRole('button', { name: 'Choose photo-1062x530.png' }).click();
    await page.getByText(/photo-1062x530\.png \(/).waitFor();
    await expect
      .poll(() => page.getByLabel('Alt text', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe('A parcel at the door');
    await save(page, 'Reused cover guide');

    const listed = await api(page, 'GET', '/media?q=photo-1062x530');
    expect(listed.json.data).toHaveLength(1);
    const file = listed.json.data[0];
    expect(file).toMatchObject({ width: 1062, height: 530, usage: 2, alt: 'A parcel at the door' });

    await page.goto(`/media/file?id=${file._id}`);
    await page.getByRole('heading', { name: 'Used by (2)' }).waitFor();
    await page.getByRole('link', { name: 'Guide: Reused cover guide' }).waitFor();
    await page.getByRole('textbox', { name: 'Alt text' }).fill('A parcel handed over at the door');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').first().waitFor();
    await shot(page, 'media-file');

    let delivered: { json: { data: { coverImage: { alt: string; width: number; variants: unknown[] } } } } | null =
      null;
    for (let tries = 0; tries < 60; tries++) {
      delivered = await api(page, 'GET', '/content/articles/guide/reused-cover-guide');
      if (delivered.json.data.coverImage.variants.length > 0) break;
      await page.waitForTimeout(500);
    }
    expect(delivered!.json.data.coverImage).toMatchObject({ alt: 'A parcel handed over at the door', width: 1062 });
    expect(delivered!.json.data.coverImage.variants).toHaveLength(4);
    await context.close();
  });
});
