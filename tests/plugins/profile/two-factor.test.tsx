import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import profilePlugin from '@backoffice/plugin-profile';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin, TwoFactorStatus } from '@backoffice/contracts';

const me: Admin = {
  ...sampleAdmin,
  role: 'editor',
  permissions: ['read', 'content:write'],
  updatedAt: '2026-03-10T10:00:00.000Z',
};
const off: TwoFactorStatus = { totp: false, recoveryCodesLeft: 0, methods: [], required: false };
const on: TwoFactorStatus = { totp: true, recoveryCodesLeft: 10, methods: ['totp', 'recovery'], required: false };
const codes = Array.from({ length: 10 }, (_, index) => `aaaa-bbbb-cccc-ddd${index}`);

async function openProfile(api: FakeApi) {
  api.on('get', '/admin/profile', [200, { success: true, data: me }]);
  const rendered = await renderApp({ plugins: [profilePlugin], api, path: '/edit-profile', signedInAs: me });
  const section = (await screen.findByText('Two-factor authentication')).closest('.ant-card') as HTMLElement;
  return { user: userEvent.setup(), section, ...rendered };
}

describe('profile: two-factor authentication', () => {
  it('sets up an authenticator with its QR code and first code, then shows the recovery codes once', async () => {
    let status = off;
    const api = new FakeApi()
      .on('get', '/admin/two-factor', () => [200, { success: true, data: status }])
      .on('post', '/admin/two-factor/totp/setup', [
        200,
        {
          success: true,
          data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,QR' },
        },
      ])
      .on('post', '/admin/two-factor/totp/confirm', (request) => {
        if ((request.body as { code: string }).code !== '123456')
          return [400, { success: false, message: 'That code is not correct.' }];
        status = on;
        return [200, { success: true, data: { recoveryCodes: codes } }];
      });
    const { user, section } = await openProfile(api);
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Set up authenticator app' }));

    const form = await within(section).findByRole('form', { name: 'Set up an authenticator app' });
    expect(within(form).getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,QR',
    );
    expect(within(form).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Code from the app'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That code is not correct.');
    await user.clear(within(form).getByLabelText('Code from the app'));
    await user.type(within(form).getByLabelText('Code from the app'), '123456{Enter}');

    const shown = await within(section).findByRole('group', { name: 'Your recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    await user.click(within(shown).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).getByText(/Recovery codes left/)).toHaveTextContent('Recovery codes left: 10 of 10.');
    expect(within(section).queryByText(codes[0])).not.toBeInTheDocument();
  });

  it('turns off with the password, showing a refusal in the dialog first', async () => {
    let status = on;
    const api = new FakeApi()
      .on('get', '/admin/two-factor', () => [200, { success: true, data: status }])
      .on('post', '/admin/two-factor/totp/disable', (request) => {
        if ((request.body as { password?: string }).password !== 'right')
          return [400, { success: false, message: 'That password or code is not correct' }];
        status = off;
        return [200, { success: true, message: 'Two-factor authentication is off' }];
      });
    const { user, section } = await openProfile(api);
    await user.click(await within(section).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That password or code is not correct');
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'right');
    // (antd keeps the loading icon, in the name, while it fades out.)
    await user.click(within(dialog).getByRole('button', { name: /Turn off$/ }));
    expect(await within(section).findByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
    expect(api.callsTo('post', '/admin/two-factor/totp/disable').map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { password: 'right' },
    ]);
  });

  it('makes new recovery codes with a code, and cannot turn off what the role requires', async () => {
    const api = new FakeApi()
      .on('get', '/admin/two-factor', [200, { success: true, data: { ...on, recoveryCodesLeft: 2, required: true } }])
      .on('post', '/admin/two-factor/recovery-codes', [200, { success: true, data: { recoveryCodes: codes } }]);
    const { user, section } = await openProfile(api);
    expect(await within(section).findByText('Required for your role')).toBeInTheDocument();
    expect(within(section).getByText(/Make new ones before they run out/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes' });
    await user.type(within(dialog).getByLabelText('Or a code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(section).findByRole('group', { name: 'Your recovery codes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('post', '/admin/two-factor/recovery-codes')[0].body).toEqual({ code: '123456' }),
    );
  });

  it('counts a passkey as a second factor: no warning, and the authenticator app may go while the role requires one', async () => {
    const api = new FakeApi().on('get', '/admin/two-factor', [
      200,
      { success: true, data: { ...on, methods: ['totp', 'passkey', 'recovery'], required: true } },
    ]);
    const { section } = await openProfile(api);
    expect(await within(section).findByText(/Your passkeys are a second factor too/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeEnabled();

    const onlyPasskeys = new FakeApi().on('get', '/admin/two-factor', [
      200,
      { success: true, data: { ...off, methods: ['passkey'], required: true } },
    ]);
    cleanup();
    const second = await openProfile(onlyPasskeys);
    expect(await within(second.section).findByText(/Your passkeys are a second factor too/)).toBeInTheDocument();
    expect(within(second.section).queryByText(/Your role requires two-factor authentication/)).not.toBeInTheDocument();
  });
});
