import { describe, expect, it } from 'vitest';
import { gradientPng as png } from '../../packages/server/src/seed/demo-images';
import { confirmDialog, e2eSuite, newPage, PHONE, shot, signIn } from './support';

describe('countries covered and podcasts end to end', () => {
  const suite = e2eSuite();

  it("shows the flag's alt text states at 1440 and 390 px: asked, refused on Save, decorative", async () => {
    for (const [width, height] of [
      [1440, 900],
      [PHONE.width, PHONE.height],
    ]) {
      const { context, page } = await newPage(suite.browser, suite.server.url, { width, height });
      await signIn(page);
      await page.goto('/explore/countries-covered/add');
      await page.getByLabel('Country').fill('Tunisia');
      await page.getByLabel('Region', { exact: true }).fill('North Africa');
      await page.getByLabel('Region description').fill('Cash on delivery across the Maghreb');
      await page.getByLabel('Flag', { exact: true }).setInputFiles({
        name: `tunisia-${width}.png`,
        mimeType: 'image/png',
        buffer: png(60, 40, [231, 0, width % 250]),
      });
      const alt = page.getByLabel('Alt text', { exact: true });
      await alt.waitFor();
      await page.locator('.bo-image-alt').scrollIntoViewIfNeeded();
      await shot(page, `alt-text-asked-${width}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Describe this image in its alt text, or mark it as decorative').waitFor();
      expect(await page.locator('.bo-form-summary').textContent()).toContain('1 field needs attention.');
      expect(await page.getByText('Confirming this will add a new country to your map').count()).toBe(0);
      await page.locator('.bo-image-alt').scrollIntoViewIfNeeded();
      await shot(page, `alt-text-refused-${width}`);
      await page.getByRole('checkbox', { name: 'Decorative (no alt text needed)' }).check();
      expect(await alt.isDisabled()).toBe(true);
      await shot(page, `alt-text-decorative-${width}`);
      await context.close();
    }
  });

  it('adds a country with a flag, sees it coloured on the map, changes its status and sees the colour change', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page);
    await page.goto('/explore/countries-covered/add');
    await page.getByLabel('Country').fill('Morocco');
    await page.getByLabel('Region', { exact: true }).fill('North Africa');
    await page.getByLabel('Region description').fill('Cash on delivery across the Maghreb');
    await page
      .getByLabel('Flag', { exact: true })
      .setInputFiles({ name: 'morocco.png', mimeType: 'image/png', buffer: png(60, 40, [193, 39, 45]) });
    await page.getByText('morocco.png').waitFor();
    await page.getByLabel('Alt text', { exact: true }).fill('Flag of Morocco');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Confirming this will add a new country to your map').waitFor();
    await confirmDialog(page);
    await page.waitForURL('**/explore/countries-covered');
    const row = page.getByRole('row', { name: /Morocco/ });
    await row.waitFor();
    expect(await row.getByText('Active').isVisible()).toBe(true);
    const flag = page.getByAltText('Flag of Morocco');
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(60);
    await shot(page, 'countries-list-desktop');

    await page.getByRole('button', { name: 'World Map' }).click();
    await page.waitForURL('**/map-countries');
    const morocco = page.locator('path[data-country="Morocco"]');
    await expect.poll(() => morocco.getAttribute('data-status')).toBe('Active');
    // The colour fades in (a transition): read it once it has settled.
    await expect.poll(() => morocco.evaluate((shape) => getComputedStyle(shape).fill)).toBe('rgb(73, 170, 25)'); // #49aa19
    expect(await page.locator('path[data-country="France"]').getAttribute('data-status')).toBe('none');
    await morocco.hover();
    await expect.poll(() => page.locator('.countries-map-hover').textContent()).toContain('Morocco: Active');
    await shot(page, 'countries-map-desktop');

    await morocco.click();
    await page.waitForURL('**/map-countries/edit-map?id=*');
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('Morocco');
    await page.getByText('Pending', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Woah! It seems this entry has changed a lot!').waitFor();
    await confirmDialog(page);
    await page.waitForURL('**/map-countries');
    await expect.poll(() => morocco.getAttribute('data-status')).toBe('Pending');
    await expect.poll(() => morocco.evaluate((shape) => getComputedStyle(shape).fill)).toBe('rgb(216, 150, 20)'); // #d89614
    await context.close();
  });

  it('adds a podcast marked live and uploads a new hero cover', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page);
    await page.goto('/resources/podcasts?tab=podcasts');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('heading', { name: 'Add New Podcast' }).waitFor();
    await page.getByLabel('Title').fill('Scaling COD in the Gulf');
    await page.getByLabel('URL').fill('https://podcasts.example.com/gulf');
    await page.getByLabel('Date Scheduled').fill('2026-12-05');
    await page.getByRole('switch').click();
    await page
      .getByLabel('Cover (449 X 289)', { exact: true })
      .setInputFiles({ name: 'gulf.png', mimeType: 'image/png', buffer: png(449, 289, [22, 104, 220]) });
    await page.getByText('gulf.png').waitFor();
    await page.getByLabel('Alt text', { exact: true }).fill('Two hosts at a microphone');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Confirm changes?').waitFor();
    await confirmDialog(page);
    await page.waitForURL('**/resources/podcasts?tab=podcasts');
    const row = page.getByRole('row', { name: /Scaling COD in the Gulf/ });
    await row.waitFor();
    expect(await row.getByText('Live', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText('Dec 5, 2026').isVisible()).toBe(true);
    await shot(page, 'podcasts-list-desktop');

    await page.getByRole('tab', { name: 'Hero Section' }).click();
    await page
      .getByLabel('Selected Cover (1407 X 541)', { exact: true })
      .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png(1407, 541, [16, 36, 63]) });
    await page.getByText('hero.png').waitFor();
    // The hero is a backdrop: marked decorative instead of described.
    await page.getByRole('checkbox', { name: 'Decorative (no alt text needed)' }).check();
    await page.getByRole('button', { name: 'Upload Cover' }).click();
    const current = page.getByAltText('Current podcasts hero cover');
    await expect
      .poll(() => current.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(1407);
    await page.reload();
    await expect
      .poll(() => current.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(1407);
    await shot(page, 'podcasts-hero-desktop');

    const phone = await newPage(suite.browser, suite.server.url, PHONE);
    await signIn(phone.page);
    await phone.page.goto('/resources/podcasts?tab=podcasts');
    await phone.page.getByRole('row', { name: /Scaling COD in the Gulf/ }).waitFor();
    await shot(phone.page, 'podcasts-list-phone');
    await phone.page.goto('/map-countries');
    await phone.page.locator('path[data-country="Morocco"][data-status="Pending"]').waitFor();
    await shot(phone.page, 'countries-map-phone');
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.context.close();
    await context.close();
  });
});
