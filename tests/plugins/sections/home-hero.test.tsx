import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import type { Admin } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dashboardCoverSaved, generalHero } from './fixtures';

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };
import { dialogButton, expectFormRefused, formEntries, pngFile } from '../../support/dialogs-and-files';

describe('home description hero', () => {
  it('says when none exists and offers Add to writers only', async () => {
    const api = new FakeApi().on('get', '/hero/get-general-section', [404, { success: false, message: 'Not found' }]);
    await renderApp({
      plugins: [sectionsPlugin],
      api,
      path: '/home-descr-hero',
      signedInAs: viewer,
    });
    expect(await screen.findByText('No description hero yet.')).toBeInTheDocument();
    expect(screen.queryByText(/admin panel/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('on a fresh install offers the Add itself, which opens the add form', async () => {
    const api = new FakeApi().on('get', '/hero/get-general-section', [404, { success: false, message: 'Not found' }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home-descr-hero' });
    expect(
      await screen.findByText('No description hero yet. Add one to show it on the home page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/admin panel/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add the description hero' }));
    expect(await screen.findByLabelText('Heading')).toBeInTheDocument();
  });

  it('requires heading and description, then updates', async () => {
    const api = new FakeApi()
      .on('get', '/hero/get-general-section', [
        200,
        { success: true, generalSection: generalHero({ heading: 'Deliver' }) },
      ])
      .on('put', '/hero/update-general-section', [
        200,
        {
          success: true,
          message: 'Updated',
          generalSection: generalHero({ heading: 'Deliver', description: 'Everywhere' }),
        },
      ]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home-descr-hero/edit' });
    expect(await screen.findByRole('heading', { name: 'Edit Description Hero Section' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The empty description says so on its field, and the line at the top counts it (no dialog).
    await expectFormRefused('1 field needs attention.');
    expect(screen.getByText('Please enter the description')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Description/)).toHaveFocus());
    await userEvent.type(screen.getByLabelText(/Description/), 'Everywhere');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(api.callsTo('put', '/hero/update-general-section')).toHaveLength(1));
  });

  it('an update sends the version it loaded, so a change made meanwhile is a 409 with the reload offer', async () => {
    const api = new FakeApi()
      .on('get', '/hero/get-general-section', [
        200,
        {
          success: true,
          generalSection: generalHero({
            heading: 'Deliver',
            description: 'Everywhere',
            updatedAt: '2026-11-20T08:00:00.000Z',
          }),
        },
      ])
      .on('put', '/hero/update-general-section', [
        409,
        { success: false, message: 'This record was changed by someone else. Reload to see the latest version.' },
      ]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home-descr-hero/edit' });
    expect(await screen.findByRole('heading', { name: 'Edit Description Hero Section' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Heading/)).toHaveValue('Deliver'));
    await userEvent.type(screen.getByLabelText(/Heading/), ' fast');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await waitFor(() => dialogButton('Confirm')));
    expect(await screen.findByText(/Reload it\?/)).toBeInTheDocument();
    expect((api.callsTo('put', '/hero/update-general-section')[0].body as FormData).get('updatedAt')).toBe(
      '2026-11-20T08:00:00.000Z',
    );
  });

  it("the Hero Image picker shows the stored image's dimensions, then the chosen file's name and dimensions", async () => {
    const api = new FakeApi().on('get', '/hero/get-general-section', [
      200,
      {
        success: true,
        generalSection: generalHero({ heading: 'Deliver', description: 'Everywhere', image: '/uploads/hero/old.png' }),
      },
    ]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home-descr-hero/edit' });
    const preview = await screen.findByAltText('Hero Image (1039 X 363) preview');
    expect(screen.queryByLabelText('Hero Image (1039 X 363) dimensions')).not.toBeInTheDocument();
    // jsdom decodes no pictures: the browser's measured size is given to the loaded preview.
    Object.defineProperty(preview, 'naturalWidth', { value: 1200 });
    Object.defineProperty(preview, 'naturalHeight', { value: 400 });
    fireEvent.load(preview);
    expect(await screen.findByLabelText('Hero Image (1039 X 363) dimensions')).toHaveTextContent('1200 × 400 px');
    URL.createObjectURL = vi.fn(() => 'blob:hero');
    URL.revokeObjectURL = vi.fn();
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      pngFile(1039, 363, 'banner.png'),
    );
    expect(await screen.findByLabelText('Hero Image (1039 X 363) dimensions')).toHaveTextContent('1039 × 363 px');
    expect(screen.getByLabelText('Hero Image (1039 X 363) file')).toHaveTextContent('banner.png');
  });
});

describe('dashboard hero', () => {
  it('shows the chosen image and its size against 1306 × 813, and uploads only once replacing is confirmed', async () => {
    const api = new FakeApi()
      .on('get', '/dashboard-hero', [
        200,
        { success: true, hero: '/uploads/hero/old.png', updatedAt: '2026-11-02T09:00:00.000Z' },
      ])
      .on('post', '/dashboard-hero/edit', [
        200,
        dashboardCoverSaved({ cover: '/uploads/hero/new.png', updatedAt: '2026-11-03T09:00:00.000Z' }),
      ]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/hero' });
    expect(await screen.findByAltText('Dashboard cover')).toHaveAttribute('src', '/uploads/hero/old.png');
    // The spec's caption over the cover and on its picker.
    expect(screen.getByRole('heading', { name: 'Selected Cover (1306 X 813)' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Selected Cover (1306 X 813)'), pngFile(1200, 800, 'new.png'));
    expect(await screen.findByLabelText('Chosen cover size')).toHaveTextContent(
      'new.png: 1200 × 800 px (recommended 1306 × 813 px)',
    );
    expect(screen.getByAltText('Chosen cover')).toBeInTheDocument();
    expect(await screen.findByText('Replace the live dashboard cover with new.png?')).toBeInTheDocument();
    expect(dialogButton('Replace cover')).toHaveFocus();
    await userEvent.click(dialogButton('Cancel'));
    expect(screen.queryByAltText('Chosen cover')).not.toBeInTheDocument();
    expect(api.callsTo('post', '/dashboard-hero/edit')).toHaveLength(0);

    await userEvent.upload(screen.getByLabelText('Selected Cover (1306 X 813)'), pngFile(1306, 813, 'new.png'));
    await userEvent.click(await vi.waitFor(() => dialogButton('Replace cover')));
    await vi.waitFor(() =>
      expect(screen.getByAltText('Dashboard cover')).toHaveAttribute('src', '/uploads/hero/new.png'),
    );
    expect(api.callsTo('post', '/dashboard-hero/edit')).toHaveLength(1);
    // The version of the cover on screen goes with the new one (a cover replaced meanwhile is a 409).
    expect(formEntries(api.callsTo('post', '/dashboard-hero/edit')[0].body).updatedAt).toBe('2026-11-02T09:00:00.000Z');
    expect(await screen.findByText('Cover replaced')).toBeInTheDocument();
  });

  it('shows the cover someone else saved meanwhile, and why, when the replacement is refused as stale (409)', async () => {
    const api = new FakeApi()
      .on('get', '/dashboard-hero', [
        200,
        { success: true, hero: '/uploads/hero/old.png', updatedAt: '2026-11-02T09:00:00.000Z' },
      ])
      .on('post', '/dashboard-hero/edit', [
        409,
        { success: false, message: 'This record was changed by someone else. Reload it to see their changes.' },
      ]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/hero' });
    await screen.findByAltText('Dashboard cover');
    api.on('get', '/dashboard-hero', [
      200,
      { success: true, hero: '/uploads/hero/theirs.png', updatedAt: '2026-11-03T09:00:00.000Z' },
    ]);
    await userEvent.upload(screen.getByLabelText('Selected Cover (1306 X 813)'), pngFile(1306, 813, 'mine.png'));
    await userEvent.click(await vi.waitFor(() => dialogButton('Replace cover')));
    expect(
      await screen.findByText('This record was changed by someone else. Reload it to see their changes.'),
    ).toBeInTheDocument();
    expect(screen.getByAltText('Dashboard cover')).toHaveAttribute('src', '/uploads/hero/theirs.png');
  });

  it('refuses a file that is not an image by its bytes, before asking', async () => {
    const api = new FakeApi().on('get', '/dashboard-hero', [200, { success: true, hero: '/uploads/hero/old.png' }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/hero' });
    await screen.findByAltText('Dashboard cover');
    await userEvent.upload(
      screen.getByLabelText('Selected Cover (1306 X 813)'),
      new File(['plain text'], 'notes.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('notes.png is not really a PNG image: please choose an image file'),
    ).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });
});
