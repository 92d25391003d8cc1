import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import companiesPlugin from '@backoffice/plugin-companies';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { companyFixture } from './fixtures';
import { dialogButton } from '../../support/dialogs-and-files';
import { altTextSaved, describeAndSave, expectAltTextAsked, withMediaLibrary } from '../../support/media-library-fake';

/** A company's logo is a content image (issue 37): Save asks for its alt text ("Acme logo") or the Decorative mark. */
const stored = companyFixture({
  _id: 'c1',
  name: 'DHL',
  url: '/uploads/companies/dhl.svg',
  dateCreated: '2026-10-01T10:00:00.000Z',
  row: 1,
  updatedAt: '2026-10-02T10:00:00.000Z',
});
const svg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], 'acme.svg', { type: 'image/svg+xml' });

// A whole form rendered in jsdom: slow on a busy machine.
vi.setConfig({ testTimeout: 150_000 });

describe('company logo alt text', () => {
  it('refuses Save while the stored logo has no alt text, then saves the text typed', async () => {
    const user = userEvent.setup();
    const fake = withMediaLibrary(new FakeApi(), [stored.url])
      .on('get', '/companies', [200, { success: true, data: { data: [stored] } }])
      .on('put', '/companies/edit/:id', [
        200,
        { success: true, message: 'Company updated', data: { ...stored, name: 'DHL Express' } },
      ]);
    await renderApp({ plugins: [companiesPlugin], api: fake, path: '/companies' });
    await user.click(await screen.findByRole('button', { name: 'Edit DHL' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Company' })).toBeInTheDocument();
    const name = screen.getByLabelText('Company Name');
    await waitFor(() => expect(name).toHaveValue('DHL'));
    await user.type(name, ' Express');
    await screen.findByLabelText('Alt text');
    await expectAltTextAsked(user, fake);
    expect(fake.callsTo('put', '/companies/edit/c1')).toHaveLength(0);
    await describeAndSave(user, 'DHL logo');
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/companies/edit/c1')).toHaveLength(1));
    expect(altTextSaved(fake)).toEqual([{ alt: 'DHL logo', decorative: false, updatedAt: '2026-11-01T00:00:00.000Z' }]);
  });

  it('a new logo from the computer joins the library with its text, or marked decorative', async () => {
    const user = userEvent.setup();
    const fake = withMediaLibrary(new FakeApi())
      .on('get', '/companies', [200, { success: true, data: { data: [] } }])
      .on('post', '/companies/add', [200, { success: true, data: stored }]);
    await renderApp({ plugins: [companiesPlugin], api: fake, path: '/add-new-company' });
    await user.type(await screen.findByLabelText('Company Name'), 'Acme');
    await user.type(screen.getByLabelText('Row'), '1');
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, svg());
    await screen.findByLabelText('Alt text');
    await expectAltTextAsked(user, fake);
    await user.click(screen.getByRole('checkbox', { name: 'Decorative (no alt text needed)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('post', '/companies/add')).toHaveLength(1));
    expect(fake.callsTo('post', '/media')).toHaveLength(1);
    expect(altTextSaved(fake)).toEqual([{ alt: '', decorative: true, updatedAt: '2026-11-01T00:00:00.000Z' }]);
  });
});
