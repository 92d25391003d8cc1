import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { adminFixture } from '../support/fixtures';
import { brokenPlugin, needsBrokenPlugin, notesPlugin, widgetsPlugin } from './fixtures/notes-plugin';

describe('boot and the plugin registry', () => {
  it('starts plugins in requires order, registers their routes, nav entries, stores and contributions', async () => {
    const { api, app } = await renderApp({ plugins: [widgetsPlugin, notesPlugin], path: '/notes' });
    api.on('get', '/notes', [200, { success: true, data: ['First note', 'Second note'] }]);
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(await screen.findByText('Second note')).toBeInTheDocument();
    expect(screen.getByText('Widget: Weather')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Notes')).toBeInTheDocument();
    expect(within(nav).getByText('General')).toBeInTheDocument();
    expect(app.registry.report.map((entry) => [entry.id, entry.status])).toEqual([
      ['notes', 'started'],
      ['widgets', 'started'],
    ]);
  });

  it('drops a disabled plugin with its routes and nav entries, and its dependents', async () => {
    const { reportLines } = await renderApp({
      plugins: [notesPlugin, widgetsPlugin],
      config: { plugins: { notes: false } },
      path: '/widgets',
    });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByText('Notes')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Widgets')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Products')).not.toBeInTheDocument();
    expect(reportLines.join('\n')).toMatch(/disabled\s+notes.*switched off in config/);
    expect(reportLines.join('\n')).toMatch(/skipped\s+widgets.*requires "notes", which is switched off/);
  });

  it('skips a plugin that throws while registering, and its dependents, while the others run', async () => {
    const { app } = await renderApp({ plugins: [brokenPlugin, needsBrokenPlugin, notesPlugin], path: '/broken' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    const statuses = Object.fromEntries(app.registry.report.map((entry) => [entry.id, entry]));
    expect(statuses.broken.status).toBe('failed');
    expect(statuses.broken.reason).toContain('cannot bind');
    expect(statuses['needs-broken'].status).toBe('skipped');
    expect(statuses.notes.status).toBe('started');
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByText('Broken'),
    ).not.toBeInTheDocument();
  });

  it('shows an error panel inside the shell when a screen throws', async () => {
    await renderApp({ plugins: [notesPlugin], path: '/notes/broken' });
    expect(await screen.findByText('This screen could not be shown')).toBeInTheDocument();
    expect(screen.getByText(/"notes" plugin ran into a problem/)).toBeInTheDocument();
    // The shell is still there.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows a not-allowed panel on a screen the role lacks the permission for', async () => {
    await renderApp({
      plugins: [notesPlugin],
      path: '/notes/admin-only',
      signedInAs: adminFixture({
        _id: 'v',
        FName: 'Vic',
        LName: 'Viewer',
        email: 'v@example.com',
        role: 'viewer',
        permissions: ['read'],
      }),
    });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });
});
