import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import usersPlugin from '@backoffice/plugin-users';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin } from '@backoffice/contracts';
import { adminFixture } from '../../support/fixtures';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const users: Admin[] = [
  adminFixture({
    _id: sampleAdmin._id,
    FName: sampleAdmin.FName,
    LName: sampleAdmin.LName,
    email: sampleAdmin.email,
    role: 'superAdmin',
    secondFactor: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-10T10:00:00.000Z',
  }),
  adminFixture({
    _id: 'u2',
    FName: 'Kofi',
    LName: 'Mensah',
    email: 'kofi@example.com',
    role: 'editor',
    secondFactor: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-10T10:00:00.000Z',
  }),
];
const api = () => new FakeApi().on('get', '/admin/get', [200, { success: true, data: { data: users } }]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the users screens in French and Arabic', () => {
  it('the list in French: title, columns, roles, two-factor and the add button, with no English left', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [usersPlugin], api: api(), path: '/user-managment', language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Gestion des utilisateurs' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Kofi Mensah')).toBeInTheDocument();
    for (const column of ['Nom complet', 'Date de création', 'Rôle', 'Authentification à deux facteurs'])
      expect(within(table).getAllByText(column).length).toBeGreaterThan(0);
    expect(within(table).getByText('Super administrateur')).toBeInTheDocument();
    expect(within(table).getByText('Rédacteur')).toBeInTheDocument();
    expect(within(table).getByText('Activée')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher par nom ou e-mail')).toBeInTheDocument();
    expect(screen.getByText('Règles d’authentification à deux facteurs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Utilisateur/ })).toBeInTheDocument();
    for (const english of [
      'Users Management',
      'Full Name',
      'Date Created',
      'Super Admin',
      'Editor',
      'Two-factor rules',
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(usersPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the add form in Arabic, right to left: title, fields, the role choice and its help', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [usersPlugin], api: api(), path: '/add-new-user', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'إضافة مستخدم جديد' })).toBeInTheDocument();
    expect(screen.getByLabelText(/الاسم الأول/)).toBeInTheDocument();
    expect(screen.getByLabelText(/اسم العائلة/)).toBeInTheDocument();
    expect(screen.getByText('اختر ما يمكن لهذا المشرف فعله.')).toBeInTheDocument();
    expect(screen.getByText('حفظ')).toBeInTheDocument();
    for (const english of ['Add New User', 'First Name', 'Last Name', 'Choose what this admin may do.', 'Save'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(usersPlugin.messages, 'ar')).toEqual([]);
    expect(document.documentElement.dir).toBe('rtl');
    expect(missing()).toEqual([]);
  });
});
