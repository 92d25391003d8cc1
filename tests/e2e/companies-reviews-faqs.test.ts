import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { confirmDialog, e2eSuite, newPage, PHONE, shot, signIn } from './support';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" onload="alert(1)"><script>alert(2)</script><rect width="160" height="48" rx="8" fill="#0a8754"/><text x="80" y="31" font-size="20" text-anchor="middle" fill="#fff">Kwik</text></svg>';

describe('companies and FAQs end to end', () => {
  const suite = e2eSuite();

  it('adds a company with an SVG logo, sees the sanitised logo in the list, then renames it at its own address', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page);
    await page.goto('/companies');
    await page.getByRole('button', { name: /Add New/ }).click();
    await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill('Kwik');
    await page.getByRole('textbox', { name: 'Row', exact: true }).fill('1');
    const file = join(tmpdir(), `kwik-${process.pid}.svg`);
    writeFileSync(file, LOGO);
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByLabel('Alt text', { exact: true }).fill('Kwik logo');
    await shot(page, 'companies-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This action will add a new company to the CMS.').waitFor();
    await confirmDialog(page);
    await page.waitForURL('**/companies');
    const logo = page.getByAltText('Kwik logo');
    await logo.waitFor();
    // Rendered, not broken: the browser decoded the stored SVG.
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Kwik logo"]');
      return !!image && image.complete && image.naturalWidth > 0;
    });
    const stored = await page.evaluate(async () => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Kwik logo"]')!;
      return (await fetch(image.src)).text();
    });
    expect(stored).not.toMatch(/script|onload/i);
    expect(dialogs).toEqual([]);
    await shot(page, 'companies-list');

    // Edit it: the editor has its own address, keeps the logo, and the new name is there after a reload.
    await page.getByRole('button', { name: 'Edit Kwik' }).click();
    await page.waitForURL(/\/add-new-company\?id=/);
    await page.getByRole('heading', { level: 1, name: 'Edit Company' }).waitFor();
    await page.reload();
    const name = page.getByRole('textbox', { name: 'Company Name', exact: true });
    await expect.poll(() => name.inputValue()).toBe('Kwik');
    await name.fill('Kwik Express');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Save the changes to this company?').waitFor();
    await confirmDialog(page);
    await page.waitForURL('**/companies');
    await page.reload();
    await page.getByRole('cell', { name: 'Kwik Express', exact: true }).waitFor();
    await page.getByAltText('Kwik Express logo').waitFor();
    await context.close();
  });

  it('adds then edits a FAQ', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await signIn(page);
    await page.goto('/faqs');
    await page.getByRole('button', { name: /Add New/ }).click();
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Do you deliver on Fridays?');
    await page.getByRole('textbox', { name: 'Answer', exact: true }).fill('Yes, in most cities.');
    await page.getByRole('textbox', { name: 'Row', exact: true }).fill('1');
    await shot(page, 'faqs-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.waitForURL('**/faqs');
    await page.getByText('Do you deliver on Fridays?').waitFor();
    await page.getByRole('button', { name: 'Edit Do you deliver on Fridays?' }).click();
    await page.getByRole('textbox', { name: 'Answer', exact: true }).fill('Yes, in every city we cover.');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(page);
    await page.waitForURL('**/faqs');
    await page.getByText('Yes, in every city we cover.').waitFor();
    await shot(page, 'faqs-list');
    await page.setViewportSize(PHONE);
    await shot(page, 'faqs-list-phone');
    await context.close();
  });
});
