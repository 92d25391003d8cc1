import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import usersPlugin from '@backoffice/plugin-users';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin } from '@backoffice/contracts';
import { adminFixture } from '../../support/fixtures';
import { dialogButton } from '../../support/dialogs-and-files';

const kofi = adminFixture({
  _id: 'u5',
  FName: 'Kofi',
  LName: 'Mensah',
  email: 'kofi@example.com',
  role: 'editor',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-10T10:00:00.000Z',
});
const session = (id: string, device: string, ip: string) => ({
  id: id.repeat(64),
  device,
  userAgent: null,
  ip,
  createdAt: '2026-11-10T08:00:00.000Z',
  lastSeen: '2026-11-12T09:41:00.000Z',
  expiresAt: '2026-11-17T08:00:00.000Z',
  current: false,
});

describe('a user’s sessions (super admins)', () => {
  it('opens from the users list, lists the sessions and ends them all after confirming', async () => {
    const user = userEvent.setup();
    let live = [
      session('a', 'Chrome 156 on Linux', '203.0.113.7'),
      session('b', 'Safari 17 on iOS (mobile)', '198.51.100.20'),
    ];
    const fake = new FakeApi()
      .on('get', '/admin/get', [200, { success: true, data: { data: [sampleAdmin, kofi] } }])
      .on('get', '/admin/:id/sessions', () => [200, { success: true, data: live }])
      .on('delete', '/admin/:id/sessions', () => {
        const ended = live.length;
        live = [];
        return [200, { success: true, message: `${ended} sessions ended`, data: { ended } }];
      });
    await renderApp({ plugins: [usersPlugin], api: fake, path: '/user-managment' });
    await user.click(await screen.findByRole('button', { name: 'Sessions of Kofi Mensah' }));

    expect(await screen.findByRole('heading', { name: 'Sessions of Kofi Mensah' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2));
    expect(table).toHaveTextContent('Safari 17 on iOS (mobile)');
    expect(table).toHaveTextContent('198.51.100.20');
    expect(fake.callsTo('get', '/admin/u5/sessions')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /End all sessions/ }));
    expect(await screen.findByText(/Kofi Mensah will be signed out everywhere at once/)).toBeInTheDocument();
    await user.click(dialogButton('End all sessions'));
    await waitFor(() => expect(fake.callsTo('delete', '/admin/u5/sessions')).toHaveLength(1));
    expect(await screen.findByText('No active sessions: this user is signed in nowhere.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /End all sessions/ })).toBeDisabled();
  });

  it('is not offered to other roles', async () => {
    const editor: Admin = { ...sampleAdmin, _id: 'u3', role: 'editor', permissions: ['read', 'content:write'] };
    const fake = new FakeApi().on('get', '/admin/get', [200, { success: true, data: { data: [sampleAdmin, kofi] } }]);
    await renderApp({ plugins: [usersPlugin], api: fake, path: '/user-managment', signedInAs: editor });
    await screen.findByText('Kofi Mensah');
    expect(screen.queryByRole('button', { name: 'Sessions of Kofi Mensah' })).toBeNull();
  });
});
