import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import profilePlugin from '@backoffice/plugin-profile';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';

const here = {
  id: 'a'.repeat(64),
  device: 'Chrome 156 on Linux',
  userAgent: 'Mozilla/5.0 Chrome/156',
  ip: '203.0.113.7',
  createdAt: '2026-11-10T08:00:00.000Z',
  lastSeen: '2026-11-12T09:41:00.000Z',
  expiresAt: '2026-11-17T08:00:00.000Z',
  current: true,
};
const phone = { ...here, id: 'b'.repeat(64), device: 'Safari 17 on iOS (mobile)', ip: '198.51.100.20', current: false };
const laptop = { ...here, id: 'c'.repeat(64), device: 'Firefox 140 on Windows', ip: '192.0.2.1', current: false };

async function openSessions(fake: FakeApi) {
  const user = userEvent.setup();
  const rendered = await renderApp({ plugins: [profilePlugin], api: fake, path: '/sessions' });
  await screen.findByRole('heading', { name: 'Sessions' });
  return { user, ...rendered };
}

describe('own sessions', () => {
  it('lists each session with its device, address and times, this device marked', async () => {
    const fake = new FakeApi().on('get', '/sessions', [200, { success: true, data: [phone, here] }]);
    await openSessions(fake);
    const table = await screen.findByRole('table');
    for (const column of ['Device', 'Last seen', 'Address', 'Signed in'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    // This device first.
    expect(rows[0]).toHaveTextContent('Chrome 156 on Linux');
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('Safari 17 on iOS (mobile)');
    expect(rows[1]).toHaveTextContent('198.51.100.20');
    expect(rows[1]).toHaveTextContent('Nov 10, 2026');
  });

  it('ends another session after confirming, then reloads', async () => {
    let live = [here, phone, laptop];
    const fake = new FakeApi()
      .on('get', '/sessions', () => [200, { success: true, data: live }])
      .on('delete', '/sessions/:id', (request) => {
        live = live.filter((session) => !request.url.endsWith(session.id));
        return [200, { success: true, message: 'Session ended' }];
      });
    const { user } = await openSessions(fake);
    await user.click(await screen.findByRole('button', { name: 'End the session on Safari 17 on iOS (mobile)' }));
    expect(
      await screen.findByText('Safari 17 on iOS (mobile) (198.51.100.20) will be signed out at once.'),
    ).toBeInTheDocument();
    await user.click(dialogButton('End session'));
    await waitFor(() => expect(fake.callsTo('delete', `/sessions/${phone.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS (mobile)')).toBeNull());
    expect(screen.getByText('Firefox 140 on Windows')).toBeInTheDocument();
  });

  it('signs out everywhere else, keeping this device', async () => {
    const fake = new FakeApi()
      .on('get', '/sessions', [200, { success: true, data: [here, phone, laptop] }])
      .on('delete', '/sessions', [200, { success: true, message: '2 other sessions ended', data: { ended: 2 } }]);
    const { user } = await openSessions(fake);
    await screen.findByText('Firefox 140 on Windows');
    await user.click(screen.getByRole('button', { name: /Sign out other sessions/ }));
    expect(
      await screen.findByText('Your 2 other sessions will be signed out at once. This device stays signed in.'),
    ).toBeInTheDocument();
    await user.click(dialogButton('Sign out others'));
    await waitFor(() => expect(fake.callsTo('delete', '/sessions')).toHaveLength(1));
  });

  it('ending this device’s session signs out', async () => {
    const fake = new FakeApi()
      .on('get', '/sessions', [200, { success: true, data: [here] }])
      .on('delete', '/sessions/:id', [200, { success: true, message: 'Session ended' }])
      .on('post', '/admin/signout', [200, { success: true, message: 'Signed out' }]);
    const { user, app } = await openSessions(fake);
    expect(screen.getByRole('button', { name: /Sign out other sessions/ })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Sign out this device' }));
    await user.click(dialogButton('End session'));
    await waitFor(() => expect(app.session.user).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
