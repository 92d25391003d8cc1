import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import pricingPlugin from '@backoffice/plugin-pricing';
import { renderApp } from '../../support/render-app';
import type { Failure } from '@backoffice/contracts';
import { FakeApi } from '../../support/fake-api';
import { pricingPlan } from './fixtures';
import {
  dialogButton,
  expectDialog,
  expectFieldMessage,
  saveRefusedOnField,
  expectFormRefused,
} from '../../support/dialogs-and-files';

const plan = pricingPlan({ features: ['COD', 'Call center'] });
const api = () => new FakeApi().on('get', '/pricingModel/get', [200, { success: true, data: { data: [plan] } }]);

async function open(fake: FakeApi, path: string, heading: string) {
  const user = userEvent.setup();
  await renderApp({ plugins: [pricingPlugin], api: fake, path });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return user;
}
const openAdd = (fake: FakeApi) => open(fake, '/pricing/edit-pricing', 'Add New Plan');
const openEdit = (fake: FakeApi) => open(fake, '/pricing/edit-pricing?id=p1', 'Edit Starter');

describe('pricing plan form: field-level errors', () => {
  it('marks the required fields (the first feature stands for the list)', async () => {
    await openAdd(api());
    for (const label of ['Plan Name', 'Monthly Price (USD)', 'Yearly Price (USD)', 'Description', 'Feature 1', 'Row']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Features')).toBe(screen.getByLabelText('Feature 1'));
    expect(screen.getByLabelText('Media')).not.toHaveAttribute('aria-required');
  });

  it('a failed check keeps the summary, shows each message on its field and focuses the first wrong one', async () => {
    const user = await openAdd(api());
    await user.type(screen.getByLabelText('Plan Name'), 'Growth');
    await user.type(screen.getByLabelText('Yearly Price (USD)'), '1490');
    await user.clear(screen.getByLabelText('Row'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
    const monthly = screen.getByLabelText('Monthly Price (USD)');
    expectFieldMessage(monthly, 'Please enter the monthly price');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Please enter the description');
    expectFieldMessage(screen.getByLabelText('Feature 1'), 'Please add at least one feature');
    expect(screen.getByLabelText('Row')).toHaveAccessibleDescription('Please enter the row');
    expect(screen.getByLabelText('Plan Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Yearly Price (USD)')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(monthly).toHaveFocus());
    // Fixing a field takes its message away; the others stay.
    await user.type(screen.getByLabelText('Feature 1'), 'Three warehouses');
    expect(screen.getByLabelText('Feature 1')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please add at least one feature')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter the monthly price')).toBeInTheDocument();
  });

  it('a plan without features: the message stands on Add Feature, which takes focus', async () => {
    const user = await openEdit(api());
    await user.click(screen.getByLabelText('Remove feature 2'));
    await user.click(screen.getByLabelText('Remove feature 1'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
    const add = screen.getByRole('button', { name: /Add Feature/ });
    expect(add).toHaveAccessibleDescription('Please add at least one feature');
    await waitFor(() => expect(add).toHaveFocus());
    await user.click(add);
    expect(screen.queryByText('Please add at least one feature')).not.toBeInTheDocument();
  });

  it('a server 400 that names a field is shown on that field; one naming a feature, on the features', async () => {
    let answer: [number, Failure] = [
      400,
      { success: false, message: 'planName must be at most 100 characters', field: 'planName' },
    ];
    // A copy of the refusal: the fake takes a Failure with extra fields, which an interface is not.
    const fake = api().on('put', '/pricingModel/update/:id', () => [answer[0], { ...answer[1] }]);
    const user = await openEdit(fake);
    await user.type(screen.getByLabelText('Plan Name'), ' Plus');
    await saveRefusedOnField(user, 'Plan Name', 'planName must be at most 100 characters');

    answer = [400, { success: false, message: 'features.1 must be at most 200 characters', field: 'features.1' }];
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('features.1 must be at most 200 characters');
    const second = screen.getByLabelText('Feature 2');
    expectFieldMessage(second, 'features.1 must be at most 200 characters');
    await waitFor(() => expect(screen.getByLabelText('Feature 1')).toHaveFocus());
  });
});
