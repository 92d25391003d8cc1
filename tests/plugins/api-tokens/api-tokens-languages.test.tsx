import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import apiTokensPlugin from '@backoffice/plugin-api-tokens';
import type { ApiToken } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

// A desktop-wide window: the secondary columns (hidden below md, as on a phone) are shown.
const narrowMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    ...narrowMatchMedia(query),
    matches: query.includes('min-width'),
  })) as typeof window.matchMedia;
});
afterAll(() => {
  window.matchMedia = narrowMatchMedia;
});

const owner = { _id: sampleAdmin._id, name: 'Amina Haddad', email: sampleAdmin.email };
const tokens: ApiToken[] = [
  {
    _id: 't1',
    name: 'Nightly import',
    prefix: 'bo_Xy12abc',
    owner,
    role: null,
    scopes: ['read', 'content'],
    permissions: ['read', 'content:write'],
    expiresAt: '2027-01-10T10:00:00.000Z',
    expired: false,
    lastUsedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    createdBy: 'Kofi Mensah',
  },
  {
    _id: 't2',
    name: 'Old CI',
    prefix: 'bo_Pq98zzz',
    owner,
    role: 'editor',
    scopes: [],
    permissions: ['read', 'content:write'],
    expiresAt: '2026-10-01T10:00:00.000Z',
    expired: true,
    lastUsedAt: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    createdBy: 'Amina Haddad',
  },
];
const api = () =>
  new FakeApi()
    .on('get', '/tokens', [200, { success: true, data: tokens }])
    .on('get', '/admin/get', [200, { success: true, data: { data: [] } }]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the API tokens screen in French and Arabic', () => {
  it.each([
    ['fr', 'Jetons d’API', ['Lecture seule', 'Contenu', 'Rédacteur', 'Jamais'], /par Kofi Mensah/, 'Révoquer'],
    ['ar', 'رموز واجهة البرمجة', ['قراءة فقط', 'المحتوى', 'محرر', 'أبدًا'], /بواسطة Kofi Mensah/, 'إبطال'],
  ] as const)(
    'in %s: title, scopes, roles, expiry and the revoke buttons, with no English left',
    async (language, title, cells, createdBy, revoke) => {
      const missing = collectMissing();
      await renderApp({ plugins: [apiTokensPlugin], api: api(), path: '/api-tokens', language });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      const table = await screen.findByRole('table');
      expect(await within(table).findByText('Nightly import')).toBeInTheDocument();
      for (const cell of cells) expect(within(table).getAllByText(cell).length).toBeGreaterThan(0);
      expect(within(table).getByText(createdBy)).toBeInTheDocument();
      expect(within(table).getAllByText(revoke).length).toBe(2);
      for (const english of ['API tokens', 'Read only', 'Content', 'Editor', 'Never', 'Revoke', 'Expires'])
        expect(screen.queryByText(english)).not.toBeInTheDocument();
      expect(await englishOnScreen(apiTokensPlugin.messages, language)).toEqual([]);
      if (language === 'ar') expect(document.documentElement.dir).toBe('rtl');
      expect(missing()).toEqual([]);
    },
  );
});
