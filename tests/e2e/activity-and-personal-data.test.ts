import { describe, expect, it } from 'vitest';
import { api, ADMIN_PASSWORD, confirmDialog, e2eSuite, newPage, shot, signIn, clickInDialog } from './support';

// An admin (publishes): an editor's save is a draft, whose activity entry is not a before/after of the live answer.
const EDITOR = {
  FName: 'Esi',
  LName: 'Editor',
  email: 'esi.editor@example.com',
  password: ADMIN_PASSWORD,
  role: 'admin',
};
const ADMIN = { FName: 'Ade', LName: 'Admin', email: 'ade.admin@example.com', password: ADMIN_PASSWORD, role: 'admin' };
const LEAD = {
  firstName: 'Kofi',
  lastName: 'Mensah',
  companyName: 'Accra Gadgets',
  email: 'kofi.mensah@example.com',
  phoneNumber: '+233200000000',
  numOfOrders: '50-100',
  countriesInterested: 'Ghana',
};

describe('activity log and personal data end to end', () => {
  const suite = e2eSuite();

  it('an editor edits a FAQ; an admin sees the change with before and after in Activity, then erases a lead found by e-mail', async () => {
    // Set-up through the API as the super admin: two colleagues, a FAQ, and a lead from the public site.
    const setup = await newPage(suite.browser, suite.server.url);
    await signIn(setup.page);
    expect((await api(setup.page, 'POST', '/admin/signup', EDITOR)).status).toBe(201);
    expect((await api(setup.page, 'POST', '/admin/signup', ADMIN)).status).toBe(201);
    expect(
      (
        await api(setup.page, 'POST', '/faq/add', {
          question: 'Do you deliver on Fridays?',
          answer: 'Only in Accra.',
          row: 1,
        })
      ).status,
    ).toBe(201);
    expect((await api(setup.page, 'POST', '/public/leads', LEAD)).status).toBe(201);
    await setup.context.close();

    // The editor changes the FAQ's answer in its form.
    const editor = await newPage(suite.browser, suite.server.url);
    await signIn(editor.page, EDITOR.email, EDITOR.password);
    await editor.page.goto('/faqs');
    await editor.page.getByRole('button', { name: 'Edit Do you deliver on Fridays?' }).click();
    await editor.page.getByRole('textbox', { name: 'Answer', exact: true }).fill('Yes, in every city we cover.');
    await editor.page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(editor.page);
    await editor.page.waitForURL('**/faqs');
    await editor.page.getByText('Yes, in every city we cover.').waitFor();
    await editor.context.close();

    // The admin finds it in Activity: who, what, before and after, linked to the FAQ.
    const admin = await newPage(suite.browser, suite.server.url);
    await signIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto('/activity');
    const row = admin.page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: 'Esi Editor' })
      .filter({ hasText: 'Changed' });
    await row.first().waitFor();
    await row.first().getByText('Only in Accra.').waitFor();
    await row.first().getByText('Yes, in every city we cover.').waitFor();
    await row.first().getByRole('link', { name: 'Do you deliver on Fridays?' }).waitFor();
    await shot(admin.page, 'activity-list');

    // History on the FAQ's own form shows the same change.
    await admin.page.goto('/faqs');
    await admin.page.getByRole('button', { name: 'Edit Do you deliver on Fridays?' }).click();
    await admin.page.getByRole('button', { name: 'History' }).click();
    // (The dialog also compares versions: the change is looked for in its own region.)
    await admin.page
      .getByRole('dialog')
      .getByRole('region', { name: 'Changes to this record' })
      .getByText('Only in Accra.')
      .waitFor();
    await shot(admin.page, 'faq-history');

    // Personal data: find the lead by e-mail and erase it everywhere.
    await admin.page.goto('/personal-data');
    await admin.page.getByLabel('E-mail address').fill('Kofi.Mensah@example.com');
    await admin.page.getByRole('button', { name: /Find/ }).click();
    await admin.page.getByText('1 record held about Kofi.Mensah@example.com').waitFor();
    await admin.page.getByText('Accra Gadgets').waitFor();
    await shot(admin.page, 'personal-data-found');
    await admin.page.getByRole('button', { name: /Erase everywhere/ }).click();
    await clickInDialog(admin.page, 'Erase');
    await admin.page.getByText('1 records and 0 files erased for Kofi.Mensah@example.com.').waitFor();
    await admin.page.getByText('Nothing is held about Kofi.Mensah@example.com').waitFor();
    const leads = await api(admin.page, 'GET', '/getleadsContact');
    expect(leads.json.data.total ?? leads.json.data.data.length).toBe(0);

    // The erasure is in the log, without the address.
    const erased = await api(admin.page, 'GET', '/activity?action=erase');
    expect(erased.json.data.data).toHaveLength(1);
    expect(JSON.stringify(erased.json.data.data)).not.toMatch(/kofi/i);
    await admin.context.close();
  });

  it('shows the API reference page, built from the OpenAPI document', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/api/docs');
    await page.getByText('Backoffice API').first().waitFor();

    // Swagger UI (5.3x) keeps only the operations near the viewport in the page (a virtual list): scrolled from
    // top to bottom, it shows every operation of the document (an older note read this as "stops after 12").
    const openApi = (await (await fetch(`${suite.server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const described = Object.entries(openApi.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.length).toBeGreaterThan(150);
    await page.locator('.opblock').first().waitFor();
    const rendered = new Set<string>();
    /** One sweep from top to bottom, two frames after each step (the list renders on scroll), noting what is shown. */
    const sweep = async () => {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top <= height + 400; top += 400) {
        const shown = await page.evaluate(async (y) => {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return [...document.querySelectorAll('.opblock')].map(
            (block) =>
              `${block.querySelector('.opblock-summary-method')?.textContent} ${block.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`,
          );
        }, top);
        for (const operation of shown) rendered.add(operation);
      }
      return described.filter((operation) => !rendered.has(operation));
    };
    await expect.poll(sweep, { timeout: 60_000 }).toEqual([]);

    // The filter box finds an operation wherever it is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByPlaceholder('Filter by tag').fill('faq');
    await page.getByText('/faq/edit/{id}').first().waitFor();
    await shot(page, 'api-docs');
    expect(errors).toEqual([]);
    await context.close();
  });
});
