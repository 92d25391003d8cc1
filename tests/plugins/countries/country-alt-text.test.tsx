import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import countriesPlugin from '@backoffice/plugin-countries';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { Region } from '@backoffice/contracts';
import { northAfrica, savedCountryFixture } from './fixtures';
import { dialogButton } from '../../support/dialogs-and-files';
import { altTextSaved, describeAndSave, expectAltTextAsked, withMediaLibrary } from '../../support/media-library-fake';

/** A country's flag is a content image (issue 37): "Flag of Morocco", or marked decorative. */
const northAfricaRegion = northAfrica('2026-11-01T10:00:00.000Z');
// Morocco alone, with its flag.
const regions: Region[] = [{ ...northAfricaRegion, countries: northAfricaRegion.countries.slice(0, 1) }];

// A whole form rendered in jsdom: slow on a busy machine.
vi.setConfig({ testTimeout: 150_000 });

describe('country flag alt text', () => {
  it('refuses Save while the flag has no alt text, then saves it with the country', async () => {
    const user = userEvent.setup();
    const fake = withMediaLibrary(new FakeApi(), ['/uploads/flags/ma.png'])
      .on('get', '/getAllCountries', [200, { success: true, data: { data: regions } }])
      .on('put', '/editCountry/:id', [200, { success: true, data: savedCountryFixture(regions[0].countries[0]) }]);
    await renderApp({ plugins: [countriesPlugin], api: fake, path: '/explore/countries-covered/edit?id=c1' });
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('Morocco'));
    await user.type(screen.getByLabelText('Region description'), ' and beyond');
    await screen.findByLabelText('Alt text');
    await expectAltTextAsked(user, fake);
    expect(fake.callsTo('put', '/editCountry/c1')).toHaveLength(0);
    await describeAndSave(user, 'Flag of Morocco');
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/editCountry/c1')).toHaveLength(1));
    expect(altTextSaved(fake)).toMatchObject([{ alt: 'Flag of Morocco', decorative: false }]);
  });
});
