import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSmallScreen } from '@backoffice/kernel/testing';
import { describe, expect, it } from 'vitest';
import countriesPlugin from '@backoffice/plugin-countries';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin, Region } from '@backoffice/contracts';
import { countryFixture, northAfrica, savedCountryFixture } from './fixtures';
import { dialogButton, expectDialog, formEntries, pngFile, expectFormRefused } from '../../support/dialogs-and-files';

// The machine is shared by several engineers: give the rendering room (speed is measured by benchmarks).

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };

const regions: Region[] = [
  northAfrica('2026-11-01T10:00:00.000Z'),
  {
    _id: 'r2',
    region: 'Gulf',
    description: 'Fulfilment hubs in the GCC',
    countries: [
      countryFixture({
        _id: 'c3',
        country: 'UAE',
        flag: '/uploads/flags/ae.png',
        status: 'Inactive',
        updatedAt: '2026-11-01T10:00:00.000Z',
      }),
      countryFixture({
        _id: 'c4',
        country: 'Bahrain',
        flag: '/uploads/flags/bh.png',
        status: 'Active',
        updatedAt: '2026-11-01T10:00:00.000Z',
      }),
    ],
  },
];

function apiWithRegions() {
  return new FakeApi().on('get', '/getAllCountries', [200, { success: true, data: { data: regions } }]);
}

const png = (name = 'flag.png') => pngFile(60, 40, name);
describe('countries list', () => {
  it('shows one row per country, grouped under its region, with flag and status', async () => {
    await renderApp({ plugins: [countriesPlugin], api: apiWithRegions(), path: '/explore/countries-covered' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    // The region cell spans its countries' rows.
    const regionCell = within(rows[0]).getByText('North Africa').closest('td')!;
    expect(regionCell).toHaveAttribute('rowspan', '2');
    expect(within(rows[1]).queryByText('North Africa')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Egypt')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Gulf')).toBeInTheDocument();
    expect(screen.getByAltText('Flag of Morocco')).toHaveAttribute('src', '/uploads/flags/ma.png');
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(4);
  });

  it('on a phone names each row by its country and status, with the region and flag under it', async () => {
    const user = userEvent.setup();
    act(() => setSmallScreen(true));
    await renderApp({ plugins: [countriesPlugin], api: apiWithRegions(), path: '/explore/countries-covered' });
    const table = await screen.findByRole('table');
    // The expand buttons' column is named for screen readers (no empty header cell).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['More details', 'Country', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]).getByText('Egypt')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('North Africa')).not.toBeInTheDocument();
    await user.click(rows[1].querySelector<HTMLElement>('.ant-table-row-expand-icon')!);
    const details = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table-expanded-row .bo-row-details');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(details).getByText('North Africa')).toBeInTheDocument();
    expect(within(details).getByAltText('Flag of Egypt')).toBeInTheDocument();
  });

  it('searches by country or by region, case-insensitively', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [countriesPlugin], api: apiWithRegions(), path: '/explore/countries-covered' });
    const table = await screen.findByRole('table');
    const search = screen.getByPlaceholderText('Search by country or region');
    await user.type(search, 'gULF');
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2));
    expect(within(table).getByText('UAE')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'egy');
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(within(table).getByText('North Africa')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'atlantis');
    expect(await screen.findByText('No country or region matches your search.')).toBeInTheDocument();
  });

  it('offers no add, edit or delete to a role without content:write', async () => {
    await renderApp({
      plugins: [countriesPlugin],
      api: apiWithRegions(),
      path: '/explore/countries-covered',
      signedInAs: viewer,
    });
    await screen.findByRole('table');
    expect(screen.getByText('Morocco')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('deletes after the confirmation and reloads the list', async () => {
    const user = userEvent.setup();
    const api = apiWithRegions().on('delete', '/deleteCountry/:id', [
      200,
      { success: true, message: 'Country deleted' },
    ]);
    await renderApp({ plugins: [countriesPlugin], api, path: '/explore/countries-covered' });
    await screen.findByRole('table');
    await user.click(screen.getByLabelText('Delete Egypt'));
    expect(await screen.findByText('This country will be permanently deleted from your map.')).toBeInTheDocument();
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(api.callsTo('delete', '/deleteCountry/c2')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('get', '/getAllCountries').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the load failure with Retry, never sample rows', async () => {
    const api = new FakeApi().on('get', '/getAllCountries', [500, { success: false, message: 'Database unavailable' }]);
    await renderApp({ plugins: [countriesPlugin], api, path: '/explore/countries-covered' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('add country form', () => {
  it('requires every field and a flag, confirms, then posts the multipart form', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = apiWithRegions().on('post', '/addCountry', [
      201,
      { success: true, data: savedCountryFixture({ _id: 'c9', country: 'Tunisia', status: 'Pending' }) },
    ]);
    await renderApp({ plugins: [countriesPlugin], api, path: '/explore/countries-covered/add' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all fields');

    await user.type(screen.getByLabelText('Country'), 'Tunisia');
    await user.click(screen.getByRole('radio', { name: 'Pending' }).closest('label')!);
    await user.type(screen.getByLabelText('Region'), 'North Africa');
    // An existing region brings its description along.
    await waitFor(() =>
      expect(screen.getByLabelText('Region description')).toHaveValue('Cash on delivery across the Maghreb'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all fields');

    await user.upload(screen.getByLabelText('Flag'), png('tn.png'));
    await waitFor(() => expect(screen.getByLabelText('Flag file')).toHaveTextContent('tn.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Confirming this will add a new country to your map')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(api.callsTo('post', '/addCountry')).toHaveLength(1));
    const sent = formEntries(api.callsTo('post', '/addCountry')[0].body);
    expect(sent).toMatchObject({
      country: 'Tunisia',
      countryStatus: 'Pending',
      region: 'North Africa',
      description: 'Cash on delivery across the Maghreb',
    });
    expect((sent.flag as File).name).toBe('tn.png');
    expect(await screen.findByPlaceholderText('Search by country or region')).toBeInTheDocument();
  });

  it('defaults the status to Active and keeps the form when the server refuses', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = apiWithRegions().on('post', '/addCountry', [
      400,
      { success: false, message: 'Morocco is already on your map' },
    ]);
    await renderApp({ plugins: [countriesPlugin], api, path: '/explore/countries-covered/add' });
    expect(await screen.findByRole('radio', { name: 'Active' })).toBeChecked();
    await user.type(screen.getByLabelText('Country'), 'Morocco');
    await user.type(screen.getByLabelText('Region'), 'Maghreb');
    await user.type(screen.getByLabelText('Region description'), 'West');
    await user.upload(screen.getByLabelText('Flag'), png());
    await waitFor(() => expect(screen.getByLabelText('Flag file')).toHaveTextContent('flag.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('Morocco is already on your map');
    expect(screen.getByLabelText('Country')).toHaveValue('Morocco');
  });
});

describe('edit country form', () => {
  it('says when nothing changed, when a field is empty, then confirms and sends the version', async () => {
    const user = userEvent.setup();
    const api = apiWithRegions().on('put', '/editCountry/:id', [
      200,
      { success: true, data: savedCountryFixture(regions[0].countries[1]) },
    ]);
    await renderApp({ plugins: [countriesPlugin], api, path: '/explore/countries-covered/edit?id=c2' });
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('Egypt'));
    expect(screen.getByRole('radio', { name: 'Pending' })).toBeChecked();
    expect(screen.getByLabelText('Flag file')).toHaveTextContent('eg.png');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made!');

    await user.clear(screen.getByLabelText('Region description'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('All fields are required!');

    await user.type(screen.getByLabelText('Region description'), 'Nile delta hubs');
    await user.click(screen.getByRole('radio', { name: 'Active' }).closest('label')!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Woah! It seems this entry has changed a lot!')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(api.callsTo('put', '/editCountry/c2')).toHaveLength(1));
    const sent = formEntries(api.callsTo('put', '/editCountry/c2')[0].body);
    expect(sent).toMatchObject({
      country: 'Egypt',
      countryStatus: 'Active',
      region: 'North Africa',
      description: 'Nile delta hubs',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(sent.flag).toBeUndefined();
  });

  it('offers to reload when the country changed elsewhere (409)', async () => {
    const user = userEvent.setup();
    const api = apiWithRegions().on('put', '/editCountry/:id', [
      409,
      { success: false, message: 'This country was changed by someone else.' },
    ]);
    await renderApp({ plugins: [countriesPlugin], api, path: '/explore/countries-covered/edit?id=c1' });
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('Morocco'));
    await user.click(screen.getByRole('radio', { name: 'Inactive' }).closest('label')!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    const loadsBefore = api.callsTo('get', '/getAllCountries').length;
    await user.click(dialogButton('Reload'));
    await waitFor(() => expect(api.callsTo('get', '/getAllCountries').length).toBe(loadsBefore + 1));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked());
  });

  it('says so when the country no longer exists', async () => {
    await renderApp({
      plugins: [countriesPlugin],
      api: apiWithRegions(),
      path: '/explore/countries-covered/edit?id=gone',
    });
    expect(await screen.findByText('This country is no longer on the map')).toBeInTheDocument();
  });
});

describe('world map', () => {
  it('colours covered countries by status, lists names it cannot draw, and opens the forms on click', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [countriesPlugin], api: apiWithRegions(), path: '/map-countries' });
    const map = await screen.findByRole('group', { name: 'World map of the countries covered' });
    await waitFor(() =>
      expect(map.querySelector('path[data-country="Morocco"]')).toHaveAttribute('data-status', 'Active'),
    );
    expect(map.querySelector('path[data-country="Egypt"]')).toHaveAttribute('data-status', 'Pending');
    // 'UAE' is matched through its alias.
    expect(map.querySelector('path[data-country="United Arab Emirates"]')).toHaveAttribute('data-status', 'Inactive');
    expect(map.querySelector('path[data-country="France"]')).toHaveAttribute('data-status', 'none');
    expect(screen.getByText('Not drawn on the map: Bahrain')).toBeInTheDocument();
    expect(screen.getByText('Active (2)')).toBeInTheDocument();

    await user.hover(map.querySelector('path[data-country="Egypt"]')!);
    expect(screen.getByRole('status')).toHaveTextContent('Egypt: Pending');

    await user.click(map.querySelector('path[data-country="France"]')!);
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('France'));
    expect(screen.getByRole('heading', { name: 'Add New Country' })).toBeInTheDocument();
  });

  it('opens the edit form of a covered country', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [countriesPlugin], api: apiWithRegions(), path: '/map-countries' });
    const map = await screen.findByRole('group', { name: 'World map of the countries covered' });
    await waitFor(() =>
      expect(map.querySelector('path[data-country="Morocco"]')).toHaveAttribute('data-status', 'Active'),
    );
    await user.click(map.querySelector('path[data-country="Morocco"]')!);
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('Morocco'));
    expect(screen.getByRole('heading', { name: 'Edit Country' })).toBeInTheDocument();
  });

  it('lets a viewer look without offering to change', async () => {
    await renderApp({ plugins: [countriesPlugin], api: apiWithRegions(), path: '/map-countries', signedInAs: viewer });
    const map = await screen.findByRole('group', { name: 'World map of the countries covered' });
    expect(map.querySelector('path[role="button"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add New Country/ })).not.toBeInTheDocument();
  });
});
