import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companiesPlugin from '@backoffice/plugin-companies';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { companyFixture } from './fixtures';
import { expectFormRefused } from '../../support/dialogs-and-files';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const aramex = companyFixture({
  _id: 'c1',
  name: 'Aramex',
  url: '/uploads/companies/c1.svg',
  dateCreated: '2026-10-01T10:00:00.000Z',
  row: 1,
});
const api = () => new FakeApi().on('get', '/companies', [200, { success: true, data: { data: [aramex] } }]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the companies screens in French and Arabic', () => {
  it('the list in French: title, columns, logo text, date and the Add button, with no English left', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [companiesPlugin], api: api(), path: '/companies', language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Entreprises' })).toBeInTheDocument();
    expect(await screen.findByAltText('Logo de Aramex')).toBeInTheDocument();
    expect(screen.getAllByText('Nom de l’entreprise').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Date de création').length).toBeGreaterThan(0);
    expect(screen.getByText('1 oct. 2026')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher par nom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ajouter : Entreprise/ })).toBeInTheDocument();
    for (const english of ['Companies', 'Company Name', 'Date Created', '.SVG File', 'Oct 1, 2026'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(companiesPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the add form in Arabic, right to left: labels and the messages of a refused save', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [companiesPlugin], api: api(), path: '/add-new-company', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'إضافة شركة جديدة' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('textbox', { name: /اسم الشركة/ })).toBeInTheDocument();
    expect(screen.getByText('الشعار (‎.svg)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await expectFormRefused(/حقل|حقلان|حقول/);
    expect(screen.getByText('يُرجى إدخال اسم الشركة')).toBeInTheDocument();
    for (const english of ['Add New Company', 'Company Name', 'Logo (.svg)', 'Please enter the company name'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(companiesPlugin.messages, 'ar')).toEqual([]);
    expect(missing()).toEqual([]);
  });
});
