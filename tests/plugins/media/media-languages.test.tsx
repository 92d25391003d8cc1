import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import mediaPlugin from '@backoffice/plugin-media';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

function item(index: number) {
  return {
    _id: `00000000-0000-4000-8000-00000000000${index}`,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    name: `file-${index}.png`,
    url: `/uploads/media/file-${index}.png`,
    mime: 'image/png',
    bytes: 2048 * index,
    width: 1062,
    height: 530,
    alt: index === 1 ? 'A parcel' : '',
    decorative: false,
    focalPoint: null,
    tags: [],
    hash: `h${index}`,
    usage: index === 1 ? 2 : 0,
    uploadedBy: 'Amina Benali',
    variants: [],
    usedBy: [] as Array<{ table: string; id: string; label: string; path: string }>,
  };
}
const api = () =>
  new FakeApi()
    .on('get', '/media', [200, { success: true, data: [item(1), item(2)], total: 2, page: 1, pageSize: 24 }])
    .on('get', `/media/${item(2)._id}`, [200, { success: true, data: item(2) }]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the media library in French and Arabic', () => {
  it('the library in French: title, filters, usage and alt text, with no English left', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [mediaPlugin], api: api(), path: '/media', language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Médias' })).toBeInTheDocument();
    const files = within(await screen.findByRole('list', { name: 'Fichiers' }));
    expect(files.getByText('Utilisé par 2')).toBeInTheDocument();
    expect(files.getByText('Inutilisé · sans texte alternatif')).toBeInTheDocument();
    expect(screen.getByText('Inutilisés seulement')).toBeInTheDocument();
    expect(screen.getByText('Sans texte alternatif')).toBeInTheDocument();
    expect(screen.getByText('Tous les types')).toBeInTheDocument();
    for (const english of ['Media', 'Used by 2', 'Unused only', 'Without alt text', 'All types', 'Any size', 'Select'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(mediaPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('a file in Arabic, right to left: its facts, description and the alt-text warning', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [mediaPlugin], api: api(), path: `/media/file?id=${item(2)._id}`, language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'file-2.png' })).toBeInTheDocument();
    for (const text of ['النوع', 'الأبعاد', 'رفعه', 'النسخ المتجاوبة', 'لا شيء', 'الوصف', 'الاسم'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(
      screen.getByText('تحتاج صور المحتوى إلى نص بديل: صِف ما تُظهره الصورة، أو اجعلها زخرفية.'),
    ).toBeInTheDocument();
    expect(screen.getByText('لا يستخدم أي سجل هذا الملف.')).toBeInTheDocument();
    // The breadcrumb back to the library, beside the sidebar's entry.
    expect(screen.getAllByRole('link', { name: 'الوسائط' })).toHaveLength(2);
    for (const english of [
      'Type',
      'Dimensions',
      'Uploaded by',
      'Description',
      'Replace everywhere',
      'No record uses this file.',
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(mediaPlugin.messages, 'ar')).toEqual([]);
    expect(document.documentElement.dir).toBe('rtl');
    expect(missing()).toEqual([]);
  });
});
