import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import articlesPlugin from '@backoffice/plugin-articles';
import { renderApp } from '../../support/render-app';
import { pickDate } from '../../support/date-fields';
import type { Article, Admin } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';
import { published } from '../../support/fixtures';

const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };

function article(index: number, extra: Partial<Article> = {}): Article {
  return {
    _id: `a${index}`,
    kind: 'blog',
    subtitle: `Subtitle ${index}`,
    title: `Article ${index}`,
    creator: 'Sara Benali',
    date: '2026-10-05',
    readTime: 7,
    description: 'About it',
    category: 'Shipping',
    blogPhoto: '',
    mediaName: '',
    mediaSize: 0,
    content: '<p>Text</p>',
    slug: `article-${index}`,
    metaDescription: 'Meta',
    createdAt: '2026-10-05T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...published,
    ...extra,
  };
}

const rows = [
  article(1),
  article(2, { status: 'draft', state: 'draft' }),
  article(3, { status: 'draft', state: 'scheduled', publishAt: '2030-01-02T09:30:00.000Z' }),
  article(4, { status: 'published', state: 'changed' }),
];

const formEntries = (body: unknown) => Object.fromEntries((body as FormData).entries());

/** The rows' titles as the table shows them. */
const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('article publishing states (the shared drafts)', () => {
  it('tags each article with its state in the list and filters by it', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/blog/get', [200, rows]);
    await renderApp({ plugins: [articlesPlugin], api, path: '/explore/blogs' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(titles(table)).toEqual(['Article 1', 'Article 2', 'Article 3', 'Article 4']));
    expect(within(rowOf('Article 1')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Article 2')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Article 3')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rowOf('Article 4')).getByText('Changed')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Filter by status'));
    await user.click(await screen.findByTitle('Draft'));
    await waitFor(() => expect(titles(screen.getByRole('table'))).toEqual(['Article 2']));
    await user.click(screen.getByLabelText('Filter by status'));
    await user.click(await screen.findByTitle('Changed'));
    await waitFor(() => expect(titles(screen.getByRole('table'))).toEqual(['Article 4']));
  });

  it('saves a published article as a draft scheduled at a local time, sent as ISO', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/blog/get', [200, rows])
      .on('put', '/blog/edit/:id', [200, { success: true, data: article(1) }]);
    await renderApp({ plugins: [articlesPlugin], api, path: '/explore/blogs/edit-blog?id=a1' });
    expect(await screen.findByRole('heading', { name: 'Edit Blog' })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText('Published')).toBeInTheDocument();
    expect(within(bar).getByLabelText('Publish on save')).toBeChecked();
    await user.click(within(bar).getByLabelText('Save as draft'));
    pickDate(within(bar).getByLabelText('Publish at'), '2031-05-06T07:08:09');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(api.callsTo('put', '/blog/edit/a1')).toHaveLength(1));
    const sent = formEntries(api.callsTo('put', '/blog/edit/a1')[0].body);
    expect(sent).toMatchObject({ status: 'draft', publishAt: new Date('2031-05-06T07:08:09').toISOString() });
    expect(sent.unpublishAt).toBeUndefined();
  });

  it('publishes a draft as it is: no "No changes made", the status is sent', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/blog/get', [200, rows])
      .on('put', '/blog/edit/:id', [200, { success: true, data: article(2) }]);
    await renderApp({ plugins: [articlesPlugin], api, path: '/explore/blogs/edit-blog?id=a2' });
    expect(await screen.findByRole('heading', { name: 'Edit Blog' })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByLabelText('Save as draft')).toBeChecked();
    await user.click(within(bar).getByLabelText('Publish on save'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(api.callsTo('put', '/blog/edit/a2')).toHaveLength(1));
    expect(formEntries(api.callsTo('put', '/blog/edit/a2')[0].body)).toMatchObject({ status: 'published' });
  });

  it('offers an editor drafts only: no publishing choice, no status sent', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/blog/get', [200, rows])
      .on('put', '/blog/edit/:id', [200, { success: true, data: article(1) }]);
    await renderApp({ plugins: [articlesPlugin], api, path: '/explore/blogs/edit-blog?id=a1', signedInAs: editor });
    const title = await screen.findByRole('textbox', { name: 'Blog Title' });
    const bar = screen.getByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText(/saved as a draft; an admin publishes them/)).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish on save')).not.toBeInTheDocument();
    await user.type(title, ' edited');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(api.callsTo('put', '/blog/edit/a1')).toHaveLength(1));
    const sent = formEntries(api.callsTo('put', '/blog/edit/a1')[0].body);
    expect(sent.title).toBe('Article 1 edited');
    expect(sent.status).toBeUndefined();
    expect(sent.publishAt).toBeUndefined();
  });
});
