import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import profilePlugin from '@backoffice/plugin-profile';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { expectFormRefused } from '../../support/dialogs-and-files';
import type { Passkey } from '../../../packages/plugins/profile/src/passkeys-api';
import { englishOnScreen } from '../../support/screen-languages';

const profile = { ...sampleAdmin, updatedAt: '2026-11-20T10:00:00.000Z' };
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
const laptop: Passkey = {
  _id: '7c0d1d4e-1111-4a4a-8888-000000000001',
  name: 'Ordinateur',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  lastUsed: null,
  backedUp: false,
};
const phone = { ...here, id: 'b'.repeat(64), device: 'Safari 17 on iOS (mobile)', ip: '198.51.100.20', current: false };

describe('the profile screens in French and Arabic', () => {
  it('Edit Profile in French: title, labels and the field messages of a refused save', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [profilePlugin], path: '/edit-profile', signedInAs: profile, language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Modifier le profil' })).toBeInTheDocument();
    const firstName = await screen.findByRole('textbox', { name: 'Prénom' });
    expect(firstName).toHaveValue('Amina');
    expect(
      screen.getByText('Seul un super administrateur peut changer les rôles, et jamais le sien.'),
    ).toBeInTheDocument();
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectFormRefused(/attention/);
    expect(await screen.findByText('Veuillez saisir votre prénom')).toBeInTheDocument();
  });

  it('Sessions in Arabic: the title, this device, and the button that signs out the others', async () => {
    const api = new FakeApi().on('get', '/sessions', [200, { success: true, data: [phone, here] }]);
    await renderApp({ plugins: [profilePlugin], api, path: '/sessions', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الجلسات' })).toBeInTheDocument();
    // Once the sessions are listed: this device's own button, and the one for the others enabled.
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('button', { name: 'تسجيل الخروج من هذا الجهاز' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /تسجيل الخروج من الجلسات الأخرى/ })).toBeEnabled());
    expect(document.documentElement.dir).toBe('rtl');
  });

  it.each([
    [
      'fr',
      'Clés d’accès',
      'Ajouter une clé d’accès',
      'Ordinateur',
      'Jamais',
      'Authentification à deux facteurs',
      'Application d’authentification :',
      'Codes de récupération restants : 2 sur 10.',
      'Créez-en de nouveaux avant qu’ils ne s’épuisent.',
      'Désactiver',
    ],
    [
      'ar',
      'مفاتيح المرور',
      'إضافة مفتاح مرور',
      'Ordinateur',
      'أبدًا',
      'المصادقة الثنائية',
      'تطبيق المصادقة:',
      'رموز الاسترداد المتبقية: 2 من 10.',
      'أنشئ رموزًا جديدة قبل نفادها.',
      'إيقاف',
    ],
  ] as const)(
    'the passkeys and two-factor sections in %s, with no English left',
    async (language, passkeys, add, name, never, twoFactor, app, left, renew, turnOff) => {
      const warn = vi.spyOn(console, 'warn');
      const api = new FakeApi()
        .on('get', '/admin/profile', [200, { success: true, data: profile }])
        .on('get', '/admin/passkeys', [200, { success: true, data: [laptop] }])
        .on('get', '/admin/two-factor', [
          200,
          {
            success: true,
            data: { totp: true, recoveryCodesLeft: 2, methods: ['totp', 'passkey', 'recovery'], required: true },
          },
        ]);
      await renderApp({ plugins: [profilePlugin], api, path: '/edit-profile', signedInAs: profile, language });
      const keys = (await screen.findByText(passkeys, { selector: '.ant-card-head-title' })).closest(
        '.ant-card',
      ) as HTMLElement;
      expect(await within(keys).findByText(name)).toBeInTheDocument();
      expect(within(keys).getByText(never)).toBeInTheDocument();
      expect(within(keys).getByText(add)).toBeInTheDocument();
      const section = (await screen.findByText(twoFactor, { selector: '.ant-card-head-title' })).closest(
        '.ant-card',
      ) as HTMLElement;
      expect(await within(section).findByText(turnOff)).toBeInTheDocument();
      for (const text of [app, left, renew]) expect(section.textContent).toContain(text);
      for (const english of [
        'Passkeys',
        'Add a passkey',
        'Never',
        'Rename',
        'Remove',
        'Two-factor authentication',
        'Turn off',
        'New recovery codes',
      ])
        expect(screen.queryByText(english)).not.toBeInTheDocument();
      expect(await englishOnScreen(profilePlugin.messages, language)).toEqual([]);
      if (language === 'ar') expect(document.documentElement.dir).toBe('rtl');
      expect(
        warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('Backoffice: no ')),
      ).toEqual([]);
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});
