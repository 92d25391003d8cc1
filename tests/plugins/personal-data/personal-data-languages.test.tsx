import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import personalDataPlugin from '@backoffice/plugin-personal-data';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { PersonalDataFound } from '@backoffice/contracts';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const held: PersonalDataFound = {
  email: 'kofi@example.com',
  total: 2,
  collections: [
    {
      collection: 'newsletter',
      source: 'built-in',
      title: 'Newsletter',
      records: [{ id: 'n1', email: 'kofi@example.com', created_at: '2026-11-01T00:00:00.000Z' }],
      files: 0,
    },
    {
      collection: 'candidates',
      source: 'built-in',
      title: 'Job Candidates',
      records: [{ id: 'c1', f_name: 'Kofi', email: 'kofi@example.com', job: 'Driver' }],
      files: 1,
    },
  ],
};
const api = () => new FakeApi().on('post', '/personal-data/find', [200, { success: true, data: held }]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the personal-data screen in French and Arabic', () => {
  it.each([
    [
      'fr',
      'Données personnelles',
      'Adresse e-mail',
      'Rechercher',
      '2 enregistrements détenus sur kofi@example.com',
      ['Newsletter: 1', 'Candidats: 1', '(1 fichier)', 'Créé le', 'Prénom', 'Poste'],
      ['Exporter en .zip', 'Effacer partout'],
    ],
    [
      'ar',
      'البيانات الشخصية',
      'عنوان البريد الإلكتروني',
      'بحث',
      'سجلان محفوظان عن kofi@example.com',
      ['النشرة البريدية: 1', 'المرشحون للوظائف: 1', '(ملف واحد)', 'تاريخ الإنشاء', 'الاسم الأول', 'الوظيفة'],
      ['تصدير ‎.zip', 'مسح من كل مكان'],
    ],
  ] as const)(
    'in %s: finds a person and names where their data is kept, with no English left',
    async (language, title, field, find, found, texts, buttons) => {
      const missing = collectMissing();
      const user = userEvent.setup();
      await renderApp({ plugins: [personalDataPlugin], api: api(), path: '/personal-data', language });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      const email = screen.getByLabelText(field);
      await user.type(email, 'kofi@example.com');
      await user.click(within(email.closest('form')!).getByRole('button', { name: new RegExp(find) }));
      const card = (await screen.findByText(found)).closest('.ant-card') as HTMLElement;
      for (const text of texts) expect(card.textContent).toContain(text);
      for (const button of buttons) expect(within(card).getByText(button)).toBeInTheDocument();
      for (const english of [
        'Personal data',
        'Newsletter',
        'Job Candidates',
        'Created at',
        'Export .zip',
        'Erase everywhere',
      ])
        expect(screen.queryByText(english)).not.toBeInTheDocument();
      expect(await englishOnScreen(personalDataPlugin.messages, language)).toEqual([]);
      if (language === 'ar') expect(document.documentElement.dir).toBe('rtl');
      expect(missing()).toEqual([]);
    },
  );
});
