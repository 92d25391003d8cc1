import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, newPage, PHONE, screenshot } from './support';

describe('sign-in end to end', () => {
  const suite = e2eSuite();

  it('refuses a wrong password with the server message, signs in, survives a reload, and signs out', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await page.goto('/dashboard');
    // Guarded: signed out, /dashboard goes back to the sign-in screen.
    await page.waitForURL(suite.server.url + '/');
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);

    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid email or password');
    await screenshot(page, 'sign-in-error-desktop');

    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    const chip = page.getByRole('button', { name: 'Profile menu' });
    await chip.waitFor();
    expect(await chip.textContent()).toContain('Admin');
    await screenshot(page, 'dashboard-desktop');

    await page.reload();
    await chip.waitFor();
    expect(page.url()).toBe(`${suite.server.url}/dashboard`);

    await chip.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(suite.server.url + '/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await page.goto('/dashboard');
    await page.waitForURL(suite.server.url + '/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('shows the sign-in card and the shell on a phone', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'sign-in-phone');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await screenshot(page, 'shell-drawer-phone');
    await context.close();
  });
});
