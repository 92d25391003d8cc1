import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';


describe('home description hero', () => {
  it('says when none exists and offers Add to writers only', async () => {
    const api = new FakeApi().on('get', '/hero/get-general-section', [404, { success: false, message: 'Not found' }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home-descr-hero', signedInAs: { ...sampleAdmin, role: 'viewer', permissions: ['read'] } });
    expect(await screen.findByText('No hero section found. Please add one from the admin panel.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('requires heading and description, then updates', async () => {
    const api = new FakeApi()
      .on('get', '/hero/get-general-section', [200, { success: true, generalSection: { heading: 'Deliver', description: '', image: '' } }])
      .on('put', '/hero/update-general-section', [200, { success: true, message: 'Updated' }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/home-descr-hero/edit' });
    expect(await screen.findByText('Edit Description Hero Section', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  });
});

describe('dashboard hero', () => {
  it('shows the cover and uploads a chosen image at once', async () => {
    const api = new FakeApi()
      .on('get', '/dashboard-hero', [200, { hero: '/uploads/hero/old.png', podcasts: [] }])
      .on('post', '/dashboard-hero/edit', [200, { cover: '/uploads/hero/new.png' }]);
    await renderApp({ plugins: [sectionsPlugin], api, path: '/hero' });
    expect(await screen.findByAltText('Dashboard cover', {}, { timeout: 8000 })).toHaveAttribute('src', '/uploads/hero/old.png');
    await userEvent.upload(screen.getByLabelText('Cover image'), new File(['x'], 'new.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(screen.getByAltText('Dashboard cover')).toHaveAttribute('src', '/uploads/hero/new.png'));
  });
});
