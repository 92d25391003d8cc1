import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import pricingPlugin from '@backoffice/plugin-pricing';
import { renderApp } from '../../support/render-app';
import type { Admin, PricingPlan } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { pricingPlan } from './fixtures';
import { dialogButton, expectFormRefused } from '../../support/dialogs-and-files';

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };
const starter = pricingPlan({ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
const listOf = (plans: PricingPlan[]) =>
  new FakeApi().on('get', '/pricingModel/get', [200, { success: true, data: { data: plans } }]);

describe('Pricing: fresh install, add and delete', () => {
  it('an empty list says what it holds and offers Add New Plan to an editor, not to a viewer', async () => {
    await renderApp({ plugins: [pricingPlugin], api: listOf([]), path: '/pricing' });
    expect(
      await screen.findByText(/No pricing plans yet\. The plans shown on the public pricing page are listed here\./),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Add New Plan/ })).toHaveLength(2);
    cleanup();
    await renderApp({ plugins: [pricingPlugin], api: listOf([]), path: '/pricing', signedInAs: viewer });
    expect(await screen.findByText(/No pricing plans yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New Plan/ })).not.toBeInTheDocument();
  });

  it('adds a plan: validates, confirms, posts the plan with its row and returns to the list', async () => {
    const user = userEvent.setup();
    const fake = listOf([starter]).on('post', '/pricingModel/add', [
      201,
      { success: true, data: { ...starter, _id: 'p2', planName: 'Growth', row: 2 } },
    ]);
    await renderApp({ plugins: [pricingPlugin], api: fake, path: '/pricing' });
    await user.click(await screen.findByRole('button', { name: /Add New Plan/ }));
    expect(await screen.findByRole('heading', { name: 'Add New Plan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Row')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
    await user.type(screen.getByLabelText('Plan Name'), 'Growth');
    await user.type(screen.getByLabelText('Monthly Price (USD)'), '149');
    await user.type(screen.getByLabelText('Yearly Price (USD)'), '1490');
    await user.type(screen.getByLabelText('Description'), 'For stores scaling');
    await user.type(screen.getByLabelText('Feature 1'), 'Three warehouses');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add this plan to the public pricing page?')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('post', '/pricingModel/add')).toHaveLength(1));
    expect(fake.callsTo('post', '/pricingModel/add')[0].body).toEqual({
      planName: 'Growth',
      monthlyPrice: 149,
      yearlyPrice: 1490,
      description: 'For stores scaling',
      features: ['Three warehouses'],
      media: '',
      row: 2,
    });
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });

  it('deletes a plan after confirmation and reloads; a viewer has no Delete', async () => {
    const user = userEvent.setup();
    const fake = listOf([starter]).on('delete', '/pricingModel/delete/:id', [
      200,
      { success: true, message: 'Plan deleted' },
    ]);
    await renderApp({ plugins: [pricingPlugin], api: fake, path: '/pricing' });
    await user.click(await screen.findByRole('button', { name: 'Delete Starter' }));
    expect(
      within(await screen.findByRole('dialog')).getByText("The plan 'Starter' will be removed from the public site."),
    ).toBeInTheDocument();
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(fake.callsTo('delete', '/pricingModel/delete/p1')).toHaveLength(1));
    await waitFor(() => expect(fake.callsTo('get', '/pricingModel/get').length).toBeGreaterThanOrEqual(2));
    cleanup();
    await renderApp({ plugins: [pricingPlugin], api: listOf([starter]), path: '/pricing', signedInAs: viewer });
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('a plan opens at its own address (/pricing/edit-pricing?id=), loaded fresh, and says so when it is gone', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [pricingPlugin], api: listOf([starter]), path: '/pricing' });
    await user.click(await screen.findByRole('button', { name: /^Edit Starter/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Starter' })).toBeInTheDocument();
    cleanup();
    await renderApp({ plugins: [pricingPlugin], api: listOf([starter]), path: '/pricing/edit-pricing?id=p1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Starter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Plan Name')).toHaveValue('Starter');
    cleanup();
    await renderApp({ plugins: [pricingPlugin], api: listOf([starter]), path: '/pricing/edit-pricing?id=gone' });
    expect(await screen.findByText('Plan not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to pricing' })).toBeInTheDocument();
  });
});
