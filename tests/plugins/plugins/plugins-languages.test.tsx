import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pluginsPlugin from '@backoffice/plugin-plugins';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const api = () =>
  new FakeApi().on('get', '/plugins', [
    200,
    {
      success: true,
      data: [
        {
          id: 'plugins',
          kind: 'built-in',
          version: '0.1.0',
          enabled: true,
          modules: ['plugins'],
          apiRoutes: 1,
          contentRoutes: [],
          counts: [],
        },
        {
          id: 'podcasts',
          kind: 'built-in',
          version: '0.1.0',
          enabled: false,
          modules: ['podcasts'],
          apiRoutes: 4,
          contentRoutes: [],
          counts: [],
        },
      ],
    },
  ]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Plugins screen in French and Arabic', () => {
  it.each([
    [
      'fr',
      'Plugins',
      /1 plugins démarrés sur 2/,
      [
        'démarré',
        'intégré',
        'construit avec le noyau',
        '1 écran',
        '1 entrée de barre latérale (Plugins)',
        '1 route d’API (modules plugins)',
      ],
      ['désactivé', 'désactivé dans la configuration', 'Serveurdésactivé'],
    ],
    [
      'ar',
      'الإضافات',
      /بدأ تشغيل 1 من أصل 2/,
      [
        'تعمل',
        'مدمجة',
        'مبنية مع النواة',
        'شاشة واحدة',
        'عنصر واحد في الشريط الجانبي (Plugins)',
        'مسار واحد لواجهة البرمجة (الوحدات plugins)',
      ],
      ['موقوفة', 'موقوفة في الإعدادات'],
    ],
  ] as const)(
    "in %s: the count, each plugin's status, source and what it adds, with no English left",
    async (language, title, started, facts, podcasts) => {
      const missing = collectMissing();
      await renderApp({ plugins: [pluginsPlugin], api: api(), path: '/plugins-status', language });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(started)).toBeInTheDocument();
      const own = screen.getByRole('region', { name: language === 'fr' ? 'Plugin plugins' : 'الإضافة plugins' });
      // The server's side arrives after the first render.
      await within(own).findByText(new RegExp(facts[5].replace(/[()]/g, '\\$&')));
      for (const fact of facts) expect(own.textContent).toContain(fact);
      const off = screen.getByRole('region', { name: language === 'fr' ? 'Plugin podcasts' : 'الإضافة podcasts' });
      for (const fact of podcasts) expect(off.textContent).toContain(fact);
      for (const english of ['started', 'built-in', 'Reason', 'Adds', 'Server'])
        expect(screen.queryByText(english)).not.toBeInTheDocument();
      expect(await englishOnScreen(pluginsPlugin.messages, language)).toEqual([]);
      if (language === 'ar') expect(document.documentElement.dir).toBe('rtl');
      expect(missing()).toEqual([]);
    },
  );
});
