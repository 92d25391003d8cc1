import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSmallScreen } from '@backoffice/kernel/testing';
import { describe, expect, it, vi } from 'vitest';
import companiesPlugin from '@backoffice/plugin-companies';
import { renderApp } from '../../support/render-app';
import type { Admin } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { companyFixture } from './fixtures';
import { dialogButton, expectDialog, expectFormRefused } from '../../support/dialogs-and-files';

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };
const NAMES = [
  'Aramex',
  'DHL',
  'Jumia',
  'Glovo',
  'Yalidine',
  'Amana',
  'Kwik',
  'Sendit',
  'Ozon',
  'Noon',
  'Takealot',
  'Wasla',
];

function company(index: number) {
  return companyFixture({
    _id: `c${index + 1}`,
    name: NAMES[index],
    url: `/uploads/companies/c${index + 1}.svg`,
    dateCreated: '2026-10-01T10:00:00.000Z',
    row: index + 1,
  });
}

function api(count: number) {
  return new FakeApi().on('get', '/companies', [
    200,
    { success: true, data: { data: Array.from({ length: count }, (_, i) => company(i)) } },
  ]);
}

const svg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], 'acme.svg', { type: 'image/svg+xml' });

describe('companies list', () => {
  it('shows logos as images, pages by 10 and searches by name', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [companiesPlugin], api: api(12), path: '/companies' });
    expect(await screen.findByText('Aramex')).toBeInTheDocument();
    expect(screen.getByAltText('Aramex logo')).toHaveAttribute('src', '/uploads/companies/c1.svg');
    expect(screen.queryByText('Takealot')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Takealot')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search by name'), 'jUm');
    expect(await screen.findByText('Jumia')).toBeInTheDocument();
    expect(screen.queryByText('Aramex')).not.toBeInTheDocument();
  });

  it('disables Add New when more than 10 companies exist', async () => {
    await renderApp({ plugins: [companiesPlugin], api: api(11), path: '/companies' });
    expect(await screen.findByText('Aramex')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add New/ })).toBeDisabled();
  });

  it('hides Add New and Delete from a viewer', async () => {
    await renderApp({ plugins: [companiesPlugin], api: api(3), path: '/companies', signedInAs: viewer });
    expect(await screen.findByText('Aramex')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('edits a company at its own address: only the changes and the version go, the logo only when replaced', async () => {
    const user = userEvent.setup();
    const stored = { ...company(1), updatedAt: '2026-10-02T10:00:00.000Z' };
    const fake = new FakeApi()
      .on('get', '/companies', [200, { success: true, data: { data: [company(0), stored] } }])
      .on('put', '/companies/edit/:id', [
        200,
        { success: true, message: 'Company updated', data: { ...stored, name: 'DHL Express' } },
      ]);
    await renderApp({ plugins: [companiesPlugin], api: fake, path: '/companies' });
    await user.click(await screen.findByRole('button', { name: 'Edit DHL' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Company' })).toBeInTheDocument();
    const name = screen.getByLabelText('Company Name');
    await waitFor(() => expect(name).toHaveValue('DHL'));
    expect(screen.getByAltText('Logo (.svg) preview')).toHaveAttribute('src', stored.url);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made');
    await user.type(name, ' Express');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectDialog('Save the changes to this company?', 'Confirm');
    await waitFor(() => expect(fake.callsTo('put', '/companies/edit/c2')).toHaveLength(1));
    const body = fake.callsTo('put', '/companies/edit/c2')[0].body as FormData;
    expect([...body.keys()]).toEqual(['name', 'updatedAt']);
    expect(body.get('name')).toBe('DHL Express');
    expect(body.get('updatedAt')).toBe(stored.updatedAt);
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
  });

  it('on a phone, Edit and Delete are named icons, leaving room for the name', async () => {
    setSmallScreen(true);
    await renderApp({ plugins: [companiesPlugin], api: api(2), path: '/companies' });
    const edit = await screen.findByRole('button', { name: 'Edit DHL' });
    expect(edit).not.toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Delete DHL' })).not.toHaveTextContent('Delete');
  });

  it('says so when the company of the address is gone', async () => {
    await renderApp({ plugins: [companiesPlugin], api: api(2), path: '/add-new-company?id=gone' });
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to companies' })).toBeInTheDocument();
  });

  it('deletes after confirmation; a failure is shown', async () => {
    const user = userEvent.setup();
    const fake = api(3).on('delete', '/companies/:id', [
      404,
      { success: false, message: 'This company no longer exists' },
    ]);
    await renderApp({ plugins: [companiesPlugin], api: fake, path: '/companies' });
    await user.click(await screen.findByRole('button', { name: 'Delete DHL' }));
    await user.click(dialogButton('Delete'));
    await expectDialog('This company no longer exists');
    expect(fake.callsTo('delete', '/companies/c2')).toHaveLength(1);
  });
});

describe('add company', () => {
  it('validates, strips non-digits from Row, confirms and posts multipart', async () => {
    const user = userEvent.setup();
    const fake = api(3).on('post', '/companies/add', [200, { success: true, data: company(3) }]);
    await renderApp({ plugins: [companiesPlugin], api: fake, path: '/companies' });
    await user.click(await screen.findByRole('button', { name: /Add New/ }));
    // The form's field, not the list's sortable column header of the same name.
    const name = await screen.findByRole('textbox', { name: 'Company Name' });
    const row = screen.getByLabelText('Row');
    expect(row).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter the company name');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('Please enter the company name');
    await vi.waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Glovo');
    await user.clear(row);
    await user.type(row, 'a2b');
    expect(row).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please upload the company logo (.SVG file)');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, svg());
    expect(await screen.findByText(/acme\.svg/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This action will add a new company to the CMS.')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('post', '/companies/add')).toHaveLength(1));
    const body = fake.callsTo('post', '/companies/add')[0].body as FormData;
    expect(body.get('name')).toBe('Glovo');
    expect(body.get('row')).toBe('2');
    expect((body.get('logo') as File).name).toBe('acme.svg');
    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeInTheDocument();
  });

  it('keeps the form and shows the server message when the save fails', async () => {
    const user = userEvent.setup();
    const fake = api(1).on('post', '/companies/add', [
      400,
      { success: false, message: 'The logo must be an SVG image' },
    ]);
    await renderApp({ plugins: [companiesPlugin], api: fake, path: '/add-new-company' });
    await user.type(await screen.findByLabelText('Company Name'), 'Kwik');
    await user.type(screen.getByLabelText('Row'), '1');
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, svg());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('The logo must be an SVG image');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Kwik');
  });
});
