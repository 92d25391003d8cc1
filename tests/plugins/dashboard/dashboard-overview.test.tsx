import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '@backoffice/kernel';
import dashboardPlugin from '@backoffice/plugin-dashboard';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import type { DashboardOverview } from '@backoffice/contracts';
import { adminFixture } from '../../support/fixtures';

// The dashboard's overview: greeting by name, what came in since the last visit with its trend, what needs
// attention, and the getting-started checklist on a fresh install.

const target = definePlugin({
  id: 'targets',
  routes: [{ path: '/explore/blogs/add-blog', screen: async () => ({ default: () => <h1>Add blog screen</h1> }) }],
});

const trend = Array.from({ length: 30 }, (_, index) => (index === 29 ? 3 : index % 5 === 0 ? 1 : 0));

function api(overview: Omit<DashboardOverview, 'success'>) {
  return new FakeApi()
    .on('get', '/dashboard', [200, { success: true, general: [], data: [] }])
    .on('get', '/dashboard/overview', [200, { success: true, ...overview }]);
}

describe('dashboard overview', () => {
  it('greets the admin by name and says what came in since the last visit, with the 30-day trend', async () => {
    await renderApp({
      plugins: [dashboardPlugin],
      path: '/dashboard',
      signedInAs: adminFixture({ FName: 'Amina', LName: 'Benali' }),
      api: api({
        lastVisit: '2026-11-25T08:00:00.000Z',
        arrivals: [{ key: 'leads', title: 'Leads', path: '/leads-contact', sinceLastVisit: 12, trend }],
        attention: [{ key: 'draft-articles', title: 'Draft articles', count: 2, path: '/explore/blogs' }],
        gettingStarted: [],
      }),
    });
    expect(await screen.findByText('Welcome back, Amina Benali.')).toBeInTheDocument();
    const came = await screen.findByRole('region', { name: /^New since your last visit \(Nov 25, 2026/ });
    expect(within(came).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^New since your last visit \(Nov 25, 2026/,
    );
    expect(within(came).getByRole('link', { name: /Leads\s*12/ })).toHaveAttribute('href', '/leads-contact');
    expect(within(came).getByRole('img', { name: 'Leads per day: 9 in the last 30 days' })).toBeInTheDocument();
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: 'Draft articles' })).toHaveAttribute('href', '/explore/blogs');
    expect(within(attention).getByText('2')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it("on a first visit says what is new in the last 7 days, in plain words (issue 34: not 'What came in in the last 7 days')", async () => {
    await renderApp({
      plugins: [dashboardPlugin],
      path: '/dashboard',
      api: api({
        lastVisit: null,
        arrivals: [{ key: 'leads', title: 'Leads', path: '/leads-contact', sinceLastVisit: 3, trend }],
        attention: [],
        gettingStarted: [],
      }),
    });
    const came = await screen.findByRole('region', { name: 'New in the last 7 days' });
    expect(within(came).getByRole('heading', { level: 2, name: 'New in the last 7 days' })).toBeInTheDocument();
    expect(within(came).getByRole('link', { name: /Leads\s*3/ })).toHaveAttribute('href', '/leads-contact');
  });

  it('on a fresh install lists the first tasks, each linking to where it is done', async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [dashboardPlugin, target],
      path: '/dashboard',
      api: api({
        lastVisit: null,
        arrivals: [],
        attention: [],
        gettingStarted: [
          { key: 'your-name', title: 'Put your own name on your profile', path: '/edit-profile', done: true },
          { key: 'first-blog', title: 'Write your first blog', path: '/explore/blogs/add-blog', done: false },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Put your own name on your profile: done' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Write your first blog: to do' })).not.toBeChecked();
    await user.click(screen.getByRole('link', { name: 'Write your first blog' }));
    expect(await screen.findByRole('heading', { name: 'Add blog screen' })).toBeInTheDocument();
  });
});
