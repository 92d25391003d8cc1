import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import articlesPlugin from '@backoffice/plugin-articles';
import { translationsApi, type Translation, type Article } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { dialogButton, expectFieldMessage, expectFormRefused } from '../../support/dialogs-and-files';

/**
 * Slugs in every script (issue 38; docs/content-in-several-languages.md "Slugs in every script"): the article
 * editor suggests an Arabic slug from an Arabic title, drops a Latin title's accents, takes a typed slug of any
 * script and refuses one with a slash, as the server does; the translation editor suggests the slug of a locale
 * from the title translated there.
 */
const blog: Article = {
  _id: 'a1',
  kind: 'blog',
  subtitle: 'Subtitle 1',
  title: 'Article 1',
  creator: 'Sara Benali',
  date: '2026-10-05',
  readTime: 7,
  description: 'About it',
  category: 'Shipping',
  blogPhoto: '',
  mediaName: '',
  mediaSize: 0,
  content: '<p>Text</p>',
  slug: 'article-1',
  metaDescription: 'Meta',
  createdAt: '2026-10-05T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'published',
  state: 'published',
  publishAt: null,
  unpublishAt: null,
};

function formEntries(body: unknown): Record<string, unknown> {
  return Object.fromEntries((body as FormData).entries());
}

describe('article slugs in any script', () => {
  it('suggests an Arabic slug from an Arabic title, and an accent-free one from a French title', async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [articlesPlugin],
      api: new FakeApi().on('get', '/blog/get', [200, [blog]]),
      path: '/explore/blogs/add-blog',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Blog' })).toBeInTheDocument();
    const title = screen.getByLabelText('Blog Title');
    const slug = screen.getByLabelText('Slug');
    await user.type(title, 'الدفع عند الاستلام: ٥ نصائح!');
    expect(slug).toHaveValue('الدفع-عند-الاستلام-٥-نصائح');
    await user.clear(title);
    await user.type(title, 'Café à Casablanca');
    expect(slug).toHaveValue('cafe-a-casablanca');
  });

  it('saves a typed Arabic slug, and refuses one with a slash on the field', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/blog/get', [200, [blog]])
      .on('put', '/blog/edit/:id', (request) => [
        200,
        { success: true, data: { ...blog, ...formEntries(request.body) } },
      ]);
    await renderApp({ plugins: [articlesPlugin], api, path: '/explore/blogs/edit-blog?id=a1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Blog' })).toBeInTheDocument();
    const area = await screen.findByRole('textbox', { name: 'Blog content' });
    await waitFor(() => expect(area).toHaveTextContent('Text'));
    const slug = screen.getByLabelText('Slug');

    await user.clear(slug);
    await user.type(slug, 'الدفع/عند');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused(/^The slug may contain only lower-case letters/);
    expectFieldMessage(slug, 'Only lower-case letters, digits and single dashes (e.g. cod-in-morocco)');
    expect(api.callsTo('put', '/blog/edit/a1')).toHaveLength(0);

    await user.clear(slug);
    await user.type(slug, 'الدفع عند الاستلام');
    // A space typed becomes a dash, as in a Latin slug.
    expect(slug).toHaveValue('الدفع-عند-الاستلام');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(api.callsTo('put', '/blog/edit/a1')).toHaveLength(1));
    expect(formEntries(api.callsTo('put', '/blog/edit/a1')[0].body)).toMatchObject({ slug: 'الدفع-عند-الاستلام' });
  });
});

describe("a translated article's slug", () => {
  it('is suggested from the Arabic title until one is typed, and saved with the translation', async () => {
    const user = userEvent.setup();
    const arabic: Translation = {
      kind: 'articles',
      recordId: 'a1',
      locale: 'ar',
      fields: {},
      slug: '',
      complete: false,
      updatedAt: '',
    };
    const api = new FakeApi()
      .on('get', '/blog/get', [200, [blog]])
      .on(translationsApi.completeness, [200, { success: true, data: [{ id: 'a1', complete: ['en'] }] }])
      .on(translationsApi.read, [200, { success: true, data: arabic }])
      .on(translationsApi.save, (request) => [
        200,
        { success: true, data: { ...arabic, ...(request.body as object), updatedAt: '2026-11-03T08:00:00.000Z' } },
      ])
      // Last: a later handler wins, and /translations/:kind (completeness) would answer /translations/locales too.
      .on(translationsApi.locales, [
        200,
        {
          success: true,
          data: {
            locales: ['en', 'ar'],
            defaultLocale: 'en',
            kinds: {
              articles: { fields: ['title', 'subtitle', 'description', 'content', 'metaDescription'], slug: true },
            },
          },
        },
      ]);
    await renderApp({ plugins: [articlesPlugin], api, path: '/explore/blogs/edit-blog?id=a1' });
    await user.click(within(await screen.findByLabelText('Content language')).getByText('ar'));
    const title = await screen.findByRole('textbox', { name: 'Title (ar)' });
    await waitFor(() => expect(title).toBeEnabled());
    const slug = screen.getByRole('textbox', { name: 'Slug (ar)' });
    await user.type(title, 'الشحن إلى المغرب');
    expect(slug).toHaveValue('الشحن-إلى-المغرب');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(api.callsTo('put', '/translations/articles/a1/ar')[0].body).toMatchObject({
      fields: { title: 'الشحن إلى المغرب' },
      slug: 'الشحن-إلى-المغرب',
    });

    // A slug typed by hand is kept when the title changes.
    await user.clear(slug);
    await user.type(slug, 'المغرب');
    await user.type(title, ' اليوم');
    expect(slug).toHaveValue('المغرب');
  });
});
