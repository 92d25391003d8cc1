import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import activityPlugin from '@backoffice/plugin-activity';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { ActivityEntry } from '@backoffice/contracts';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const entries: ActivityEntry[] = [
  {
    _id: 'a1',
    createdAt: '2026-11-20T12:00:00.000Z',
    action: 'update',
    adminId: 'p1',
    adminName: 'Esi Editor',
    adminRole: 'editor',
    ip: '10.0.0.7',
    group: 'faqs',
    table: 'faqs',
    recordId: 'f1',
    label: 'Do you ship to Ghana?',
    changes: [],
    details: null,
    recordExists: false,
  },
  {
    _id: 'a2',
    createdAt: '2026-11-20T11:00:00.000Z',
    action: 'two-factor-reset',
    adminId: 'p1',
    adminName: 'Esi Editor',
    adminRole: 'editor',
    ip: '10.0.0.7',
    group: 'users',
    table: 'admins',
    recordId: 'u2',
    label: 'Kofi Mensah',
    changes: [],
    details: null,
    recordExists: false,
  },
];
const api = () =>
  new FakeApi()
    .on('get', '/activity', [200, { success: true, data: { data: entries, total: 2 } }])
    .on('get', '/activity/people', [200, { success: true, data: [{ _id: 'p1', name: 'Esi Editor' }] }]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the activity log in French and Arabic', () => {
  it.each([
    [
      'fr',
      'Activité',
      ['Quand', 'Qui', 'Groupe d’écrans', 'Enregistrement'],
      ['Modification', 'Authentification à deux facteurs réinitialisée', 'FAQ', 'Utilisateurs', ' (Rédacteur)'],
      'Exporter en .xlsx',
    ],
    [
      'ar',
      'النشاط',
      ['الوقت', 'المستخدم', 'مجموعة الشاشات', 'السجل'],
      ['تعديل', 'إعادة تعيين المصادقة الثنائية', 'الأسئلة الشائعة', 'المستخدمون', ' (محرر)'],
      'تصدير ‎.xlsx',
    ],
  ] as const)(
    'in %s: title, columns, actions, screen groups and the export, with no English left',
    async (language, title, columns, cells, exportLabel) => {
      const missing = collectMissing();
      await renderApp({ plugins: [activityPlugin], api: api(), path: '/activity', language });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      const table = await screen.findByRole('table');
      expect(await within(table).findByText('Kofi Mensah')).toBeInTheDocument();
      for (const column of columns) expect(within(table).getAllByText(column).length).toBeGreaterThan(0);
      for (const cell of cells) expect(within(table).getAllByText(cell.trim()).length).toBeGreaterThan(0);
      expect(screen.getByText(exportLabel)).toBeInTheDocument();
      for (const english of [
        'Activity',
        'When',
        'Who',
        'Screen group',
        'Changed',
        'Two-factor reset',
        'Users',
        'Export .xlsx',
        '2 entries',
        '(editor)',
      ])
        expect(screen.queryByText(english)).not.toBeInTheDocument();
      expect(await englishOnScreen(activityPlugin.messages, language)).toEqual([]);
      if (language === 'ar') expect(document.documentElement.dir).toBe('rtl');
      expect(missing()).toEqual([]);
    },
  );
});
