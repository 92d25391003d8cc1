import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import seoPlugin from '@backoffice/plugin-seo';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { seoPage } from './fixtures';

const wait = { timeout: 30_000 };

// The list answers a bare array of entries (no envelope).
const pages = [
  seoPage({
    _id: 's1',
    title: 'home',
    metaTags: ['cod', 'fulfilment'],
    metaDescription: 'Cash on delivery across Africa',
    metaKeywords: ['cod', 'logistics'],
  }),
  seoPage({
    _id: 's2',
    title: 'pricing',
    metaTags: ['plans', 'prices'],
    metaDescription: 'Simple monthly plans',
    metaKeywords: ['price list'],
  }),
];

describe('SEO list', () => {
  it('lists pages with tags joined and searches title, tags and description', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/sections/seo', [200, pages]);
    await renderApp({ plugins: [seoPlugin], api, path: '/seo' });
    expect(await screen.findByText('home', {}, wait)).toBeInTheDocument();
    expect(screen.getByText('cod, fulfilment')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search now'), 'PLANS');
    expect(screen.queryByText('home')).not.toBeInTheDocument();
    expect(screen.getByText('pricing')).toBeInTheDocument();
  });

  it("shows 'No pages found' when there are none", async () => {
    const api = new FakeApi().on('get', '/sections/seo', [200, []]);
    await renderApp({ plugins: [seoPlugin], api, path: '/seo' });
    expect(await screen.findByText('No pages found', {}, wait)).toBeInTheDocument();
  });

  it('shows the spec error with Retry when loading fails', async () => {
    const api = new FakeApi().on('get', '/sections/seo', [500, { success: false, message: 'boom' }]);
    await renderApp({ plugins: [seoPlugin], api, path: '/seo' });
    expect(await screen.findByText('Failed to load pages. Please try again later.', {}, wait)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
