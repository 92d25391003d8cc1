import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SecondFactorMethod, SecondStep } from '@backoffice/contracts';
import faqsPlugin from '@backoffice/plugin-faqs';
import { FakeApi, sampleAdmin } from '../support/fake-api';
import { faqFixture } from '../support/fixtures';
import { renderApp } from '../support/render-app';
import { mockWebAuthn, promptClosed, type WebAuthnMock } from '../support/webauthn-mock';
import { notesPlugin } from './fixtures/notes-plugin';

const OPTIONS = {
  challenge: 'c2VydmVyLWNoYWxsZW5nZQ',
  rpId: 'localhost',
  userVerification: 'discouraged',
  timeout: 300000,
  allowCredentials: [{ id: 'Y3JlZGVudGlhbC0x', type: 'public-key' }],
};
const step = (methods: SecondFactorMethod[]): SecondStep => ({
  step: 'verify',
  ticket: 'ticket-1',
  methods,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Password'), 'right');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in screen: a passkey as the second factor', () => {
  let webAuthn: WebAuthnMock;
  beforeEach(() => {
    webAuthn = mockWebAuthn();
  });
  afterEach(() => webAuthn.remove());

  it('offers "Use a passkey" next to the code, shows a closed prompt plainly, and signs in with the passkey', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('post', '/admin/signin', [200, { success: true, data: step(['totp', 'passkey', 'recovery']) }])
      .on('post', '/admin/signin/passkey-factor/options', [200, { success: true, data: OPTIONS }])
      .on('post', '/admin/signin/passkey-factor', [200, { success: true, data: sampleAdmin }]);
    const { app } = await renderApp({ api, signedInAs: null, path: '/', plugins: [notesPlugin] });
    await typePassword(user);
    const form = await screen.findByRole('form', { name: 'Two-factor authentication' });
    expect(within(form).getByLabelText('Authentication code')).toBeInTheDocument();

    webAuthn.get.mockRejectedValueOnce(promptClosed());
    await user.click(within(form).getByRole('button', { name: 'Use a passkey' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The passkey prompt was closed or timed out. Please try again.',
    );
    expect(api.callsTo('post', '/admin/signin/passkey-factor')).toHaveLength(0);
    expect(app.session.isAuthenticated).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('button', { name: /profile menu/i })).toHaveTextContent('Amina Haddad');
    expect(api.callsTo('post', '/admin/signin/passkey-factor/options').map((call) => call.body)).toEqual([
      { ticket: 'ticket-1' },
      { ticket: 'ticket-1' },
    ]);
    const sent = api.callsTo('post', '/admin/signin/passkey-factor')[0].body as {
      ticket: string;
      response: Record<string, unknown>;
    };
    expect(sent.ticket).toBe('ticket-1');
    expect(sent.response).toMatchObject({
      id: webAuthn.credentialId,
      type: 'public-key',
      response: { signature: expect.any(String) },
    });
    // The browser is asked for this admin's own passkeys only.
    const asked = (
      webAuthn.get.mock.calls[1] as unknown as [{ publicKey: { allowCredentials: Array<{ id: ArrayBuffer }> } }]
    )[0].publicKey;
    expect(asked.allowCredentials).toHaveLength(1);
    expect(Number(window.localStorage.getItem('rememberedUntil'))).toBeGreaterThan(Date.now());
  });

  it("with passkeys only, shows just the passkey button, and the server's refusal", async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('post', '/admin/signin', [200, { success: true, data: step(['passkey']) }])
      .on('post', '/admin/signin/passkey-factor/options', [200, { success: true, data: OPTIONS }])
      .on('post', '/admin/signin/passkey-factor', [
        401,
        { success: false, message: 'This passkey belongs to another account' },
      ]);
    await renderApp({ api, signedInAs: null, path: '/', plugins: [notesPlugin] });
    await typePassword(user);
    const form = await screen.findByRole('form', { name: 'Two-factor authentication' });
    expect(within(form).queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Use a passkey' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This passkey belongs to another account');
    expect(within(form).getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  });

  it('offers no passkey button when the account has none', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('post', '/admin/signin', [200, { success: true, data: step(['totp', 'recovery']) }]);
    await renderApp({ api, signedInAs: null, path: '/', plugins: [notesPlugin] });
    await typePassword(user);
    const form = await screen.findByRole('form', { name: 'Two-factor authentication' });
    expect(within(form).queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('asks for the passkey in the sign-in-again dialog (an account with passkeys only), then retries the save', async () => {
    const user = userEvent.setup();
    let saves = 0;
    const faq = faqFixture();
    const api = new FakeApi()
      .on('get', '/faq', [200, { success: true, data: [faq] }])
      .on('put', '/faq/edit/f1', () =>
        ++saves === 1 ? [401, { success: false, message: 'Please sign in' }] : [200, { success: true, data: faq }],
      )
      .on('post', '/admin/signin', [200, { success: true, data: step(['passkey']) }])
      .on('post', '/admin/signin/passkey-factor/options', [200, { success: true, data: OPTIONS }])
      .on('post', '/admin/signin/passkey-factor', [200, { success: true, data: sampleAdmin }]);
    await renderApp({ plugins: [faqsPlugin], api, path: '/faq/edit?id=f1' });
    const answer = await screen.findByLabelText(/Answer/);
    await waitFor(() => expect(answer).toHaveValue('Yes.'));
    await user.type(answer, ' Always.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    await user.type(within(dialog).getByLabelText('Password'), 'right{Enter}');
    expect(await within(dialog).findByText('Confirm it is you with one of your passkeys.')).toBeInTheDocument();
    // (antd's loading icon leaves in an animation jsdom never ends, so its label may linger in the name.)
    await user.click(within(dialog).getByRole('button', { name: /Sign in and continue$/ }));
    await waitFor(() => expect(saves).toBe(2));
    expect(api.callsTo('post', '/admin/signin/passkey-factor')[0].body).toMatchObject({ ticket: 'ticket-1' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument(),
    );
  });
});
