import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { definePlugin, ListPage, useListController, useLocation } from '@backoffice/kernel';
import { renderApp } from '../support/render-app';

// The list page's controls every list shares: total, rows per page (kept in the address), sorting a list
// paged in the browser by its columns, and a skeleton while the first page loads.

interface Plan {
  id: string;
  name: string;
  price: number;
}
const plans: Plan[] = Array.from({ length: 25 }, (_, index) => ({
  id: String(index + 1),
  name: `Plan ${index + 1}`,
  price: (index * 7) % 25,
}));

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.search}</p>;
}

function PlansList({ rows = plans, loading = false }: { rows?: Plan[]; loading?: boolean }) {
  const list = useListController({
    source: { rows, loading, error: null, reload: async () => undefined },
    pageSize: 10,
    searchIn: (plan: Plan) => [plan.name],
  });
  return (
    <>
      <ListPage<Plan>
        title="Plans"
        list={list}
        search="Search plans"
        noun={['plan', 'plans']}
        columns={[
          { title: 'Name', key: 'name', sortKey: 'name', render: (_v, plan) => plan.name },
          { title: 'Price', key: 'price', sortKey: 'price', render: (_v, plan) => plan.price },
        ]}
        rowKey={(plan) => plan.id}
        emptyText="No plans"
      />
      <Address />
    </>
  );
}

const plugin = definePlugin({
  id: 'plans',
  routes: [
    { path: '/plans', screen: async () => ({ default: () => <PlansList /> }) },
    { path: '/loading', screen: async () => ({ default: () => <PlansList rows={[]} loading /> }) },
  ],
});

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('list controls', () => {
  it('says how many rows match and offers another page size, kept in the address', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], path: '/plans' });
    expect(await screen.findByText('25 plans')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByTitle('50 / page'));
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(screen.getByTestId('address')).toHaveTextContent('pageSize=50');
    await user.type(screen.getByPlaceholderText('Search plans'), 'Plan 2');
    expect(await screen.findByText('7 plans')).toBeInTheDocument();
  });

  it('opens at the page size of its address', async () => {
    await renderApp({ plugins: [plugin], path: '/plans?pageSize=20&page=2' });
    expect(await screen.findByText('Plan 21')).toBeInTheDocument();
    expect(names()).toEqual(['Plan 21', 'Plan 22', 'Plan 23', 'Plan 24', 'Plan 25']);
  });

  it('sorts a list paged in the browser by a column header, text in natural order and numbers as numbers', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], path: '/plans' });
    await screen.findByText('25 plans');
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['Plan 1', 'Plan 2', 'Plan 3']));
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['Plan 25', 'Plan 24', 'Plan 23']));
    expect(screen.getByTestId('address')).toHaveTextContent('sort=-name');
    await user.click(screen.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() => {
      const prices = screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[1].textContent));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices[0]).toBe(0);
    });
  });

  it('shows a skeleton, announced as loading, and no total until the rows are in', async () => {
    await renderApp({ plugins: [plugin], path: '/loading' });
    const status = (await screen.findByText('Loading...')).closest('[role="status"]')!;
    expect(status).not.toBeNull();
    expect(status.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByText(/plans$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
