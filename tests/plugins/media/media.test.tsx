import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import mediaPlugin from '@backoffice/plugin-media';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';
import type { MediaItem } from '@backoffice/contracts';
import { adminFixture } from '../../support/fixtures';

/** The Media screens (issue 37): the library's grid with its filters and multi-delete, a file's page. */
const editor = adminFixture({ role: 'editor', permissions: ['read', 'content:write'] });

function item(index: number, extra: Partial<MediaItem> = {}): MediaItem {
  return {
    _id: `00000000-0000-4000-8000-00000000000${index}`,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    name: `file-${index}.png`,
    url: `/uploads/media/file-${index}.png`,
    mime: 'image/png',
    bytes: 2048 * index,
    width: 1062,
    height: 530,
    alt: index === 1 ? 'A parcel' : '',
    decorative: false,
    focalPoint: null,
    tags: index === 1 ? ['blog'] : [],
    hash: `h${index}`,
    usage: index === 1 ? 2 : 0,
    uploadedBy: 'Amina Benali',
    variants: [{ src: `/uploads/media-variants/file-${index}-320w.webp`, width: 320, height: 160, type: 'image/webp' }],
    ...extra,
  };
}

const usedBy = [
  { table: 'articles', id: 'a1', label: 'Blog: Why COD wins', path: '/explore/blogs/edit-blog?id=a1' },
  { table: 'articles', id: 'a2', label: 'Guide: Shipping', path: '/explore/guides/update?id=a2' },
];

describe('media library screen', () => {
  it('shows each file with its thumbnail, type, size, dimensions, uploader and usage; filters ask the server', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/media', (request) => [
      200,
      {
        success: true,
        data: request.params.unused ? [item(2)] : [item(1), item(2)],
        total: request.params.unused ? 1 : 2,
        page: 1,
        pageSize: 24,
      },
    ]);
    await renderApp({ plugins: [mediaPlugin], api, path: '/media' });
    const files = within(await screen.findByRole('list', { name: 'Files' }));
    expect(files.getByText('file-1.png')).toBeInTheDocument();
    expect(files.getByText('PNG · 2.0 KB · 1062 × 530')).toBeInTheDocument();
    expect(files.getAllByText(/Amina Benali/)).toHaveLength(2);
    expect(files.getByText('Used by 2')).toBeInTheDocument();
    expect(files.getByText('Unused · no alt text')).toBeInTheDocument();
    expect(files.getByAltText('A parcel')).toHaveAttribute('src', '/uploads/media-variants/file-1-320w.webp');

    await user.click(screen.getByRole('checkbox', { name: 'Unused only' }));
    await waitFor(() => expect(screen.queryByText('file-1.png')).toBeNull());
    expect(api.calls.filter((call) => call.url === '/media').at(-1)!.params).toMatchObject({
      unused: true,
      page: 1,
      pageSize: 24,
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'parcel{Enter}');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/media').at(-1)!.params).toMatchObject({
        q: 'parcel',
        unused: true,
      }),
    );
  });

  it("opens filtered to images without alt text from the dashboard's link", async () => {
    const api = new FakeApi().on('get', '/media', [
      200,
      { success: true, data: [item(2)], total: 1, page: 1, pageSize: 24 },
    ]);
    await renderApp({ plugins: [mediaPlugin], api, path: '/media?missingAlt=true' });
    expect(await screen.findByText('file-2.png')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Without alt text' })).toBeChecked();
    expect(api.callsTo('get', '/media')[0].params).toMatchObject({ missingAlt: true });
  });

  it('deletes the selected files in one call; files in use are kept and said so', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/media', [200, { success: true, data: [item(1), item(2), item(3)], total: 3 }])
      .on('post', '/media/delete', [
        200,
        { success: true, message: '1 file deleted; 1 in use kept', data: { removed: [item(2)._id] } },
      ]);
    await renderApp({ plugins: [mediaPlugin], api, path: '/media' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select file-1.png' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select file-2.png' }));
    await user.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
    await user.click(await waitFor(() => dialogButton('Delete')));
    await waitFor(() => expect(api.callsTo('post', '/media/delete')).toHaveLength(1));
    expect(api.callsTo('post', '/media/delete')[0].body).toEqual({ ids: [item(1)._id, item(2)._id] });
    expect(await screen.findByText('1 deleted, 1 in use kept')).toBeInTheDocument();
  });

  it('keeps its query, selection and files in the store the plugin declares, resolved by token', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/media', (request) => [
      200,
      { success: true, data: request.params.unused ? [item(2)] : [item(1), item(2), item(3)], total: 3 },
    ]);
    const { app } = await renderApp({ plugins: [mediaPlugin], api, path: '/media' });
    const store = app.container.get(mediaPlugin.stores![0]) as {
      query: { unused: boolean; page: number };
      answer: { data: Array<{ name: string }> } | null;
      selection: string[];
    };
    await user.click(await screen.findByRole('checkbox', { name: 'Select file-1.png' }));
    expect(store.answer?.data.map((file) => file.name)).toEqual(['file-1.png', 'file-2.png', 'file-3.png']);
    expect(store.selection).toEqual([item(1)._id]);
    await user.click(screen.getByRole('checkbox', { name: 'Unused only' }));
    await waitFor(() => expect(store.answer?.data.map((file) => file.name)).toEqual(['file-2.png']));
    expect(store.query).toMatchObject({ unused: true, page: 1 });
    // A new filter unticks the files.
    expect(store.selection).toEqual([]);
  });

  it('offers no delete to an editor (content:publish deletes) but lets them upload', async () => {
    const api = new FakeApi().on('get', '/media', [200, { success: true, data: [item(1)], total: 1 }]);
    await renderApp({ plugins: [mediaPlugin], api, path: '/media', signedInAs: editor });
    expect(await screen.findByText('file-1.png')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select file-1.png' })).toBeNull();
    expect(screen.getByRole('button', { name: /Upload/ })).toBeInTheDocument();
  });
});

describe('media file screen', () => {
  it('lists the records using the file, saves its alt text with the version, and replaces it everywhere', async () => {
    const user = userEvent.setup();
    const replacement = { ...item(4, { usage: 2 }), usedBy };
    const api = new FakeApi()
      .on('get', `/media/${item(1)._id}`, [200, { success: true, data: { ...item(1), usedBy } }])
      .on('get', `/media/${replacement._id}`, [200, { success: true, data: replacement }])
      .on('put', `/media/${item(1)._id}`, (request) => [
        200,
        { success: true, data: { ...item(1), usedBy, ...(request.body as Partial<MediaItem>) } },
      ])
      .on('post', `/media/${item(1)._id}/replace`, [200, { success: true, data: replacement }]);
    await renderApp({ plugins: [mediaPlugin], api, path: `/media/file?id=${item(1)._id}` });
    expect(await screen.findByRole('heading', { name: 'Used by (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog: Why COD wins' })).toHaveAttribute(
      'href',
      '/explore/blogs/edit-blog?id=a1',
    );
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();

    const alt = screen.getByRole('textbox', { name: 'Alt text' });
    await user.clear(alt);
    await user.type(alt, 'A parcel at the door');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('put', `/media/${item(1)._id}`)).toHaveLength(1));
    expect(api.callsTo('put', `/media/${item(1)._id}`)[0].body).toEqual({
      name: 'file-1.png',
      alt: 'A parcel at the door',
      decorative: false,
      tags: ['blog'],
      focalPoint: null,
      updatedAt: item(1).updatedAt,
    });

    // A click on the picture sets the focal point (jsdom lays nothing out: the picture's box is given).
    const picture = screen.getByTestId('focal-point-image');
    vi.spyOn(picture, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      top: 50,
      width: 200,
      height: 100,
      right: 300,
      bottom: 150,
      x: 100,
      y: 50,
      toJSON: () => ({}),
    });
    fireEvent.click(picture, { clientX: 150, clientY: 125 });
    expect(screen.getByLabelText('Focal point')).toHaveTextContent('Focal point: 25 % across, 75 % down');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('put', `/media/${item(1)._id}`)).toHaveLength(2));
    expect(api.callsTo('put', `/media/${item(1)._id}`)[1].body).toMatchObject({ focalPoint: { x: 0.25, y: 0.75 } });

    await user.upload(screen.getByLabelText('New file'), new File(['x'], 'new.png', { type: 'image/png' }));
    await user.click(await waitFor(() => dialogButton('Replace')));
    await waitFor(() => expect(api.callsTo('post', `/media/${item(1)._id}/replace`)).toHaveLength(1));
    expect(await screen.findByText('Replaced in 2 records')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'file-4.png' })).toBeInTheDocument();
  });
});
