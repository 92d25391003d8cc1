import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Admin, Passkey } from '@backoffice/contracts';
import profilePlugin from '@backoffice/plugin-profile';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton } from '../../support/dialogs-and-files';
import { mockWebAuthn, promptClosed, type WebAuthnMock } from '../../support/webauthn-mock';

const me: Admin = {
  ...sampleAdmin,
  role: 'editor',
  permissions: ['read', 'content:write'],
  updatedAt: '2026-03-10T10:00:00.000Z',
};
const laptop: Passkey = {
  _id: '7c0d1d4e-1111-4a4a-8888-000000000001',
  name: 'Work laptop',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  lastUsed: '2026-03-09T18:30:00.000Z',
  backedUp: false,
};
const phone: Passkey = {
  _id: '7c0d1d4e-1111-4a4a-8888-000000000002',
  name: 'Phone',
  createdAt: '2026-03-05T09:00:00.000Z',
  updatedAt: '2026-03-05T09:00:00.000Z',
  lastUsed: null,
  backedUp: true,
};
const CREATION_OPTIONS = {
  challenge: 'cmVnaXN0cmF0aW9u',
  rp: { id: 'localhost', name: 'Backoffice' },
  user: { id: 'YWRtaW4tMQ', name: me.email, displayName: 'Amina Haddad' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required' },
  attestation: 'none',
};

/** The passkeys table (the profile form's fields are above it). */
const passkeysCard = () =>
  screen.getByText('Passkeys', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

async function openProfile(fake: FakeApi) {
  const user = userEvent.setup();
  const rendered = await renderApp({
    plugins: [profilePlugin],
    api: fake.fallback('get', '/admin/profile', [200, { success: true, data: me }]),
    path: '/edit-profile',
    signedInAs: me,
  });
  expect(await screen.findByLabelText('First Name')).toHaveValue('Amina');
  return { user, ...rendered };
}

describe('profile: passkeys', () => {
  let webAuthn: WebAuthnMock;
  beforeEach(() => {
    webAuthn = mockWebAuthn();
  });
  afterEach(() => webAuthn.remove());

  it('lists the own passkeys with their name, when added and when last used', async () => {
    await openProfile(new FakeApi().on('get', '/admin/passkeys', [200, { success: true, data: [laptop, phone] }]));
    expect(await within(passkeysCard()).findByText('Work laptop')).toBeInTheDocument();
    const rows = within(passkeysCard()).getAllByRole('row').slice(1);
    // jsdom is a narrow screen: "Added" is a wide-screen column (md and up).
    expect(rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent))).toEqual([
      ['Work laptop', 'Mar 9, 2026', 'RenameRemove'],
      ['Phone', 'Never', 'RenameRemove'],
    ]);
    expect(
      within(passkeysCard())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Last used', 'Actions']);
  });

  it('adds a passkey: a name first, then the browser creates it, and the list shows it', async () => {
    let listed: Passkey[] = [laptop];
    const fake = new FakeApi()
      .on('get', '/admin/passkeys', () => [200, { success: true, data: listed }])
      .on('post', '/admin/passkeys/options', [200, { success: true, data: CREATION_OPTIONS }])
      .on('post', '/admin/passkeys', (request) => {
        listed = [laptop, { ...phone, name: (request.body as { name: string }).name }];
        return [201, { success: true, message: 'Passkey added', data: listed[1] }];
      });
    const { user } = await openProfile(fake);
    await within(passkeysCard()).findByText('Work laptop');
    await user.click(within(passkeysCard()).getByRole('button', { name: 'Add a passkey' }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(dialogButton('Continue'));
    expect(await screen.findByText('Please give the passkey a name')).toBeInTheDocument();
    await user.type(name, 'Travel key');
    await user.click(dialogButton('Continue'));
    expect(await within(passkeysCard()).findByText('Travel key')).toBeInTheDocument();

    const created = (
      webAuthn.create.mock.calls[0] as unknown as [
        { publicKey: { rp: { id: string }; authenticatorSelection: unknown } },
      ]
    )[0].publicKey;
    expect(created.rp.id).toBe('localhost');
    const sent = fake.callsTo('post', '/admin/passkeys')[0].body as { name: string; response: Record<string, unknown> };
    expect(sent.name).toBe('Travel key');
    expect(sent.response).toMatchObject({
      id: webAuthn.credentialId,
      type: 'public-key',
      response: { attestationObject: expect.any(String), clientDataJSON: expect.any(String), transports: ['internal'] },
    });
  });

  it('shows the recovery codes made with a first passkey once, until they are saved', async () => {
    const codes = ['aaaa-bbbb', 'cccc-dddd'];
    const fake = new FakeApi()
      .on('get', '/admin/passkeys', [200, { success: true, data: [] }])
      .on('post', '/admin/passkeys/options', [200, { success: true, data: CREATION_OPTIONS }])
      .on('post', '/admin/passkeys', [
        201,
        { success: true, message: 'Passkey added', data: { ...phone, recoveryCodes: codes } },
      ]);
    const { user } = await openProfile(fake);
    await within(passkeysCard()).findByText('No passkeys yet');
    await user.click(within(passkeysCard()).getByRole('button', { name: 'Add a passkey' }));
    await user.click(dialogButton('Continue'));
    const panel = await screen.findByRole('group', { name: 'Your recovery codes' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByText(/This passkey is your first second factor/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Your recovery codes' })).not.toBeInTheDocument());
  });

  it('keeps the dialog open with a plain message when the browser prompt is closed', async () => {
    const fake = new FakeApi()
      .on('get', '/admin/passkeys', [200, { success: true, data: [] }])
      .on('post', '/admin/passkeys/options', [200, { success: true, data: CREATION_OPTIONS }]);
    const { user } = await openProfile(fake);
    expect(await within(passkeysCard()).findByText('No passkeys yet')).toBeInTheDocument();
    webAuthn.create.mockRejectedValueOnce(promptClosed());
    await user.click(within(passkeysCard()).getByRole('button', { name: 'Add a passkey' }));
    await user.click(dialogButton('Continue'));
    expect(
      await screen.findByText('The passkey prompt was closed or timed out. Please try again.'),
    ).toBeInTheDocument();
    expect(fake.callsTo('post', '/admin/passkeys')).toHaveLength(0);
  });

  it('renames with the version it was based on, and removes after confirming', async () => {
    let listed: Passkey[] = [laptop, phone];
    const fake = new FakeApi()
      .on('get', '/admin/passkeys', () => [200, { success: true, data: listed }])
      .on('put', '/admin/passkeys/:id', (request) => {
        listed = [{ ...laptop, name: (request.body as { name: string }).name }, phone];
        return [200, { success: true, data: listed[0] }];
      })
      .on('delete', '/admin/passkeys/:id', () => {
        listed = [listed[0]];
        return [200, { success: true, message: 'Passkey removed' }];
      });
    const { user } = await openProfile(fake);
    await user.click(await within(passkeysCard()).findByRole('button', { name: 'Rename Work laptop' }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Old laptop');
    await user.click(dialogButton('Save'));
    expect(await within(passkeysCard()).findByText('Old laptop')).toBeInTheDocument();
    expect(fake.callsTo('put', `/admin/passkeys/${laptop._id}`)[0].body).toEqual({
      name: 'Old laptop',
      updatedAt: laptop.updatedAt,
    });

    await user.click(within(passkeysCard()).getByRole('button', { name: 'Remove Phone' }));
    const question = await screen.findByText(/Remove the passkey "Phone"\?/);
    await user.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(passkeysCard()).queryByText('Phone')).not.toBeInTheDocument());
    expect(fake.callsTo('delete', `/admin/passkeys/${phone._id}`)).toHaveLength(1);
  });
});
