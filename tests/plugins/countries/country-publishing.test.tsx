import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import countriesPlugin from '@backoffice/plugin-countries';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin, Country, Region } from '@backoffice/contracts';
import { countryFixture, savedCountryFixture } from './fixtures';
import { dialogButton } from '../../support/dialogs-and-files';
import { pickDate } from '../../support/date-fields';

/**
 * Countries' publish bar and State column (docs/editorial-workflow.md): the spec's Status (Active / Inactive /
 * Pending) stays its own; the publishing status travels as `publishStatus`.
 */
const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const SOON = '2030-05-01T08:00:00.000Z';
const country = (
  id: string,
  name: string,
  publishStatus: Country['publishStatus'],
  state: Country['state'],
  publishAt: string | null = null,
): Country =>
  countryFixture({
    _id: id,
    country: name,
    flag: `/uploads/flags/${id}.png`,
    status: 'Active',
    updatedAt: '2026-11-01T10:00:00.000Z',
    publishStatus,
    state,
    publishAt,
    unpublishAt: null,
  });
const regions: Region[] = [
  {
    _id: 'r1',
    region: 'North Africa',
    description: 'Cash on delivery across the Maghreb',
    countries: [
      country('c1', 'Morocco', 'published', 'published'),
      country('c2', 'Egypt', 'draft', 'draft'),
      country('c3', 'Tunisia', 'published', 'changed'),
      country('c4', 'Algeria', 'draft', 'scheduled', SOON),
    ],
  },
];
const api = () => new FakeApi().on('get', '/getAllCountries', [200, { success: true, data: { data: regions } }]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('country publishing', () => {
  it('tags each country of the list with its publishing state, beside its spec status', async () => {
    await renderApp({ plugins: [countriesPlugin], api: api(), path: '/explore/countries-covered' });
    await screen.findByText('Morocco');
    expect(within(rowOf('Morocco')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Morocco')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Egypt')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Tunisia')).getByText('Changed')).toBeInTheDocument();
    expect(within(rowOf('Algeria')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('publishes a draft country as it is, and schedules its unpublishing, as publishStatus', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/editCountry/:id', [
      200,
      { success: true, data: savedCountryFixture({ ...regions[0].countries[1], region: 'North Africa' }) },
    ]);
    await renderApp({ plugins: [countriesPlugin], api: fake, path: '/explore/countries-covered/edit?id=c2' });
    await screen.findByRole('heading', { name: 'Edit Country' });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    await waitFor(() => expect(within(bar).getByLabelText('Save as draft')).toBeChecked());
    await user.click(within(bar).getByLabelText('Publish on save'));
    pickDate(within(bar).getByLabelText('Unpublish at', { exact: true }), '2030-05-01T10:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/editCountry/c2')).toHaveLength(1));
    const body = fake.callsTo('put', '/editCountry/c2')[0].body as FormData;
    expect(body.get('publishStatus')).toBe('published');
    expect(body.get('status')).toBeNull();
    expect(body.get('countryStatus')).toBe('Active');
    expect(body.get('unpublishAt')).toBe(new Date('2030-05-01T10:00:00').toISOString());
  });

  it('offers an editor drafts only; Preview opens the site with the draft', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const url = 'https://www.example.com/coverage?preview=countries.1.sig';
    const fake = api().on('post', '/publishing/:kind/:id/preview', [
      200,
      { success: true, data: { url, token: 'countries.1.sig', expiresAt: SOON } },
    ]);
    await renderApp({
      plugins: [countriesPlugin],
      api: fake,
      path: '/explore/countries-covered/edit?id=c1',
      signedInAs: editor,
    });
    await screen.findByRole('heading', { name: 'Edit Country' });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Unpublish at')).not.toBeInTheDocument();
    await user.click(await within(bar).findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(fake.callsTo('post', '/publishing/countries/c1/preview')).toHaveLength(1);
  });
});
