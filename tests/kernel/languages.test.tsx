import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, formatDate, formatNumber, useMessages } from '@backoffice/kernel';
import type { AdminLanguageCode } from '@backoffice/contracts';
import { renderApp } from '../support/render-app';
import { FakeApi, sampleAdmin } from '../support/fake-api';

function GreetingScreen() {
  const { t } = useMessages();
  return (
    <>
      <h1>{t('Shipping rates')}</h1>
      <p>{t('{{count}} rates', { count: 3 })}</p>
      <p>{t('Not translated yet')}</p>
      <p data-testid="formatted">{`${formatDate('2026-11-22T10:00:00Z')} · ${formatNumber(12345)}`}</p>
    </>
  );
}

const shippingPlugin = definePlugin({
  id: 'shipping',
  nav: [
    { label: 'Dashboard', path: '/dashboard', order: 0 },
    { group: 'General', label: 'Shipping rates', path: '/shipping-rates', order: 1 },
  ],
  routes: [
    { path: '/dashboard', screen: async () => ({ default: () => <h1>Dashboard</h1> }) },
    { path: '/shipping-rates', screen: async () => ({ default: GreetingScreen }) },
  ],
  messages: {
    en: { '{{count}} rates_one': '{{count}} rate', '{{count}} rates_other': '{{count}} rates' },
    fr: {
      'Shipping rates': 'Tarifs de livraison',
      '{{count}} rates_one': '{{count}} tarif',
      '{{count}} rates_other': '{{count}} tarifs',
    },
    ar: { 'Shipping rates': 'أسعار الشحن', '{{count}} rates_other': '{{count}} أسعار' },
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the admin in English, French and Arabic', () => {
  it('signs in in the browser’s language: French for a browser that prefers it, left to right', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    await renderApp({ plugins: [shippingPlugin], signedInAs: null, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    await waitFor(() => expect(document.title).toBe('Connexion · Backoffice'));
  });

  it('switches the sign-in screen to Arabic, right to left, and remembers the choice in this browser', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [shippingPlugin], signedInAs: null, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem('backoffice.language')).toBe('ar');
  });

  it('an admin picks French in the profile menu: the shell, the sidebar, a plugin’s screen and its dates and numbers follow', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [shippingPlugin], path: '/shipping-rates' });
    expect(await screen.findByRole('heading', { name: 'Shipping rates' })).toBeInTheDocument();
    expect(screen.getByText('3 rates')).toBeInTheDocument();
    expect(screen.getByTestId('formatted')).toHaveTextContent('Nov 22, 2026 · 12,345');

    await user.click(screen.getByRole('button', { name: /profile menu/i }));
    await user.click(await screen.findByText('Language'));
    await user.click(await screen.findByText('Français'));

    expect(await screen.findByRole('heading', { name: 'Tarifs de livraison' })).toBeInTheDocument();
    expect(screen.getByText('3 tarifs')).toBeInTheDocument();
    // A text the plugin did not translate stays in English.
    expect(screen.getByText('Not translated yet')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByText('Général')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tarifs de livraison' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /menu du profil/ })).toBeInTheDocument();
    expect(screen.getByTestId('formatted').textContent).toMatch(/^22 nov\. 2026 · 12\s345$/);
    expect(window.localStorage.getItem('backoffice.language')).toBe('fr');
  });

  it('keeps the language with the account: the choice in the profile menu is saved on the server', async () => {
    const user = userEvent.setup();
    let stored: AdminLanguageCode | null = null;
    const api = new FakeApi()
      .on('get', '/admin/preferences', () => [200, { success: true, data: { language: stored, updatedAt: null } }])
      .on('put', '/admin/preferences', (request) => {
        stored = (request.body as { language: AdminLanguageCode }).language;
        return [
          200,
          {
            success: true,
            message: 'Preferences saved',
            data: { language: stored, updatedAt: '2026-11-27T10:00:00.000Z' },
          },
        ];
      });
    await renderApp({ plugins: [shippingPlugin], path: '/shipping-rates', api });
    expect(await screen.findByRole('heading', { name: 'Shipping rates' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /profile menu/i }));
    await user.click(await screen.findByText('Language'));
    await user.click(await screen.findByText('العربية'));
    expect(await screen.findByRole('heading', { name: 'أسعار الشحن' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('put', '/admin/preferences').map((call) => call.body)).toEqual([{ language: 'ar' }]),
    );
  });

  it('after signing in, the account’s language replaces the browser’s', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('post', '/admin/signin', [200, { success: true, data: sampleAdmin }])
      .on('get', '/admin/preferences', [
        200,
        { success: true, data: { language: 'fr', updatedAt: '2026-11-27T10:00:00.000Z' } },
      ]);
    await renderApp({ plugins: [shippingPlugin], signedInAs: null, path: '/', api });
    await user.type(await screen.findByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('a backend without preferences leaves the language in this browser', async () => {
    await renderApp({ plugins: [shippingPlugin], path: '/shipping-rates', language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Tarifs de livraison' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('in Arabic the whole shell is right to left: antd’s components, the sidebar and the page', async () => {
    await renderApp({ plugins: [shippingPlugin], path: '/shipping-rates', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'أسعار الشحن' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(nav.querySelector('.ant-menu-rtl')).not.toBeNull();
    expect(within(nav).getByText('عام')).toBeInTheDocument();
  });

  it('the sidebar filter finds a screen by its translated name and by its English one', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [shippingPlugin], path: '/dashboard', language: 'fr' });
    const filter = await screen.findByRole('textbox', { name: 'Filtrer le menu' });
    await user.type(filter, 'tarifs');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Tarifs de livraison' })).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'shipping');
    expect(within(nav).getByRole('link', { name: 'Tarifs de livraison' })).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'zzz');
    expect(await screen.findByText('Aucun écran ne correspond à « zzz »')).toBeInTheDocument();
  });

  it('a text with no translation shows in English and is reported once in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderApp({ plugins: [shippingPlugin], path: '/shipping-rates', language: 'fr' });
    expect(await screen.findByText('Not translated yet')).toBeInTheDocument();
    const reports = warn.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.includes('"Not translated yet"'));
    expect(reports).toEqual([
      'Backoffice: no fr translation in "shipping" for "Not translated yet" (the English text is shown)',
    ]);
  });

  it('fetches a catalog given as a loader only when its language is chosen (the sign-in screen in English carries none)', async () => {
    const user = userEvent.setup();
    const loadFrench = vi.fn(async () => ({ 'Shipping rates': 'Tarifs de livraison' }));
    const loadArabic = vi.fn(async () => ({ 'Shipping rates': 'أسعار الشحن' }));
    const lazyTexts = definePlugin({ ...shippingPlugin, messages: { fr: loadFrench, ar: loadArabic } });
    await renderApp({ plugins: [lazyTexts], path: '/shipping-rates' });
    expect(await screen.findByRole('heading', { name: 'Shipping rates' })).toBeInTheDocument();
    expect(loadFrench).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /profile menu/i }));
    await user.click(await screen.findByText('Language'));
    await user.click(await screen.findByText('Français'));
    // The plugin's texts and the kernel's (also fetched on demand) arrive together with the language.
    expect(await screen.findByRole('heading', { name: 'Tarifs de livraison' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(loadFrench).toHaveBeenCalledTimes(1);
    expect(loadArabic).not.toHaveBeenCalled();
  });

  it('refuses a plugin whose messages are not catalogs, and says why in the boot report', async () => {
    const broken = definePlugin({
      id: 'broken-texts',
      nav: [{ label: 'Broken', path: '/broken', order: 1 }],
      routes: [{ path: '/broken', screen: async () => ({ default: () => <h1>Broken</h1> }) }],
      messages: { de: { Broken: 'Kaputt' } } as never,
    });
    const { reportLines } = await renderApp({ plugins: [shippingPlugin, broken], path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(reportLines.join('\n')).toMatch(/broken-texts.*messages has an unknown language "de"/);
    expect(screen.queryByRole('link', { name: 'Broken' })).not.toBeInTheDocument();
  });
});
