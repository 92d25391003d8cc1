import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import seoPlugin from '@backoffice/plugin-seo';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { seoPage } from './fixtures';
import { expectFormRefused } from '../../support/dialogs-and-files';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const pages = [
  seoPage({
    _id: 's1',
    title: 'Home',
    metaTags: ['cod', 'logistics'],
    metaDescription: 'Cash on delivery across Africa',
    metaKeywords: ['cod', 'africa'],
  }),
  seoPage({ _id: 's2', title: 'Pricing', metaTags: ['cod'], metaDescription: 'x'.repeat(170), metaKeywords: ['cod'] }),
];
const api = () => new FakeApi().on('get', '/sections/seo', [200, pages]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the SEO screens in French and Arabic', () => {
  it('the editor in French: fields, the search preview and a refused save, with no English left', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [seoPlugin], api: api(), path: '/edit-seo/Pricing', language: 'fr' });
    expect(await screen.findByLabelText('Balises méta')).toHaveValue('cod');
    expect(screen.getByText('Séparez les mots-clés par des virgules.')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Aperçu dans les résultats de recherche' });
    expect(preview).toHaveTextContent('Titre');
    expect(preview).toHaveTextContent('170/160 (sera tronqué)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectFormRefused('Aucune modification');
    for (const english of ['Meta Tags', 'Search result preview', 'Separate tags with commas.', 'No changes made'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(seoPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the list in Arabic, right to left: title, columns, the Add button and the delete dialog', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [seoPlugin], api: api(), path: '/seo', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'تحسين محركات البحث' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('Cash on delivery across Africa')).toBeInTheDocument();
    expect(screen.getAllByText('الوسوم الوصفية').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /إضافة/ })).toHaveTextContent('صفحة');
    await user.click(screen.getByLabelText('حذف Home'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('ستُحذف بيانات تحسين محركات البحث الخاصة بـ«Home»؛ أما الصفحة نفسها فتبقى على الموقع.'),
    ).toBeInTheDocument();
    // The list and the open dialog: nothing of them is English.
    expect(await englishOnScreen(seoPlugin.messages, 'ar')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    for (const english of ['SEO', 'Meta Tags', 'Meta Keywords', 'Delete this SEO entry?'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(missing()).toEqual([]);
  });
});
