import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import articlesPlugin from '@backoffice/plugin-articles';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { dialogButton, expectFieldMessage, expectFormRefused } from '../../support/dialogs-and-files';

/**
 * Slugs in every script (issue 38; docs/content-in-several-languages.md "Slugs in every script"): the article
 * editor suggests an Arabic slug from an Arabic title, drops a Latin title's accents, takes a typed slug of any
 * script and refuses one with a slash, as the server does.
 */
const blog = {
  _id: 'a1', kind: 'blog', subtitle: 'Subtitle 1', title: 'Article 1', creator: 'Sara Benali', date: '2026-10-05',
  readTime: 7, description: 'About it', category: 'Shipping', blogPhoto: '', mediaName: '', mediaSize: 0, content: '<p>Text</p>',
  slug: 'article-1', metaDescription: 'Meta', createdAt: '2026-10-05T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'published', state: 'published', publishAt: null, unpublishAt: null,
};

function formEntries(body: unknown): Record<string, unknown> {
  return Object.fromEntries((body as FormData).entries());
}

describe('article slugs in any script', () => {
  it('suggests an Arabic slug from an Arabic title, and an accent-free one from a French title', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [articlesPlugin], api: new FakeApi().on('get', '/blog/get', [200, [blog]]), path: '/explore/blogs/add-blog' });
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
      .on('put', '/blog/edit/:id', (request) => [200, { success: true, data: { ...blog, ...formEntries(request.body) } }]);
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
