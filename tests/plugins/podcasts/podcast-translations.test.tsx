import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import type { Translation } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { podcastFixture } from './fixtures';
import { withTranslations } from '../../support/translations-fake';

/** The podcast's translation editor (its title) and the Languages column (issue 38; docs/content-in-several-languages.md). */
const episode = (id: string, title: string, day: string) =>
  podcastFixture({
    _id: id,
    title,
    url: `https://podcasts.example.com/${id}`,
    cover: '',
    dateScheduled: `2026-10-${day}`,
    formattedDate: `Oct ${Number(day)}, 2026`,
    category: 'Shipping',
    isLiveNow: false,
    updatedAt: '2026-11-01T10:00:00.000Z',
  });
const podcasts = [episode('p1', 'Shipping to Morocco', '02'), episode('p2', 'Warehouses explained', '01')];
const frenchSaved: Translation = {
  kind: 'podcasts',
  recordId: 'p1',
  locale: 'fr',
  fields: {},
  slug: '',
  complete: false,
  updatedAt: '',
};

function api(siteLocales?: string[]) {
  return withTranslations(
    new FakeApi().on('get', '/podcast/get', [200, { success: true, podcasts, hero: null, heroUpdatedAt: null }]),
    {
      kind: 'podcasts',
      fields: ['title'],
      french: frenchSaved,
      complete: [
        { id: 'p1', complete: ['en', 'ar'] },
        { id: 'p2', complete: ['en'] },
      ],
      siteLocales,
    },
  );
}

describe('podcast translations', () => {
  it('the podcasts tab shows which languages each title is in', async () => {
    await renderApp({ plugins: [podcastsPlugin], api: api(), path: '/resources/podcasts?tab=podcasts' });
    expect(await screen.findByRole('columnheader', { name: /Languages/ })).toBeInTheDocument();
    const row = (await screen.findByText('Shipping to Morocco')).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-locale="ar"]')).toHaveAttribute('data-complete', 'true'));
    expect(row.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'false');
    expect(screen.getByText('Warehouses explained').closest('tr')!.querySelector('[data-locale="ar"]')).toHaveAttribute(
      'data-complete',
      'false',
    );
  });

  it('translates the title: the English one beside it, saved on its own (first save: no version)', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [podcastsPlugin], api: fake, path: '/resources/podcasts/update?id=p1' });
    const switcher = await screen.findByLabelText('Content language');
    await user.click(within(switcher).getByText('fr'));
    const title = await screen.findByRole('textbox', { name: 'Title (fr)' });
    await waitFor(() => expect(title).toBeEnabled());
    expect(title).toHaveValue('');
    expect(screen.getByLabelText('Title in en')).toHaveTextContent('Shipping to Morocco');
    // Only the title is translated: the address, date, category and cover are the same in every language.
    expect(screen.queryByRole('textbox', { name: 'URL (fr)' })).toBeNull();
    fireEvent.change(title, { target: { value: 'Expédier au Maroc' } });
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(fake.callsTo('put', '/translations/podcasts/p1/fr').map((call) => call.body)).toEqual([
      { fields: { title: 'Expédier au Maroc' } },
    ]);
    // The podcast's own form was not submitted.
    expect(fake.calls.filter((call) => call.url.startsWith('/podcast/') && call.method !== 'get')).toHaveLength(0);
  });

  it('Arabic: the title is written right to left', async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [podcastsPlugin],
      api: api(),
      path: '/resources/podcasts/update?id=p1',
      language: 'ar',
    });
    const switcher = await screen.findByLabelText('لغة المحتوى');
    await user.click(within(switcher).getByText('ar'));
    await waitFor(() =>
      expect(screen.getAllByRole('textbox').filter((field) => field.getAttribute('lang') === 'ar')).toHaveLength(1),
    );
    const [arabic] = screen.getAllByRole('textbox').filter((field) => field.getAttribute('lang') === 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
  });

  it('a one-language site shows no Languages column', async () => {
    await renderApp({ plugins: [podcastsPlugin], api: api(['en']), path: '/resources/podcasts?tab=podcasts' });
    await screen.findByText('Shipping to Morocco');
    expect(document.querySelector('[data-locale]')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Languages/ })).toBeNull();
  });
});
