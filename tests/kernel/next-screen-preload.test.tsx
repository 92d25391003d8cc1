import { definePlugin } from '@backoffice/kernel';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeApi, sampleAdmin } from '../support/fake-api';
import { renderApp } from '../support/render-app';

/** A plugin whose first screen counts how often its chunk is asked for. */
function countingPlugin() {
  const loads = vi.fn(async () => ({ default: () => <h1>Overview</h1> }));
  const plugin = definePlugin({
    id: 'overview',
    title: 'Overview',
    nav: [{ group: 'General', label: 'Overview', path: '/overview', order: 1 }],
    routes: [{ path: '/overview', screen: loads }],
  });
  return { plugin, loads };
}

describe('the first screen after sign-in', () => {
  it('is not loaded with the sign-in screen, starts loading on the first key or click in the form (not on the autofocus), and then shows', async () => {
    const user = userEvent.setup();
    const api = new FakeApi();
    api.on('post', '/admin/signin', () => [200, { success: true, message: 'Signed in', data: sampleAdmin }]);
    const { plugin, loads } = countingPlugin();
    await renderApp({ api, signedInAs: null, path: '/', plugins: [plugin] });
    const email = await screen.findByLabelText('Email');
    expect(loads).not.toHaveBeenCalled();

    await user.click(email);
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    await user.type(email, 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'right');
    expect(loads).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });
});
