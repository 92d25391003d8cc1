import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import pricingPlugin from '@backoffice/plugin-pricing';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { pricingPlan } from './fixtures';

const plans = [
  pricingPlan({ features: ['COD', 'Call center', 'Tracking', 'Returns'] }),
  pricingPlan({
    _id: 'p2',
    planName: 'Scale',
    monthlyPrice: 1299.5,
    yearlyPrice: 12000,
    description: 'Warehousing at volume',
    features: ['Warehousing'],
    row: 2,
  }),
];

describe('Pricing list', () => {
  it('shows USD prices, three features then an ellipsis, and searches name and description', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/pricingModel/get', [200, { success: true, data: { data: plans } }]);
    await renderApp({ plugins: [pricingPlugin], api, path: '/pricing' });
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(screen.getByText('$1,299.50')).toBeInTheDocument();
    expect(screen.getByText('COD, Call center, Tracking, ...')).toBeInTheDocument();
    expect(screen.getByText('Warehousing')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search now'), 'warehousing at');
    expect(screen.queryByText('Starter')).not.toBeInTheDocument();
    expect(screen.getByText('Scale')).toBeInTheDocument();
  });

  it('shows the error with Retry when the plans cannot be loaded', async () => {
    const api = new FakeApi().on('get', '/pricingModel/get', [500, { success: false, message: 'Database down' }]);
    await renderApp({ plugins: [pricingPlugin], api, path: '/pricing' });
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
