import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gradientPng } from '../../packages/server/src/seed/demo-images';
import { confirmDialog, e2eSuite, newPage, PHONE, shot, signIn } from './support';

const EDITOR_EMAIL = 'nadia.editor@example.com';
const EDITOR_PASSWORD = 'Editor-pass-2026';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
}

describe('users and the own profile end to end', () => {
  const suite = e2eSuite();

  it('a superAdmin creates an editor; the editor sees no user actions and changes their own photo and name', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page);
    await page
      .getByRole('region', { name: 'General' })
      .getByRole('link', { name: /^Users \d+$/ })
      .waitFor();
    await shot(page, 'dashboard');

    await page.goto('/user-managment');
    await page.getByRole('button', { name: /Add New/ }).click();
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    await page.getByLabel('First Name').fill('Nadia');
    await page.getByLabel('Last Name').fill('Karimi');
    await page.getByLabel('Email').fill(EDITOR_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD);
    await page.getByLabel('Role', { exact: true }).click();
    await page.getByTitle('Editor', { exact: true }).click();
    await shot(page, 'users-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.getByRole('heading', { name: 'Users Management' }).waitFor();
    const row = page.getByRole('row', { name: /Nadia Karimi/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Editor');
    await shot(page, 'users-list');
    await signOut(page);

    await signIn(page, EDITOR_EMAIL, EDITOR_PASSWORD);
    await page.goto('/user-managment');
    await page.getByRole('row', { name: /Nadia Karimi/ }).waitFor();
    expect(await page.getByRole('button', { name: /Add New/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    // The form itself is refused to a role without users:manage.
    await page.goto('/add-new-user');
    await page.getByText('Not available to your role').waitFor();
    expect(await page.getByRole('heading', { name: 'Add New User' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByLabel('Role').inputValue()).toBe('editor');
    await page
      .getByLabel('Profile Photo', { exact: true })
      .setInputFiles({ name: 'nadia.png', mimeType: 'image/png', buffer: gradientPng(320, 320, [40, 120, 220]) });
    await page.getByText(/nadia\.png/).waitFor();
    await page.getByLabel('First Name').fill('Nadine');
    await shot(page, 'profile-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Are you sure you want to update your profile?').waitFor();
    await confirmDialog(page);
    await page.waitForURL('**/dashboard');
    const chip = page.getByRole('button', { name: 'Profile menu' });
    await expect.poll(() => chip.textContent()).toContain('Nadine Karimi');
    const picture = await chip.locator('img').getAttribute('src');
    expect(picture).toMatch(/^\/uploads\/profiles\/.+\.png$/);
    expect((await page.request.get(picture!)).status()).toBe(200);

    // Still there after a reload: it was saved, not just shown.
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Profile menu' }).textContent())
      .toContain('Nadine Karimi');
    await context.close();
  });

  it('shows the users list and the profile form on a phone', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await signIn(page);
    await page.goto('/user-managment');
    await page.getByRole('row', { name: /Nadia|Nadine/ }).waitFor();
    await shot(page, 'users-list-phone');
    await page.goto('/edit-profile');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await shot(page, 'profile-form-phone');
    await context.close();
  });
});
