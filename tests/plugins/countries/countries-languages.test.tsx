import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import countriesPlugin from '@backoffice/plugin-countries';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { Region } from '@backoffice/contracts';
import { countryFixture, northAfrica } from './fixtures';
import { expectFormRefused } from '../../support/dialogs-and-files';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const VERSION = '2026-11-01T10:00:00.000Z';
// Data (country and region names) stays as stored.
const regions: Region[] = [
  northAfrica(VERSION),
  {
    _id: 'r2',
    region: 'Gulf',
    description: 'GCC hubs',
    countries: [
      countryFixture({
        _id: 'c3',
        country: 'UAE',
        flag: '/uploads/flags/ae.png',
        status: 'Inactive',
        updatedAt: VERSION,
      }),
    ],
  },
];

function api() {
  return new FakeApi().on('get', '/getAllCountries', [200, { success: true, data: { data: regions } }]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the countries screens in French and Arabic', () => {
  it('the list in French: heading, columns, statuses and search, with no English left', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [countriesPlugin], api: api(), path: '/explore/countries-covered', language: 'fr' });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Morocco')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pays couverts' })).toBeInTheDocument();
    for (const column of ['Région', 'Pays', 'Drapeau', 'Statut'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(within(table).getByText('Actif')).toBeInTheDocument();
    expect(within(table).getByText('En attente')).toBeInTheDocument();
    expect(within(table).getByText('Inactif')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Carte du monde/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher par pays ou région')).toBeInTheDocument();
    expect(await englishOnScreen(countriesPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the add form in Arabic, right to left: labels, statuses, and a refused save with its messages', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [countriesPlugin], api: api(), path: '/explore/countries-covered/add', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة بلد جديد' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByLabelText('البلد')).toBeInTheDocument();
    expect(screen.getByLabelText('وصف المنطقة')).toBeInTheDocument();
    expect(screen.getByText('نشط')).toBeInTheDocument();
    expect(screen.getByText('قيد الانتظار')).toBeInTheDocument();
    expect(await englishOnScreen(countriesPlugin.messages, 'ar')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await expectFormRefused(/حقل|حقلان|حقول/);
    expect(screen.getByText('يُرجى إدخال البلد')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال المنطقة')).toBeInTheDocument();
    expect(screen.getByText('يُرجى اختيار صورة العلم')).toBeInTheDocument();
    expect(await englishOnScreen(countriesPlugin.messages, 'ar')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the coverage map in French: heading, legend by status and the hint, with no English left', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [countriesPlugin], api: api(), path: '/map-countries', language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carte de couverture' })).toBeInTheDocument();
    expect(await screen.findByText('Actif (1)')).toBeInTheDocument();
    expect(screen.getByText('En attente (1)')).toBeInTheDocument();
    expect(screen.getByText('Non couvert')).toBeInTheDocument();
    expect(screen.getByText(/Survolez ou touchez un pays/)).toBeInTheDocument();
    expect(await englishOnScreen(countriesPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });
});
