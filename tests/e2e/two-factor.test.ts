import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, newPage, shot, signIn } from './support';

describe('two-factor sign-in end to end', () => {
  const suite = e2eSuite();

  it('an admin sets up an authenticator in the profile, signs out, and signs in again with a code', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page);
    await page.goto('/edit-profile');
    const section = page.locator('.ant-card').filter({ hasText: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Set up authenticator app' }).click();

    const setup = section.getByRole('form', { name: 'Set up an authenticator app' });
    await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await setup.locator('code').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, 'two-factor-setup');
    await setup.getByLabel('Code from the app').fill(await generate({ secret }));
    await setup.getByRole('button', { name: 'Turn on' }).click();

    const codes = section.getByRole('group', { name: 'Your recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await shot(page, 'two-factor-recovery-codes');
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText('Recovery codes left: 10 of 10.').waitFor();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const step = page.getByRole('form', { name: 'Two-factor authentication' });
    await step.waitFor();
    await shot(page, 'two-factor-sign-in');
    // The set-up's code was used: the app's next code (one step ahead is accepted) is a new one.
    await step
      .getByLabel('Authentication code')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await context.close();
  });
});
