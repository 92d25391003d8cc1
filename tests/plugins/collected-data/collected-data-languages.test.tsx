import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import collectedDataPlugin from '@backoffice/plugin-collected-data';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { CollectedRecord } from '@backoffice/contracts';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const leads: CollectedRecord[] = [1, 2, 3].map((n) => ({
  _id: `l${n}`,
  firstName: `Ama${n}`,
  lastName: 'Mensah',
  companyName: 'Accra Gadgets',
  email: `lead${n}@example.com`,
  phoneNumber: '+233',
  numOfOrders: '50',
  countriesInterested: 'Ghana',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}));
const subscribers: CollectedRecord[] = [1, 2].map((n) => ({
  _id: `s${n}`,
  email: `reader${n}@example.com`,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
}));
const candidate: CollectedRecord = {
  _id: 'c1',
  fName: 'Kofi',
  lName: 'Boateng',
  job: 'Driver',
  email: 'kofi@example.com',
  phone: '+233 20',
  linkedIn: '',
  portfolio: '',
  portfolioName: '',
  resume: '/uploads/cv.pdf',
  resumeName: 'cv.pdf',
  coverLetter: '',
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};

const api = () =>
  new FakeApi()
    .on('get', '/getleadsContact', [200, { success: true, data: { data: leads, total: leads.length } }])
    .on('get', '/getAllNewsLetter', [200, { success: true, data: { data: subscribers, total: subscribers.length } }])
    .on('get', '/getJobCandidate/c1', [200, { success: true, data: candidate }])
    .on('get', '/exports', [200, { success: true, data: [] }]);

const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim()).filter(Boolean);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the collected-data screens in French and Arabic', () => {
  it('the leads list in French: title, columns, search, exports, total and the delete question, with no English left', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [collectedDataPlugin], api: api(), path: '/leads-contact', language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Contacts prospects' })).toBeInTheDocument();
    expect(await screen.findByText('Ama1')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Prénom', 'Nom', 'Nom de l’entreprise', 'E-mail', 'Reçu le']));
    expect(screen.getAllByText('1 nov. 2026', { selector: 'td' })).toHaveLength(3);
    expect(screen.getByPlaceholderText('Rechercher par nom, entreprise ou e-mail')).toBeInTheDocument();
    const toolbar = within(document.querySelector<HTMLElement>('.bo-toolbar')!);
    expect(toolbar.getByRole('button', { name: /Télécharger \.xlsx \(0\)/ })).toBeInTheDocument();
    expect(toolbar.getByRole('button', { name: /Tout télécharger \(3\)/ })).toBeInTheDocument();
    expect(toolbar.getByRole('radiogroup', { name: 'Format du fichier' })).toBeInTheDocument();
    expect(screen.getByText(/3 prospects/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer Le prospect Ama1 Mensah (lead1@example.com)' }));
    expect(await screen.findByText('Supprimer ce prospect ?')).toBeInTheDocument();
    expect(
      screen.getByText('Le prospect Ama1 Mensah (lead1@example.com) sera définitivement supprimé.'),
    ).toBeInTheDocument();
    for (const english of [
      'Leads Contact',
      'First Name',
      'Company Name',
      'Received',
      'Download all (3)',
      'Delete this lead?',
      'Nov 1, 2026',
    ]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(await englishOnScreen(collectedDataPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the newsletter list in Arabic, right to left, with no English left', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [collectedDataPlugin], api: api(), path: '/newsletter', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'النشرة البريدية' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('reader1@example.com')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['البريد الإلكتروني', 'تاريخ الاشتراك']));
    expect(screen.getByPlaceholderText('البحث بالبريد الإلكتروني')).toBeInTheDocument();
    const toolbar = within(document.querySelector<HTMLElement>('.bo-toolbar')!);
    expect(toolbar.getByRole('button', { name: /تنزيل الكل/ })).toBeInTheDocument();
    expect(screen.getByText(/مشتركين/)).toBeInTheDocument();
    for (const english of ['Newsletter', 'Email', 'Subscribed', 'Search by email', 'Download all (2)', 'File format']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(await englishOnScreen(collectedDataPlugin.messages, 'ar')).toEqual([]);
    expect(screen.queryByPlaceholderText('Search by email')).not.toBeInTheDocument();
    expect(missing()).toEqual([]);
  });

  it('a candidate in French: the labels, the file links and what is not provided', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [collectedDataPlugin], api: api(), path: '/candidate-view?id=c1', language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Kofi Boateng' })).toBeInTheDocument();
    for (const label of ['Poste', 'Numéro de téléphone', 'Lettre de motivation', 'CV'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Télécharger cv.pdf (s’ouvre dans un nouvel onglet)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Non fourni')).toHaveLength(3));
    expect(screen.getByRole('button', { name: /Télécharger tous les fichiers/ })).toBeInTheDocument();
    for (const english of ['Job', 'Phone Number', 'Resume', 'Cover Letter', 'Not provided', 'Back'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(collectedDataPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });
});
