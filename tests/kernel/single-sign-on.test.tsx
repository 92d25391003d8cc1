import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, sampleAdmin } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { notesPlugin } from './fixtures/notes-plugin';

const SSO = { sso: { enabled: true, displayName: 'Acme SSO', startUrl: '/api/auth/oidc/start' } };

describe('single sign-on on the sign-in screen', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('offers "Sign in with <provider>" as a plain link to the server, above the password form', async () => {
    await renderApp({ signedInAs: null, path: '/', config: SSO });
    const link = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.getByText('or with your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows no SSO button when the server says it is off', async () => {
    await renderApp({ signedInAs: null, path: '/', config: { sso: { enabled: false } } });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('says why the provider’s user was refused, from fixed sentences only', async () => {
    await renderApp({ signedInAs: null, path: '/?sso=groups', config: SSO });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Acme SSO account is not in a group allowed to sign in here (or no longer is).',
    );
  });

  it('says when the role requires a second factor the provider did not confirm', async () => {
    await renderApp({ signedInAs: null, path: '/?sso=second-factor', config: SSO });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role requires a second factor, and Acme SSO did not confirm one for this sign-in. Sign in to Acme SSO with multi-factor authentication, then try again.',
    );
  });

  it('shows nothing for an unknown reason in the address', async () => {
    await renderApp({ signedInAs: null, path: '/?sso=Call%20this%20number', config: SSO });
    expect(await screen.findByRole('link', { name: 'Sign in with Acme SSO' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the password form still works beside it, and shows the server’s refusal for an SSO-only account', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('post', '/admin/signin', [
      403,
      { success: false, message: 'This account signs in with Acme SSO: use “Sign in with Acme SSO”.' },
    ]);
    await renderApp({ api, signedInAs: null, path: '/', config: SSO });
    await user.type(await screen.findByLabelText('Email'), 'ada@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Old-password-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account signs in with Acme SSO');
  });

  it('back from the provider (/?sso=signed-in) asks for the profile without a remembered login, and opens the app', async () => {
    window.history.replaceState(null, '', '/?sso=signed-in');
    const api = new FakeApi().on('get', '/admin/profile', [200, { success: true, data: sampleAdmin }]);
    const { app } = await renderApp({
      api,
      signedInAs: null,
      path: '/?sso=signed-in',
      plugins: [notesPlugin],
      config: SSO,
    });
    await waitFor(() => expect(app.session.user?.email).toBe(sampleAdmin.email));
    expect(window.localStorage.getItem('rememberedUntil')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });
});
