import { definePlugin, type Plugin } from '@backoffice/kernel';
import { type BackofficeConfig } from '@backoffice/kernel/app';
import { start } from '@backoffice/kernel/start';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, fakeHttp, sampleAdmin } from '../support/fake-api';

/**
 * The app's page load (`start`, packages/app/src/main.tsx): the sign-in screen runs before the container, the
 * router and the plugins exist; they load once the admin is about to sign in, and the app then opens the page asked
 * for. A page load with a session opens the app at once.
 */
function overviewPlugin() {
  return definePlugin({
    id: 'overview',
    title: 'Overview',
    nav: [{ group: 'General', label: 'Overview', path: '/overview', order: 1 }],
    routes: [
      { path: '/overview', screen: async () => ({ default: () => <h1>Overview</h1> }) },
      { path: '/reports/:id', screen: async () => ({ default: () => <h1>A report</h1> }) },
    ],
  });
}

/** index.html's static sign-in screen, as the server serves it to a visitor without a session cookie. */
function staticSignIn() {
  const form = document.createElement('div');
  form.id = 'bo-static-signin';
  form.innerHTML = '<input id="bo-static-email" /><input id="bo-static-password" type="password" />';
  document.body.append(form);
}

let stop: (() => void) | null = null;

async function startApp(api: FakeApi, config: BackofficeConfig = {}) {
  const plugins = vi.fn(async (): Promise<readonly Plugin[]> => [overviewPlugin()]);
  const root = document.createElement('div');
  document.body.append(root);
  stop = await act(() =>
    start(root, {
      plugins,
      config,
      http: fakeHttp(api),
      log: () => {},
    }),
  );
  return { plugins, root };
}

const signInAnswer = [200, { success: true, message: 'Signed in', data: sampleAdmin }] as const;

afterEach(() => {
  act(() => stop?.());
  stop = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the page load', () => {
  it('shows the sign-in screen without loading the plugins, loads them on the first key in the form, and signed in opens the first screen', async () => {
    const user = userEvent.setup();
    const api = new FakeApi();
    api.on('post', '/admin/signin', () => [...signInAnswer]);
    staticSignIn();
    const { plugins } = await startApp(api);

    const email = await screen.findByLabelText('Email');
    expect(document.getElementById('bo-static-signin')).toBeNull();
    expect(plugins).not.toHaveBeenCalled();
    await user.type(email, 'amina@example.com');
    await waitFor(() => expect(plugins).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/overview');
    // The shell's sidebar: the app, not the sign-in screen, is mounted now.
    expect(screen.getByRole('link', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(plugins).toHaveBeenCalledTimes(1);
  });

  it('signed out at a deep link, shows the sign-in screen at / and, signed in, opens the page asked for', async () => {
    const user = userEvent.setup();
    const api = new FakeApi();
    api.on('post', '/admin/signin', () => [...signInAnswer]);
    window.history.replaceState(null, '', '/reports/7?tab=totals');
    staticSignIn();
    await startApp(api);

    await screen.findByLabelText('Email');
    expect(window.location.pathname).toBe('/');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'A report' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/reports/7?tab=totals');
  });

  it('shows the server refusal and stays on the sign-in screen', async () => {
    const user = userEvent.setup();
    const api = new FakeApi();
    api.on('post', '/admin/signin', () => [401, { success: false, message: 'Wrong email or password' }]);
    staticSignIn();
    await startApp(api);

    await user.type(await screen.findByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it('back from a refused single sign-on (/?sso=groups), says why on the sign-in screen', async () => {
    window.history.replaceState(null, '', '/?sso=groups');
    staticSignIn();
    await startApp(new FakeApi(), {
      sso: { enabled: true, displayName: 'Acme SSO', startUrl: '/api/auth/oidc/start' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Acme SSO account is not in a group allowed to sign in here (or no longer is).',
    );
    expect(screen.getByRole('link', { name: 'Sign in with Acme SSO' })).toHaveAttribute('href', '/api/auth/oidc/start');
  });

  it('with a session, opens the app at the address asked for, with no sign-in screen', async () => {
    const api = new FakeApi();
    window.localStorage.setItem('rememberedUntil', String(Date.now() + 60_000));
    api.fallback('get', '/admin/profile', [200, { success: true, data: sampleAdmin }]);
    window.history.replaceState(null, '', '/reports/3');
    const { plugins } = await startApp(api);

    expect(await screen.findByRole('heading', { name: 'A report' })).toBeInTheDocument();
    expect(plugins).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
