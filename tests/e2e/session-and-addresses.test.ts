import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, api, confirmDialog, e2eSuite, newPage, shot, signIn } from './support';

/** Lost sessions lose nothing, and edit screens have addresses that survive a reload and the back button. */
describe('sessions and addresses', () => {
  const suite = e2eSuite();

  it('a session that ends during a save asks to sign in again over the form, then finishes the save', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page);
    const created = await api(page, 'POST', '/faq/add', {
      question: 'Which couriers do you use?',
      answer: 'Our own fleet.',
      row: 1,
    });
    expect(created.status).toBe(201);
    await page.goto('/faqs');
    await page
      .getByRole('row', { name: /Which couriers do you use\?/ })
      .getByRole('button', { name: /^Edit / })
      .click();
    const answer = page.getByRole('textbox', { name: 'Answer', exact: true });
    await expect.poll(() => answer.inputValue()).toBe('Our own fleet.');
    await answer.fill('Our own fleet, and partners in 12 countries.');

    // The session cookie expires while the admin types.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    await shot(page, 'session-sign-in-again');
    await dialog.getByLabel('Password').fill(ADMIN_PASSWORD);
    await dialog.getByLabel('Password').press('Enter');

    await page.waitForURL('**/faqs');
    await page.getByRole('row', { name: /Which couriers do you use\?/ }).waitFor();
    const faqs = await api(page, 'GET', '/faq');
    expect(
      faqs.json.data.find((faq: { question: string }) => faq.question === 'Which couriers do you use?').answer,
    ).toBe('Our own fleet, and partners in 12 countries.');
    await context.close();
  });

  it('an edit screen keeps its record across a reload, back returns to the list, and the palette opens a record', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page);
    await api(page, 'POST', '/faq/add', {
      question: 'Do you deliver on Fridays?',
      answer: 'Yes, in the Gulf.',
      row: 2,
    });
    await page.goto('/faqs');
    // The list's search goes into its address.
    await page.getByLabel('Search now').fill('fridays');
    await page.waitForURL('**/faqs?q=fridays');
    await page
      .getByRole('row', { name: /Do you deliver on Fridays\?/ })
      .getByRole('button', { name: /^Edit / })
      .click();
    await page.waitForURL('**/faq/edit?id=*');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Question', exact: true }).inputValue())
      .toBe('Do you deliver on Fridays?');
    expect(await page.title()).toBe('Edit FAQ · Backoffice');

    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Question', exact: true }).inputValue())
      .toBe('Do you deliver on Fridays?');
    await page.goBack();
    // Back returns to the list as it was left: the same search.
    await page.waitForURL('**/faqs?q=fridays');
    await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
    expect(await page.getByLabel('Search now').inputValue()).toBe('fridays');
    await page.getByRole('row', { name: /Do you deliver on Fridays\?/ }).waitFor();
    expect(await page.getByRole('row', { name: /Which couriers/ }).count()).toBe(0);
    await page.goForward();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Question', exact: true }).inputValue())
      .toBe('Do you deliver on Fridays?');

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('ControlOrMeta+k');
    const search = page.getByRole('combobox', { name: 'Search screens and records' });
    await search.fill('fridays');
    await page.getByRole('option', { name: /Do you deliver on Fridays\?/ }).waitFor();
    await search.press('Enter');
    await page.waitForURL('**/faq/edit?id=*');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Question', exact: true }).inputValue())
      .toBe('Do you deliver on Fridays?');
    await context.close();
  });
});
