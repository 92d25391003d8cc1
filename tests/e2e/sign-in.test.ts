import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, newPage, PHONE, screenshot, shot } from './support';

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
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid email or password');
    await screenshot(page, 'sign-in-error-desktop');

    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    const chip = page.getByRole('button', { name: 'Profile menu' });
    await chip.waitFor();
    expect(await chip.textContent()).toContain('Admin');
    await screenshot(page, 'dashboard-desktop');

    await page.reload();
    await chip.waitFor();
    expect(page.url()).toBe(`${suite.server.url}/dashboard`);

    await chip.click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();
    // The menu stays under the sticky top bar's chip when the page scrolls, in the same frame: it used to be moved
    // back a frame late, and a click landing in between missed Logout (the browser then stayed on the dashboard).
    await page.waitForFunction(() => !document.querySelector('.ant-dropdown')?.className.includes('appear'));
    const moved = await page.evaluate(() => {
      const item = [...document.querySelectorAll('[role=menuitem]')].find((element) =>
        element.textContent?.includes('Logout'),
      )!;
      const before = item.getBoundingClientRect().y;
      window.scrollTo(0, 160);
      const after = item.getBoundingClientRect().y;
      return { scrolled: window.scrollY, by: after - before };
    });
    expect(moved.scrolled).toBeGreaterThan(0);
    expect(moved.by).toBe(0);
    // So does its Language submenu (antd puts submenus in the body unless told otherwise).
    await page.getByRole('menuitem', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).waitFor();
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('.ant-dropdown, .ant-dropdown-menu-submenu-popup')].some((popup) =>
          /appear|enter/.test(popup.className),
        ),
    );
    await shot(page, 'profile-menu-language');
    const submenuMoved = await page.evaluate(() => {
      const item = [...document.querySelectorAll('[role=menuitem]')].find((element) =>
        element.textContent?.includes('Français'),
      )!;
      const before = item.getBoundingClientRect().y;
      window.scrollTo(0, 0);
      return { inTopBar: Boolean(item.closest('.bo-topbar')), by: item.getBoundingClientRect().y - before };
    });
    expect(submenuMoved).toEqual({ inTopBar: true, by: 0 });
    await logout.click();
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
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await screenshot(page, 'shell-drawer-phone');
    await context.close();
  });

  // Last in this file: the admin's language is kept with the account, and this test puts English back.
  it('in Arabic the whole admin is right to left; French chosen in the profile menu follows the account to another browser', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.getByLabel('Language').selectOption('ar');
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await screenshot(page, 'sign-in-arabic-desktop');
    await page.getByLabel('البريد الإلكتروني').fill(ADMIN_EMAIL);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await nav.waitFor();
    // Mirrored: the sidebar on the right, the product name at the right of the top bar.
    const box = (await nav.boundingBox())!;
    expect(box.x).toBeGreaterThan(720);
    await screenshot(page, 'dashboard-arabic-desktop');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await nav.waitFor();
    expect((await nav.boundingBox())!.x).toBeGreaterThan(PHONE.width * 0.15);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'shell-drawer-arabic-phone');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });

    // French from the profile menu: at once, and kept with the account.
    await page.getByRole('button', { name: /قائمة الملف الشخصي/ }).click();
    await page.getByRole('menuitem', { name: 'اللغة' }).click();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/preferences') && response.request().method() === 'PUT',
    );
    await page.getByRole('menuitem', { name: 'Français' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await context.close();

    // Another browser (nothing remembered): English before signing in, French once signed in.
    const other = await newPage(suite.browser, suite.server.url);
    await other.page.goto('/');
    await other.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await other.page.getByLabel('Email').fill(ADMIN_EMAIL);
    await other.page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await other.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await other.page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    expect(await other.page.evaluate(() => document.documentElement.lang)).toBe('fr');
    // English again, for the account.
    await other.page.getByRole('button', { name: /menu du profil/ }).click();
    await other.page.getByRole('menuitem', { name: 'Langue' }).click();
    const back = other.page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/preferences') && response.request().method() === 'PUT',
    );
    await other.page.getByRole('menuitem', { name: 'English' }).click();
    expect((await back).status()).toBe(200);
    await other.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await other.context.close();
  });
  it('paints the sign-in form from the HTML alone: without JavaScript it shows, inert', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Email').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Password', { exact: true }).isVisible()).resolves.toBe(true);
    // Nothing can be sent before the app starts (a form sent by the browser would put the password in a request).
    await expect(page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Backoffice needs JavaScript to sign in.');
    await context.close();
  });

  it('hands what was typed before the app started to the React screen, with the focus', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    // The entry script is held back until the static form has been filled in.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#bo-static-signin').waitFor();
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    release();
    await page.locator('#bo-static-signin').waitFor({ state: 'detached' });
    // One form on the page, the live one, holding the values and the focus.
    await expect(page.locator('form').count()).resolves.toBe(1);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(ADMIN_EMAIL);
    await expect(page.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe(ADMIN_PASSWORD);
    await expect(
      page.getByLabel('Password', { exact: true }).evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL('**/dashboard');
    // Signed in (a session cookie sent), the page carries no static sign-in form at all.
    const html = await (await page.request.get('/dashboard')).text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('id="bo-static-signin"');
    expect(html).not.toContain('.bo-signin-card');
    await context.close();
  });

  it('signs in when the static form was sent before the app started', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#bo-static-signin').waitFor();
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Remembered, not sent by the browser (no page load, the password in no request yet).
    await page.getByRole('button', { name: 'Signing in…' }).waitFor();
    expect(page.url()).toBe(`${suite.server.url}/`);
    release();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await context.close();
  });

  it('loads only the sign-in screen until the admin types; with a session, a page load asks for the app at once', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const appChunk = (seen: string[]) => seen.some((path) => /\/assets\/full-app-[^/]+\.js$/.test(path));
    await page.goto('/');
    await page.locator('#bo-static-signin').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    // The router, the container and the plugins (the app's chunk) are not part of the sign-in screen.
    expect(appChunk(scripts)).toBe(false);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Email').press('End');
    await expect.poll(() => appChunk(scripts)).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();

    // A reload with the session: the loader preloads the app's chunks beside the entry (no static sign-in screen).
    scripts.length = 0;
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(appChunk(preloaded)).toBe(true);
    expect(page.url()).toBe(`${suite.server.url}/dashboard`);
    await context.close();
  });
});
