import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, e2eSuite, newPage, PHONE, shot, signIn } from './support';

describe('collected data end to end', () => {
  const suite = e2eSuite({ seedDemo: true });

  it('a lead posted through the public API appears in /leads-contact, is selected and exported, and the file holds it', async () => {
    const posted = await fetch(`${suite.server.url}/api/public/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Zainab',
        lastName: 'Usman',
        companyName: 'Kano Kitchen',
        email: 'zainab@kanokitchen.example',
        phoneNumber: '+2348000000001',
        numOfOrders: '100-500',
        countriesInterested: 'Nigeria, Ghana',
      }),
    });
    expect(posted.status).toBe(201);

    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page, DEMO_ACCOUNTS.superAdmin, DEMO_PASSWORD);
    await page.goto('/leads-contact');
    await page.getByPlaceholder('Search by name, company or email').fill('zainab@');
    const row = page.getByRole('row', { name: /Zainab/ });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.getByRole('checkbox').check();
    const exportButton = page.getByRole('button', { name: /Download \.xlsx \(1\)/ });
    await shot(page, 'leads-selected');
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    // Named with the day it was made (the browser's local day).
    expect(download.suggestedFilename()).toBe('LeadsContact.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as never);
    const values = workbook.worksheets[0].getRow(2).values as unknown[];
    expect(values.slice(1, 5)).toEqual(['Zainab', 'Usman', 'Kano Kitchen', 'zainab@kanokitchen.example']);
    expect(workbook.worksheets[0].rowCount).toBe(2);

    // The same search as .csv, run as an export job on the server: its progress, then its Download link.
    await page.getByRole('radiogroup', { name: 'File format' }).getByText('.csv').click();
    await page.getByRole('button', { name: /Download all 1 matching/ }).click();
    const link = page.getByText(/^Download LeadsContact-\d{4}-\d{2}-\d{2}\.csv$/);
    await link.waitFor({ timeout: 30_000 });
    await shot(page, 'leads-export-csv-ready');
    const [csv] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(csv.suggestedFilename()).toMatch(/^LeadsContact-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines.length).toBe(2);
    expect(lines[1]).toMatch(/^"Zainab","Usman","Kano Kitchen","zainab@kanokitchen\.example","\+2348000000001",/);
    await context.close();
  });

  it('shows the candidates and a candidate on a phone, with the dashboard data cards', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await signIn(page, DEMO_ACCOUNTS.superAdmin, DEMO_PASSWORD);
    await page
      .getByRole('region', { name: 'Data' })
      .getByRole('link', { name: /^Job Candidates \d+$/ })
      .waitFor();
    await page.goto('/job-candidates');
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await page.getByRole('button', { name: /Download All Files/ }).waitFor();
    await shot(page, 'candidate-view-phone');
    const resume = page.getByRole('link', { name: /CV\.pdf/ });
    const href = await resume.getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(200);
    await context.close();
  });
});
