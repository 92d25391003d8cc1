import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, sampleAdmin } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { mockWebAuthn, promptClosed, type WebAuthnMock } from '../support/webauthn-mock';
import { notesPlugin } from './fixtures/notes-plugin';

const OPTIONS = {
  challenge: 'c2VydmVyLWNoYWxsZW5nZQ',
  rpId: 'localhost',
  userVerification: 'required',
  timeout: 300000,
  allowCredentials: [],
};

describe('sign-in with a passkey', () => {
  let webAuthn: WebAuthnMock;
  beforeEach(() => {
    webAuthn = mockWebAuthn();
  });
  afterEach(() => webAuthn.remove());

  it('asks the server for a challenge, the browser for a passkey, and signs in with its answer', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('post', '/admin/signin/passkey/options', [200, { success: true, data: OPTIONS }])
      .on('post', '/admin/signin/passkey', [200, { success: true, message: 'Signed in', data: sampleAdmin }]);
    const { app } = await renderApp({ api, signedInAs: null, path: '/', plugins: [notesPlugin] });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('button', { name: /profile menu/i })).toHaveTextContent('Amina Haddad');
    expect(app.session.isAuthenticated).toBe(true);
    expect(Number(window.localStorage.getItem('rememberedUntil'))).toBeGreaterThan(Date.now());

    // No e-mail: the browser offers any passkey it has for the site, with user verification.
    const asked = (
      webAuthn.get.mock.calls[0] as unknown as [
        { publicKey: { challenge: ArrayBuffer; rpId: string; userVerification: string; allowCredentials?: unknown } },
      ]
    )[0].publicKey;
    expect(new TextDecoder().decode(asked.challenge)).toBe('server-challenge');
    expect(asked).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(asked.allowCredentials).toBeUndefined();
    const sent = api.callsTo('post', '/admin/signin/passkey')[0].body as { response: Record<string, unknown> };
    expect(sent.response).toMatchObject({
      id: webAuthn.credentialId,
      type: 'public-key',
      response: { signature: expect.any(String), userHandle: expect.any(String) },
    });
  });

  it('says so when the prompt is closed or the server refuses, and keeps the password form usable', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('post', '/admin/signin/passkey/options', [200, { success: true, data: OPTIONS }])
      .on('post', '/admin/signin/passkey', [
        401,
        {
          success: false,
          message: 'This passkey is not registered here (it may have been removed). Sign in another way.',
        },
      ]);
    await renderApp({ api, signedInAs: null, path: '/' });
    webAuthn.get.mockRejectedValueOnce(promptClosed());
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey prompt was closed or timed out. Please try again.',
    );
    expect(api.callsTo('post', '/admin/signin/passkey')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This passkey is not registered here'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('is not offered by a browser without WebAuthn', async () => {
    webAuthn.remove();
    await renderApp({ signedInAs: null, path: '/' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });
});
