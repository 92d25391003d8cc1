import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import articlesPlugin from '@backoffice/plugin-articles';
import { renderApp } from '../../support/render-app';
import type { Article } from '@backoffice/contracts';
import { FakeApi } from '../../support/fake-api';
import { expectFormRefused } from '../../support/dialogs-and-files';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

// Data (titles, authors, descriptions) stays as stored; everything the screens say is in the admin's language.
function article(index: number, extra: Partial<Article> = {}): Article {
  return {
    _id: `a${index}`,
    kind: 'blog',
    subtitle: index === 1 ? '' : `Subtitle ${index}`,
    title: `COD tips part ${index}`,
    creator: 'Sara Benali',
    date: '2026-10-05',
    readTime: 7,
    description: 'Paying cash at the door, explained',
    category: 'Cash on Delivery',
    blogPhoto: `/uploads/articles/${index}.png`,
    mediaName: `cover-${index}.png`,
    mediaSize: 120_000,
    content: '<p>Some text</p>',
    slug: `cod-tips-part-${index}`,
    metaDescription: 'Meta text',
    state: 'published',
    createdAt: '2026-10-05T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    status: 'published',
    publishAt: null,
    unpublishAt: null,
    ...extra,
  };
}

function api() {
  return new FakeApi()
    .on('get', '/blog/get', [200, [article(1), article(2)]])
    .on('get', '/blog/get/guides', [200, [article(3, { kind: 'guide', title: 'Guide three' })]]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the articles screens in French and Arabic', () => {
  it('the blogs list in French: heading, columns, category, day, filter and search, with no English left', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [articlesPlugin], api: api(), path: '/explore/blogs', language: 'fr' });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('COD tips part 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    for (const column of ['Sous-titre', 'Titre', 'Description', 'Rédigé par', 'Catégorie', 'Date de création']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(within(table).getAllByText('Paiement à la livraison')).toHaveLength(2);
    // The day as French writes it (the English list reads 'Oct 5, 2026').
    expect(within(table).getAllByText('5 oct. 2026')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Ajouter : Blog/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filtrer par état' })).toBeInTheDocument();
    expect(screen.getByText('Tous les états')).toBeInTheDocument();
    expect(await englishOnScreen(articlesPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the guides list in Arabic, right to left, and its delete question', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [articlesPlugin], api: api(), path: '/explore/guides', language: 'ar' });
    expect(await screen.findByText('Guide three')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'الأدلة' })).toBeInTheDocument();
    expect(screen.getByText('الدفع عند الاستلام')).toBeInTheDocument();
    expect(await englishOnScreen(articlesPlugin.messages, 'ar')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'حذف Guide three' }));
    expect(
      await screen.findByText('هل أنت متأكد من حذف هذا الدليل؟ سيُزال «Guide three» من الموقع.'),
    ).toBeInTheDocument();
    expect(await englishOnScreen(articlesPlugin.messages, 'ar')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the add form in Arabic: labels, category, and a refused save with its messages', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [articlesPlugin], api: api(), path: '/explore/guides/update', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة دليل جديد' })).toBeInTheDocument();
    expect(screen.getByLabelText('العنوان الفرعي')).toBeInTheDocument();
    expect(screen.getByLabelText('عنوان الدليل')).toBeInTheDocument();
    expect(screen.getByLabelText('الكاتب')).toBeInTheDocument();
    expect(screen.getByLabelText('مدة القراءة (بالدقائق)')).toBeInTheDocument();
    expect(screen.getByLabelText('وصف الدليل')).toBeInTheDocument();
    expect(screen.getByLabelText('الوصف التعريفي لمحركات البحث')).toBeInTheDocument();
    expect(screen.getByText('مقترح من العنوان؛ اكتب معرّفًا لتختار معرّفك.')).toBeInTheDocument();
    // The default category, 'All'.
    expect(screen.getByText('الكل')).toBeInTheDocument();
    expect(screen.getByText('وسائط .Png')).toBeInTheDocument();
    expect(await englishOnScreen(articlesPlugin.messages, 'ar')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await expectFormRefused(/حقل|حقلان|حقول/);
    expect(screen.getByText('يُرجى إدخال العنوان الفرعي')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال العنوان')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال اسم الكاتب')).toBeInTheDocument();
    expect(screen.getByText('يُرجى كتابة المحتوى')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال الوصف التعريفي لمحركات البحث')).toBeInTheDocument();
    expect(await englishOnScreen(articlesPlugin.messages, 'ar')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the edit form in French: its values, the day in French, the cover hint, and a save refused as no change', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    const calls = api();
    await renderApp({ plugins: [articlesPlugin], api: calls, path: '/explore/blogs/edit-blog?id=a2', language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier le blog' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Titre du blog')).toHaveValue('COD tips part 2'));
    expect(screen.getByLabelText('Auteur')).toHaveValue('Sara Benali');
    // The picker shows the browser's format: the admin's is said under it.
    expect(screen.getByText('5 oct. 2026')).toBeInTheDocument();
    expect(
      screen.getByText(/^Fichier actuel : cover-2\.png \(117\.2 KB\)\. Exactement 1062 × 530 px/),
    ).toBeInTheDocument();
    expect(screen.getByText('Lettres minuscules, chiffres et tirets ; unique parmi les blogs.')).toBeInTheDocument();
    expect(await englishOnScreen(articlesPlugin.messages, 'fr')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectFormRefused('Aucune modification');
    expect(calls.callsTo('put', '/blog/edit/a2')).toHaveLength(0);

    // A field's own message, in French.
    await user.type(screen.getByLabelText('Slug'), '!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectFormRefused('1 champ demande votre attention.');
    expect(
      await screen.findByText(
        'Uniquement des lettres minuscules, des chiffres et des tirets simples (ex. cod-in-morocco)',
      ),
    ).toBeInTheDocument();
    expect(await englishOnScreen(articlesPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });
});
