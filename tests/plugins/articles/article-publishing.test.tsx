import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import articlesPlugin from '@backoffice/plugin-articles';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';

function article(index: number, extra: Record<string, unknown> = {}) {
  return {
    _id: `a${index}`, kind: 'blog', subtitle: `Subtitle ${index}`, title: `Article ${index}`, creator: 'Sara Benali', date: '2026-10-05',
    readTime: 7, description: 'About it', category: 'Shipping', blogPhoto: '', mediaName: '', mediaSize: 0, content: '<p>Text</p>',
    slug: `article-${index}`, metaDescription: 'Meta', createdAt: '2026-10-05T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
    status: 'published', publishAt: null, ...extra,
  };
}

const rows = [
  article(1),
  article(2, { status: 'draft' }),
  article(3, { status: 'scheduled', publishAt: '2030-01-02T09:30:00.000Z' }),
];

const formEntries = (body: unknown) => Object.fromEntries((body as FormData).entries());

function dialogButton(name: string): HTMLElement {
  const modal = document.querySelector<HTMLElement>('.ant-modal');
  if (!modal) throw new Error('No dialog is open');
  return within(modal).getByRole('button', { name });
}

/** The rows' titles as the table shows them. */
const titles = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('article publishing states', () => {
  it('shows each state in the list and filters by it', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/blog/get', [200, rows]);
    await renderApp({ plugins: [articlesPlugin], api, path: '/explore/blogs' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    await waitFor(() => expect(titles(table)).toEqual(['Article 1', 'Article 2', 'Article 3']));
    expect(within(table).getByText('Published')).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByText(/^Scheduled for /)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Filter by status'));
    await user.click(await screen.findByTitle('Draft'));
    await waitFor(() => expect(titles(screen.getByRole('table'))).toEqual(['Article 2']));
    await user.click(screen.getByLabelText('Filter by status'));
    await user.click(await screen.findByTitle('Scheduled'));
    await waitFor(() => expect(titles(screen.getByRole('table'))).toEqual(['Article 3']));
  });

  it('saves as draft, or schedules at a local time sent as ISO; a past time is refused before saving', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/blog/get', [200, rows])
      .on('put', '/blog/edit/:id', (request) => [200, { success: true, data: { ...article(1), ...formEntries(request.body) } }]);
    await renderApp({ plugins: [articlesPlugin], api, path: '/explore/blogs/edit-blog?id=a1' });
    expect(await screen.findByRole('heading', { name: 'Edit Blog' })).toBeInTheDocument();
    expect(screen.getByLabelText('Publish now')).toBeChecked();

    await user.click(screen.getByLabelText('Schedule'));
    const at = screen.getByLabelText('Publish at');
    fireEvent.change(at, { target: { value: '2020-01-01T10:00:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The publish time must be in the future')).toBeInTheDocument();
    await user.click(dialogButton('Okay'));
    expect(api.callsTo('put', '/blog/edit/a1')).toHaveLength(0);

    fireEvent.change(at, { target: { value: '2031-05-06T07:08:09' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(api.callsTo('put', '/blog/edit/a1')).toHaveLength(1));
    const sent = formEntries(api.callsTo('put', '/blog/edit/a1')[0].body);
    expect(sent.status).toBe('scheduled');
    expect(sent.publishAt).toBe(new Date('2031-05-06T07:08:09').toISOString());
  });

  it('a draft is sent without a time', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/blog/get', [200, rows])
      .on('put', '/blog/edit/:id', (request) => [200, { success: true, data: { ...article(1), ...formEntries(request.body) } }]);
    await renderApp({ plugins: [articlesPlugin], api, path: '/explore/blogs/edit-blog?id=a1' });
    expect(await screen.findByRole('heading', { name: 'Edit Blog' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Save as draft'));
    expect(screen.getByText('A draft is kept here and never shown on the public site.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(api.callsTo('put', '/blog/edit/a1')).toHaveLength(1));
    const sent = formEntries(api.callsTo('put', '/blog/edit/a1')[0].body);
    expect(sent.status).toBe('draft');
    expect(sent.publishAt).toBeUndefined();
  });
});
