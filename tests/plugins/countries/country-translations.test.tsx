import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import countriesPlugin from '@backoffice/plugin-countries';
import type { Translation } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { Region } from '@backoffice/contracts';
import { northAfrica } from './fixtures';
import { withTranslations } from '../../support/translations-fake';

/** Country names and their regions translated (issue 38; docs/content-in-several-languages.md). */
const VERSION = '2026-11-01T10:00:00.000Z';
const regions: Region[] = [northAfrica(VERSION)];
const frenchName: Translation = {
  kind: 'countries',
  recordId: 'c1',
  locale: 'fr',
  fields: { name: 'Maroc' },
  slug: '',
  complete: true,
  updatedAt: '2026-11-02T08:00:00.000Z',
};
const frenchRegion: Translation = {
  kind: 'country-regions',
  recordId: 'r1',
  locale: 'fr',
  fields: { region: 'Afrique du Nord' },
  slug: '',
  complete: false,
  updatedAt: '2026-11-02T09:00:00.000Z',
};

function api(siteLocales?: string[]) {
  return (
    withTranslations(new FakeApi().on('get', '/getAllCountries', [200, { success: true, data: { data: regions } }]), {
      kind: 'countries',
      fields: ['name'],
      french: frenchName,
      complete: [
        { id: 'c1', complete: ['en', 'fr'] },
        { id: 'c2', complete: ['en'] },
      ],
      siteLocales,
    })
      // The region is a kind of its own: its French text and its save.
      .on('get', '/translations/country-regions/r1/fr', [200, { success: true, data: frenchRegion }])
      .on('put', '/translations/country-regions/r1/fr', (request) => [
        200,
        {
          success: true,
          data: {
            ...frenchRegion,
            fields: (request.body as { fields: Record<string, string> }).fields,
            complete: true,
            updatedAt: '2026-11-03T08:00:00.000Z',
          },
        },
      ])
  );
}

const editorOf = (name: string) => screen.findByRole('region', { name });

describe('country translations', () => {
  it("the list shows which languages each country's name is complete in", async () => {
    await renderApp({ plugins: [countriesPlugin], api: api(), path: '/explore/countries-covered' });
    expect(await screen.findByRole('columnheader', { name: /Languages/ })).toBeInTheDocument();
    const morocco = (await screen.findByText('Morocco')).closest('tr')!;
    await waitFor(() => expect(morocco.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'true'));
    expect(morocco.querySelector('[data-locale="ar"]')).toHaveAttribute('data-complete', 'false');
    expect(screen.getByText('Egypt').closest('tr')!.querySelector('[data-locale="fr"]')).toHaveAttribute(
      'data-complete',
      'false',
    );
  });

  it("saves the country's French name with its version, the English name beside it", async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [countriesPlugin], api: fake, path: '/explore/countries-covered/edit?id=c1' });
    const editor = await editorOf('The country in other languages');
    // Each of the form's two editors is headed by what it translates (not two cards both called "Languages").
    expect(await within(editor).findByText('The country in other languages')).toBeVisible();
    expect(
      await within(await editorOf('The region in other languages')).findByText('The region in other languages'),
    ).toBeVisible();
    expect(screen.queryByText('Languages', { exact: true })).not.toBeInTheDocument();
    await user.click(within(await within(editor).findByLabelText('Content language')).getByText('fr'));
    const name = await within(editor).findByRole('textbox', { name: 'Country (fr)' });
    await waitFor(() => expect(name).toHaveValue('Maroc'));
    expect(within(editor).getByLabelText('Country in en')).toHaveTextContent('Morocco');
    await user.clear(name);
    await user.type(name, 'Royaume du Maroc');
    await user.click(within(editor).getByRole('button', { name: 'Save translation' }));
    expect(await within(editor).findByText('Translation saved')).toBeInTheDocument();
    expect(fake.callsTo('put', '/translations/countries/c1/fr').map((call) => call.body)).toEqual([
      { fields: { name: 'Royaume du Maroc' }, updatedAt: '2026-11-02T08:00:00.000Z' },
    ]);
    // The country's own form was not submitted.
    expect(fake.calls.filter((call) => call.url.startsWith('/editCountry'))).toHaveLength(0);
  });

  it("saves the region's French name and description, the English text beside them", async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [countriesPlugin], api: fake, path: '/explore/countries-covered/edit?id=c1' });
    const editor = await editorOf('The region in other languages');
    await user.click(within(await within(editor).findByLabelText('Content language')).getByText('fr'));
    await waitFor(() =>
      expect(within(editor).getByRole('textbox', { name: 'Region (fr)' })).toHaveValue('Afrique du Nord'),
    );
    expect(within(editor).getByLabelText('Region description in en')).toHaveTextContent(
      'Cash on delivery across the Maghreb',
    );
    await user.type(
      within(editor).getByRole('textbox', { name: 'Region description (fr)' }),
      'Paiement à la livraison au Maghreb',
    );
    await user.click(within(editor).getByRole('button', { name: 'Save translation' }));
    expect(await within(editor).findByText('Translation saved')).toBeInTheDocument();
    expect(fake.callsTo('put', '/translations/country-regions/r1/fr').map((call) => call.body)).toEqual([
      {
        fields: { region: 'Afrique du Nord', description: 'Paiement à la livraison au Maghreb' },
        updatedAt: '2026-11-02T09:00:00.000Z',
      },
    ]);
  });

  it('a region renamed in the form is another region: translated once the country is saved in it', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [countriesPlugin], api: fake, path: '/explore/countries-covered/edit?id=c1' });
    const region = await screen.findByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(region).toHaveValue('North Africa'));
    await user.clear(region);
    await user.type(region, 'Maghreb');
    const editor = await editorOf('The region in other languages');
    await user.click(within(await within(editor).findByLabelText('Content language')).getByText('fr'));
    // The country's own editor, meanwhile, loads its French name: the region's would have been asked by now.
    const country = await editorOf('The country in other languages');
    await user.click(within(await within(country).findByLabelText('Content language')).getByText('fr'));
    await waitFor(() => expect(within(country).getByRole('textbox', { name: 'Country (fr)' })).toHaveValue('Maroc'));
    expect(within(editor).queryByRole('textbox', { name: 'Region (fr)' })).toBeNull();
    expect(fake.callsTo('get', '/translations/country-regions/r1/fr')).toHaveLength(0);
  });

  it("the editors' sections are named in the admin's language (Arabic)", async () => {
    await renderApp({
      plugins: [countriesPlugin],
      api: api(),
      path: '/explore/countries-covered/edit?id=c1',
      language: 'ar',
    });
    expect(await screen.findByRole('region', { name: 'الدولة بلغات أخرى' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'المنطقة بلغات أخرى' })).toBeInTheDocument();
  });

  it("a one-language site's list has no Languages column", async () => {
    await renderApp({ plugins: [countriesPlugin], api: api(['en']), path: '/explore/countries-covered' });
    await screen.findByText('Morocco');
    expect(document.querySelector('[data-locale]')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Languages/ })).toBeNull();
  });

  it("a one-language site's country form has no translation editor", async () => {
    const fake = api(['en']);
    await renderApp({ plugins: [countriesPlugin], api: fake, path: '/explore/countries-covered/edit?id=c1' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('North Africa'));
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.url === '/translations/locales').length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('region', { name: /in other languages/ })).toBeNull();
    expect(screen.queryByLabelText('Content language')).toBeNull();
  });
});
