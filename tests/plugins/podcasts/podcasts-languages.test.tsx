import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { podcastFixture } from './fixtures';
import { expectFormRefused } from '../../support/dialogs-and-files';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const episode = podcastFixture({
  _id: 'p1',
  title: 'Episode 1: COD in Morocco',
  url: 'https://podcasts.example.com/ep-1',
  cover: '/uploads/podcasts/ep-1.png',
  dateScheduled: '2026-10-01',
  formattedDate: 'Oct 1, 2026',
  category: 'Shipping',
  isLiveNow: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const api = () =>
  new FakeApi().on('get', '/podcast/get', [
    200,
    {
      success: true,
      podcasts: [episode],
      hero: '/uploads/podcasts/hero.png',
      heroUpdatedAt: '2026-11-02T09:00:00.000Z',
    },
  ]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the podcasts screens in French and Arabic', () => {
  it('the podcasts tab in French: columns, category, Live badge, cover text and date, with no English left', async () => {
    const missing = collectMissing();
    await renderApp({
      plugins: [podcastsPlugin],
      api: api(),
      path: '/resources/podcasts?tab=podcasts',
      language: 'fr',
    });
    expect(await screen.findByRole('heading', { name: 'Tous les podcasts' })).toBeInTheDocument();
    expect(await screen.findByAltText('Couverture de Episode 1: COD in Morocco')).toBeInTheDocument();
    expect(screen.getByText('En direct')).toBeInTheDocument();
    expect(screen.getByText('Expédition')).toBeInTheDocument();
    expect(screen.getByText('1 oct. 2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Section d’en-tête' })).toBeInTheDocument();
    for (const english of ['All Podcasts', 'Live', 'Shipping', 'Oct 1, 2026', 'Date Scheduled', 'Hero Section'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(podcastsPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the add form in Arabic, right to left: labels and the messages of a refused save', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [podcastsPlugin], api: api(), path: '/resources/podcasts/update', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'إضافة بودكاست جديد' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('مباشر الآن')).toBeInTheDocument();
    expect(screen.getByText('الكل')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await expectFormRefused(/حقل|حقلان|حقول/);
    expect(screen.getByText('يُرجى إدخال العنوان')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال الرابط')).toBeInTheDocument();
    for (const english of ['Add New Podcast', 'Title', 'Live now', 'Please enter the title', 'All'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(await englishOnScreen(podcastsPlugin.messages, 'ar')).toEqual([]);
    expect(missing()).toEqual([]);
  });
});
