import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SecondStep } from '@backoffice/contracts';
import faqsPlugin from '@backoffice/plugin-faqs';
import { FakeApi, sampleAdmin } from '../support/fake-api';
import { faqFixture, refusal } from '../support/fixtures';
import { renderApp } from '../support/render-app';
import { notesPlugin } from './fixtures/notes-plugin';

const verifyStep: SecondStep = {
  step: 'verify',
  ticket: 'ticket-1',
  methods: ['totp', 'recovery'],
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const refused = (message: string) => refusal(401, message);

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Password'), 'right');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in screen: second step', () => {
  it("asks for the authenticator code after the password, shows a wrong code's message, and signs in with the right one", async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('post', '/admin/signin', [200, { success: true, message: 'Enter the code', data: verifyStep }])
      .on('post', '/admin/signin/totp', (request) =>
        (request.body as { code: string }).code === '123456'
          ? [200, { success: true, data: sampleAdmin }]
          : refused('Invalid code'),
      );
    const { app } = await renderApp({ api, signedInAs: null, path: '/', plugins: [notesPlugin] });
    await typePassword(user);

    const form = await screen.findByRole('form', { name: 'Two-factor authentication' });
    expect(app.session.isAuthenticated).toBe(false);
    const code = within(form).getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '000000');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid code');

    await user.clear(code);
    await user.type(code, ' 123456 ');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: /profile menu/i })).toHaveTextContent('Amina Haddad');
    expect(api.callsTo('post', '/admin/signin/totp').map((call) => call.body)).toEqual([
      { ticket: 'ticket-1', code: '000000' },
      { ticket: 'ticket-1', code: '123456' },
    ]);
    expect(Number(window.localStorage.getItem('rememberedUntil'))).toBeGreaterThan(Date.now());
  });

  it('switches to a recovery code, and starts over at the password', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('post', '/admin/signin', [200, { success: true, data: verifyStep }])
      .on('post', '/admin/signin/recovery', [200, { success: true, data: sampleAdmin }]);
    await renderApp({ api, signedInAs: null, path: '/', plugins: [notesPlugin] });
    await typePassword(user);
    const form = await screen.findByRole('form', { name: 'Two-factor authentication' });
    await user.click(within(form).getByRole('button', { name: 'Start over' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');

    await user.type(screen.getByLabelText('Password'), 'right{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jkmn-pqrs{Enter}');
    expect(await screen.findByRole('button', { name: /profile menu/i })).toBeInTheDocument();
    expect(api.callsTo('post', '/admin/signin/recovery')[0].body).toEqual({
      ticket: 'ticket-1',
      code: 'abcd-efgh-jkmn-pqrs',
    });
  });

  it('makes an admin whose role requires it set up an authenticator, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}aaa-bbbb-cccc`);
    const api = new FakeApi()
      .on('post', '/admin/signin', [200, { success: true, data: { ...verifyStep, step: 'enrol', methods: ['totp'] } }])
      .on('post', '/admin/signin/enrol/totp', [
        200,
        {
          success: true,
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/x',
            qrDataUrl: 'data:image/png;base64,AAAA',
          },
        },
      ])
      .on('post', '/admin/signin/enrol/totp/confirm', [
        200,
        { success: true, data: { admin: sampleAdmin, recoveryCodes: codes } },
      ]);
    const { app } = await renderApp({ api, signedInAs: null, path: '/', plugins: [notesPlugin] });
    await typePassword(user);

    const form = await screen.findByRole('form', { name: 'Set up two-factor authentication' });
    expect(await within(form).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(within(form).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Authentication code'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Turn on and sign in' }));

    const shown = await screen.findByRole('group', { name: 'Recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    // Signed in only once the codes have been seen.
    expect(app.session.isAuthenticated).toBe(false);
    await user.click(within(shown).getByRole('button', { name: 'I have saved them, continue' }));
    expect(await screen.findByRole('button', { name: /profile menu/i })).toBeInTheDocument();
    expect(api.callsTo('post', '/admin/signin/enrol/totp/confirm')[0].body).toEqual({
      ticket: 'ticket-1',
      code: '654321',
    });
  });

  it('asks for the code in the sign-in-again dialog too, then retries the save', async () => {
    const user = userEvent.setup();
    let saves = 0;
    const faq = faqFixture();
    const api = new FakeApi()
      .on('get', '/faq', [200, { success: true, data: [faq] }])
      .on('put', '/faq/edit/f1', () =>
        ++saves === 1 ? refused('Please sign in') : [200, { success: true, data: faq }],
      )
      .on('post', '/admin/signin', [200, { success: true, data: verifyStep }])
      .on('post', '/admin/signin/totp', [200, { success: true, data: sampleAdmin }]);
    await renderApp({ plugins: [faqsPlugin], api, path: '/faq/edit?id=f1' });
    const answer = await screen.findByLabelText(/Answer/);
    await waitFor(() => expect(answer).toHaveValue('Yes.'));
    await user.type(answer, ' Always.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    await user.type(within(dialog).getByLabelText('Password'), 'right{Enter}');
    await user.type(await within(dialog).findByLabelText('Authentication code'), '123456{Enter}');
    await waitFor(() => expect(saves).toBe(2));
    expect(api.callsTo('post', '/admin/signin/totp')[0].body).toEqual({ ticket: 'ticket-1', code: '123456' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument(),
    );
  });
});
