import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { translationsApi, type Translation } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { section } from './fixtures';

/** A banner's heading and its own image per locale (issue 38; docs/content-in-several-languages.md#images-per-locale). */
const banner = section({
  _id: 'b1',
  title: 'Black Friday banner',
  page: 'banners-component',
  updatedAt: '2026-11-01T10:00:00.000Z',
  generalSection: {
    imageDimensions: {},
    heading: 'Black Friday',
    description: '20% off fulfilment',
    caption: 'Until Monday',
    image: '/uploads/sections/black-friday.png',
    buttons: [],
  },
});
const locales = {
  locales: ['en', 'fr'],
  defaultLocale: 'en',
  kinds: { banners: { fields: ['heading', 'description', 'title', 'caption'], slug: false, images: ['image'] } },
};
const french: Translation = {
  kind: 'banners',
  recordId: 'b1',
  locale: 'fr',
  slug: '',
  complete: false,
  updatedAt: '2026-11-02T08:00:00.000Z',
  fields: {
    heading: 'Vendredi noir',
    image: '/uploads/sections/vendredi-noir.png',
    imageAlt: 'Bandeau du Vendredi noir',
  },
};

function api() {
  return new FakeApi()
    .on('get', '/sections/banners-component', [200, { success: true, sections: [banner] }])
    .on(translationsApi.completeness, [200, { success: true, data: [{ id: 'b1', complete: ['en'] }] }])
    .on(translationsApi.read, [200, { success: true, data: french }])
    .on(translationsApi.save, (request) => [
      200,
      { success: true, data: { ...french, ...(request.body as object), updatedAt: '2026-11-03T08:00:00.000Z' } },
    ])
    .on(translationsApi.locales, [200, { success: true, data: locales }]);
}

describe('banner translations', () => {
  it('the banners list shows which languages each banner is complete in', async () => {
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/banners' });
    const row = (await screen.findByText('Black Friday banner')).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-locale="en"]')).toHaveAttribute('data-complete', 'true'));
    expect(row.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'false');
  });

  it('shows the French banner image beside the English one; its alt text is required, and Remove falls back to the English image', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/banners/edit?page=banners-component&id=b1' });
    await user.click(within(await screen.findByLabelText('Content language')).getByText('fr'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Heading (fr)' })).toHaveValue('Vendredi noir'));
    expect(screen.getByLabelText('Heading in en')).toHaveTextContent('Black Friday');
    const box = document.querySelector<HTMLElement>('[data-translated-image="image"]')!;
    expect(within(box).getByText('vendredi-noir.png')).toBeInTheDocument();
    expect(within(box).getByLabelText('Section image in en').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/sections/black-friday.png',
    );
    const alt = within(box).getByRole('textbox', { name: 'Alt text (fr)' });
    expect(alt).toHaveValue('Bandeau du Vendredi noir');

    await user.clear(alt);
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Section image: describe this image in its alt text (fr)')).toBeInTheDocument();
    expect(fake.callsTo('put', '/translations/banners/b1/fr')).toHaveLength(0);

    // Removing the French image: the English one is shown on the French site (the alt text may stay empty).
    await user.click(within(box).getByRole('button', { name: /Remove/ }));
    expect(await within(box).findByText('No image of its own: the en image is shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/banners/b1/fr');
    expect(saved.body).toMatchObject({
      fields: { heading: 'Vendredi noir', description: '', image: '', imageAlt: '' },
      updatedAt: '2026-11-02T08:00:00.000Z',
    });
    expect(fake.callsTo('post', '/translations/banners/b1/fr/images/image')).toHaveLength(0);
  });

  it("translates the banner's title and caption too, the English ones beside them", async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/banners/edit?page=banners-component&id=b1' });
    await user.click(within(await screen.findByLabelText('Content language')).getByText('fr'));
    const title = await screen.findByRole('textbox', { name: 'Banner Title (fr)' });
    await waitFor(() => expect(title).toBeEnabled());
    expect(screen.getByLabelText('Banner Title in en')).toHaveTextContent('Black Friday banner');
    expect(screen.getByLabelText('Caption in en')).toHaveTextContent('Until Monday');
    await user.type(title, 'Bannière du Vendredi noir');
    await user.type(screen.getByRole('textbox', { name: 'Caption (fr)' }), "Jusqu'à lundi");
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/banners/b1/fr');
    expect(saved.body).toMatchObject({
      fields: { title: 'Bannière du Vendredi noir', heading: 'Vendredi noir', caption: "Jusqu'à lundi" },
    });
  });
});
