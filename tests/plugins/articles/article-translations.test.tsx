import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import articlesPlugin from '@backoffice/plugin-articles';
import { translationsApi, type Translation, type Article } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { formEntries } from '../../support/dialogs-and-files';
import { FakeApi } from '../../support/fake-api';

/** An article's text and slug per locale, and the Languages column (issue 38; docs/content-in-several-languages.md). */
const article: Article = {
  _id: 'a1',
  kind: 'blog',
  subtitle: 'Fast routes',
  title: 'Shipping to Morocco',
  creator: 'Sara Benali',
  date: '2026-10-05',
  readTime: 7,
  description: 'How we ship',
  category: 'Shipping',
  blogPhoto: '/uploads/articles/english-cover.png',
  mediaName: '',
  mediaSize: 0,
  content: '<p>Text</p>',
  slug: 'shipping-to-morocco',
  metaDescription: 'Meta',
  createdAt: '2026-10-05T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'published',
  state: 'published',
  publishAt: null,
  unpublishAt: null,
};
const locales = {
  locales: ['en', 'fr'],
  defaultLocale: 'en',
  kinds: {
    articles: {
      fields: ['title', 'subtitle', 'description', 'content', 'metaDescription'],
      slug: true,
      images: ['cover'],
    },
  },
};

function png(width: number, height: number, name: string): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}
const french: Translation = {
  kind: 'articles',
  recordId: 'a1',
  locale: 'fr',
  fields: { title: 'Livraison au Maroc' },
  slug: 'livraison-au-maroc',
  complete: false,
  updatedAt: '2026-11-02T08:00:00.000Z',
};

function api() {
  return new FakeApi()
    .on('get', '/blog/get', [200, [article]])
    .on(translationsApi.completeness, [200, { success: true, data: [{ id: 'a1', complete: ['en'] }] }])
    .on(translationsApi.read, [200, { success: true, data: french }])
    .on(translationsApi.save, (request) => [
      200,
      { success: true, data: { ...french, ...(request.body as object), updatedAt: '2026-11-03T08:00:00.000Z' } },
    ])
    .on(translationsApi.locales, [200, { success: true, data: locales }]);
}

describe('article translations', () => {
  it('the list shows which languages each article is complete in', async () => {
    await renderApp({ plugins: [articlesPlugin], api: api(), path: '/explore/blogs' });
    const row = (await screen.findByText('Shipping to Morocco')).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-locale="en"]')).toHaveAttribute('data-complete', 'true'));
    expect(row.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'false');
  });

  it('edits the French title beside the English one and the French slug, and saves them alone', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [articlesPlugin], api: fake, path: '/explore/blogs/edit-blog?id=a1' });
    const switcher = await screen.findByLabelText('Content language');
    await user.click(within(switcher).getByText('fr'));
    const title = await screen.findByRole('textbox', { name: 'Title (fr)' });
    await waitFor(() => expect(title).toHaveValue('Livraison au Maroc'));
    expect(screen.getByLabelText('Title in en')).toHaveTextContent('Shipping to Morocco');
    expect(screen.getByLabelText('Content in en')).toHaveTextContent('<p>Text</p>');
    const slug = screen.getByRole('textbox', { name: 'Slug (fr)' });
    expect(slug).toHaveValue('livraison-au-maroc');
    await user.type(screen.getByRole('textbox', { name: 'Subtitle (fr)' }), 'Routes rapides');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/articles/a1/fr');
    expect(saved.body).toMatchObject({
      fields: { title: 'Livraison au Maroc', subtitle: 'Routes rapides' },
      slug: 'livraison-au-maroc',
      updatedAt: '2026-11-02T08:00:00.000Z',
    });
    expect(fake.callsTo('put', '/blog/edit/a1')).toHaveLength(0);
  });

  it('gives the French translation its own cover (uploaded when saved) with its alt text, beside the English cover', async () => {
    const user = userEvent.setup();
    const fake = api().on(translationsApi.uploadImage, [
      200,
      { success: true, data: { url: '/uploads/articles/couverture.png', alt: '' } },
    ]);
    await renderApp({ plugins: [articlesPlugin], api: fake, path: '/explore/blogs/edit-blog?id=a1' });
    await user.click(within(await screen.findByLabelText('Content language')).getByText('fr'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title (fr)' })).toHaveValue('Livraison au Maroc'));
    const box = document.querySelector<HTMLElement>('[data-translated-image="cover"]')!;
    // The English cover beside it; no French one yet, so the English one is shown on the site.
    expect(within(box).getByLabelText('Cover image in en').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/articles/english-cover.png',
    );
    expect(within(box).getByText('No image of its own: the en image is shown')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: /Choose from library/ })).toBeInTheDocument();

    await user.upload(box.querySelector<HTMLInputElement>('input[type=file]')!, png(1062, 530, 'couverture.png'));
    expect(await within(box).findByText(/couverture\.png/)).toBeInTheDocument();
    // Without its alt text the save is refused on the screen, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Cover image: describe this image in its alt text (fr)')).toBeInTheDocument();
    expect(fake.callsTo('post', '/translations/articles/a1/fr/images/cover')).toHaveLength(0);

    await user.type(within(box).getByRole('textbox', { name: 'Alt text (fr)' }), 'Un colis devant la porte');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [uploaded] = fake.callsTo('post', '/translations/articles/a1/fr/images/cover');
    expect((formEntries(uploaded.body).file as File).name).toBe('couverture.png');
    const [saved] = fake.callsTo('put', '/translations/articles/a1/fr');
    expect(saved.body).toMatchObject({
      fields: {
        title: 'Livraison au Maroc',
        cover: '/uploads/articles/couverture.png',
        coverAlt: 'Un colis devant la porte',
      },
    });
  });
});
