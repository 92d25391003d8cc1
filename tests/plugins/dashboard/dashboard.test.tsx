import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contribute, DashboardCards, definePlugin } from '@backoffice/kernel';
import dashboardPlugin from '@backoffice/plugin-dashboard';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { DashboardAnswer } from '@backoffice/contracts';

/** Stand-ins for screen groups: each contributes its card, as the real plugins do. */
const faqs = definePlugin({
  id: 'faqs',
  routes: [{ path: '/faqs', screen: async () => ({ default: () => <h1>FAQs screen</h1> }) }],
  contributes: [contribute(DashboardCards, { key: 'faqs', group: 'general', title: 'FAQs', path: '/faqs', order: 30 })],
});
const companies = definePlugin({
  id: 'companies',
  contributes: [
    contribute(DashboardCards, {
      key: 'companies',
      group: 'general',
      title: 'Companies',
      path: '/companies',
      order: 2,
    }),
  ],
});
const leads = definePlugin({
  id: 'leads',
  contributes: [
    contribute(DashboardCards, { key: 'leads', group: 'data', title: 'Leads', path: '/leads-contact', order: 2 }),
  ],
});

const counts: DashboardAnswer = {
  success: true,
  general: [
    { key: 'companies', title: 'Companies', count: 6 },
    { key: 'faqs', title: 'FAQs', count: 12 },
    { key: 'switched-off', title: 'Switched off', count: 99 },
  ],
  data: [{ key: 'leads', title: 'Leads', count: 1234 }],
};
/** The original backend's counts: no `key`, only a title (the screen matches those by title). */
const originalCounts = { ...counts, data: [{ title: 'Leads', count: 1234 }] };

describe('dashboard', () => {
  it('shows a card per enabled group with its live count, in order, under General and Data', async () => {
    const api = new FakeApi().onUntyped('get', '/dashboard', [200, originalCounts]);
    await renderApp({ plugins: [dashboardPlugin, faqs, companies, leads], api, path: '/dashboard' });
    const general = await screen.findByRole('region', { name: 'General' });
    // Each card is named by what it shows.
    // Cards appear as their contributions and counts arrive: wait for each by its full name, then check the order.
    const companiesCard = await within(general).findByRole('link', { name: 'Companies 6' });
    const faqCard = await within(general).findByRole('link', { name: 'FAQs 12' });
    expect(within(general).getAllByRole('link')).toEqual([companiesCard, faqCard]);
    // The original backend's items carry no key: matched by title.
    expect(
      await within(screen.getByRole('region', { name: 'Data' })).findByRole('link', { name: 'Leads 1,234' }),
    ).toHaveTextContent('1,234');
    // A count no enabled plugin claims is not shown.
    expect(screen.queryByText('Switched off')).not.toBeInTheDocument();
  });

  it('a disabled plugin takes its card away; a card links to its screen', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/dashboard', [200, counts]);
    await renderApp({
      plugins: [dashboardPlugin, faqs, companies, leads],
      api,
      path: '/dashboard',
      config: { plugins: { companies: false, leads: false } },
    });
    const general = await screen.findByRole('region', { name: 'General' });
    expect(within(general).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Data' })).not.toBeInTheDocument();
    await user.click(await within(general).findByRole('link', { name: 'FAQs 12' }));
    expect(await screen.findByRole('heading', { name: 'FAQs screen' })).toBeInTheDocument();
  });

  it('says when the counts cannot be loaded and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = new FakeApi().on('get', '/dashboard', () =>
      fail ? [500, { success: false, message: 'Database unavailable' }] : [200, counts],
    );
    await renderApp({ plugins: [dashboardPlugin, faqs], api, path: '/dashboard' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQs —' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'FAQs 12' })).toBeInTheDocument();
  });

  it('keeps the counts, loading and error in the store the plugin declares, resolved by token', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = new FakeApi().on('get', '/dashboard', () =>
      fail ? [500, { success: false, message: 'Database unavailable' }] : [200, counts],
    );
    const { app } = await renderApp({ plugins: [dashboardPlugin, faqs], api, path: '/dashboard' });
    const store = app.container.get(dashboardPlugin.stores![0]) as {
      counts: { general: Array<{ title: string; count: number }> } | null;
      loading: boolean;
      error: string | null;
    };
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(store).toMatchObject({ counts: null, loading: false, error: 'Database unavailable' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'FAQs 12' })).toBeInTheDocument();
    expect(store).toMatchObject({ loading: false, error: null });
    expect(store.counts?.general.find((count) => count.title === 'FAQs')?.count).toBe(12);
  });
});
