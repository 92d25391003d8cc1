import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSmallScreen } from '@backoffice/kernel/testing';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '@backoffice/kernel';
import { renderApp } from '../support/render-app';

const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });

const sitePlugin = definePlugin({
  id: 'site',
  nav: [
    { label: 'Dashboard', path: '/dashboard', order: 0 },
    { group: 'Pages', label: 'FAQs', path: '/faqs', order: 5 },
    { group: 'General', label: 'Companies', path: '/companies', order: 2 },
    { group: 'General', label: 'Users Management', path: '/user-managment', order: 1 },
    { group: 'Products', label: 'Cash on Delivery', path: '/products/cash-on-delivery', order: 1 },
    { group: 'Products', label: 'Affiliation', path: '/products/affiliation', order: 2 },
    { group: 'Solutions', label: 'Shipping', path: '/solutions/shipping', order: 1 },
  ],
  routes: [
    { path: '/dashboard', screen: page('Dashboard screen') },
    { path: '/faqs', screen: page('FAQs screen') },
    { path: '/faq/edit', screen: page('FAQ editor') },
    { path: '/companies', screen: page('Companies screen') },
    { path: '/user-managment', screen: page('Users screen') },
    { path: '/products/cash-on-delivery', screen: page('COD screen') },
    { path: '/products/affiliation', screen: page('Affiliation screen') },
    { path: '/solutions/shipping', screen: page('Shipping screen') },
  ],
});

function navTexts(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('the shell', () => {
  it('lists top entries, then the spec groups in order, entries sorted by their order', async () => {
    await renderApp({ plugins: [sitePlugin], path: '/dashboard' });
    await screen.findByText('Dashboard screen');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const text = nav.textContent ?? '';
    const positions = [
      'Dashboard',
      'General',
      'Users Management',
      'Companies',
      'Pages',
      'FAQs',
      'Products',
      'Solutions',
    ].map((label) => text.indexOf(label));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Groups without entries are absent.
    expect(text).not.toContain('Resources');
    expect(text).not.toContain('Data');
  });

  it('collapsible groups open and close each on its own, and the current one starts open', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [sitePlugin], path: '/products/affiliation' });
    await screen.findByText('Affiliation screen');
    expect(navTexts()).toContain('Cash on Delivery');
    expect(navTexts()).not.toContain('Shipping');
    await user.click(screen.getByText('Solutions'));
    await waitFor(() => expect(navTexts()).toContain('Shipping'));
    expect(navTexts()).toContain('Cash on Delivery');
    await user.click(screen.getByText('Products'));
    await waitFor(() => expect(screen.getByText('Cash on Delivery')).not.toBeVisible());
    expect(navTexts()).toContain('Shipping');
  });

  it('highlights the active route and navigates on click', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [sitePlugin], path: '/faqs' });
    await screen.findByText('FAQs screen');
    const selected = () =>
      screen.getByRole('navigation', { name: 'Main navigation' }).querySelector('.ant-menu-item-selected')?.textContent;
    expect(selected()).toBe('FAQs');
    await user.click(screen.getByText('Companies'));
    expect(await screen.findByText('Companies screen')).toBeInTheDocument();
    expect(selected()).toBe('Companies');
  });

  it('makes every entry a real link (open in a new tab, copy its address)', async () => {
    await renderApp({ plugins: [sitePlugin], path: '/dashboard' });
    await screen.findByText('Dashboard screen');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('filters the menu by name or group, opens the groups holding a match, and Enter goes to the first', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [sitePlugin], path: '/dashboard' });
    await screen.findByText('Dashboard screen');
    const filter = screen.getByRole('textbox', { name: 'Filter menu' });
    await user.type(filter, 'ship');
    await waitFor(() => expect(navTexts()).toEqual(['Solutions', 'Shipping']));
    // The group opens with a motion: visible once it has run.
    await waitFor(() => expect(screen.getByText('Shipping')).toBeVisible());
    // A group's name matches all its entries.
    await user.clear(filter);
    await user.type(filter, 'products');
    await waitFor(() => expect(navTexts()).toEqual(['Products', 'Cash on Delivery', 'Affiliation']));
    await user.clear(filter);
    await user.type(filter, 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No screen matches “zzz”');
    await user.clear(filter);
    await user.type(filter, 'compan{Enter}');
    expect(await screen.findByText('Companies screen')).toBeInTheDocument();
    expect(filter).toHaveValue('');
    expect(navTexts()).toContain('Dashboard');
  });

  it('on a small screen puts the sidebar in a drawer behind the menu button, closed after navigating', async () => {
    setSmallScreen(true);
    const user = userEvent.setup();
    await renderApp({ plugins: [sitePlugin], path: '/dashboard' });
    await screen.findByText('Dashboard screen');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav.closest('.ant-drawer')).not.toBeNull();
    await user.click(within(nav).getByText('Companies'));
    expect(await screen.findByText('Companies screen')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('shows the sidebar inline (no menu button) on larger screens', async () => {
    await renderApp({ plugins: [sitePlugin], path: '/dashboard' });
    await screen.findByText('Dashboard screen');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' }).closest('.ant-layout-sider')).not.toBeNull();
  });

  it('switches between the dark and light themes from the top bar and remembers the choice', async () => {
    localStorage.removeItem('backoffice.theme');
    const user = userEvent.setup();
    await renderApp({ plugins: [sitePlugin], path: '/dashboard' });
    await screen.findByText('Dashboard screen');
    // No choice yet and no system preference known: dark.
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('backoffice.theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    cleanup();
    // A new visit in the same browser starts in the chosen theme.
    await renderApp({ plugins: [sitePlugin], path: '/dashboard' });
    await screen.findByText('Dashboard screen');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('backoffice.theme')).toBe('dark');
    localStorage.removeItem('backoffice.theme');
  });

  it('starts dark even when the system prefers light (the spec: "All screens use a dark theme"; light only by the toggle)', async () => {
    localStorage.removeItem('backoffice.theme');
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('prefers-color-scheme: light') ? true : original(query).matches,
    })) as typeof window.matchMedia;
    try {
      await renderApp({ plugins: [sitePlugin], path: '/dashboard' });
      await screen.findByText('Dashboard screen');
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows a not-found screen inside the shell for unknown routes', async () => {
    await renderApp({ plugins: [sitePlugin], path: '/no-such-page' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
