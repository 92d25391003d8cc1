import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import reviewsPlugin from '@backoffice/plugin-reviews';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { reviewFixture } from './fixtures';
import { expectFieldMessage, saveRefusedOnField, expectFormRefused } from '../../support/dialogs-and-files';

const review = reviewFixture();
const api = () => new FakeApi().on('get', '/reviews', [200, { success: true, data: [review] }]);
const TEXT_FIELDS = ['First Name', 'Last Name', 'Job Title', 'Title', 'Description'];

async function openAdd(fake: FakeApi) {
  const user = userEvent.setup();
  await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews' });
  await user.click(await screen.findByRole('button', { name: /Add New/ }));
  await screen.findByLabelText('First Name');
  return user;
}

async function openEdit(fake: FakeApi) {
  const user = userEvent.setup();
  await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews/edit-review?id=r1' });
  await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Amina'));
  return user;
}

describe('review form: field-level errors', () => {
  it('marks the required fields (the image is optional; Row only when editing)', async () => {
    await openAdd(api());
    for (const label of TEXT_FIELDS) expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Image')).not.toHaveAttribute('aria-required');
    expect(screen.queryByLabelText('Row')).not.toBeInTheDocument();
  });

  it('an empty field keeps the summary, shows its message on the field and takes focus', async () => {
    const user = await openAdd(api());
    await user.type(screen.getByLabelText('First Name'), 'Zainab');
    await user.type(screen.getByLabelText('Title'), 'Doubled our COD orders');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
    const lastName = screen.getByLabelText('Last Name');
    expectFieldMessage(lastName, 'Please enter the last name');
    expect(screen.getByLabelText('Job Title')).toHaveAccessibleDescription('Please enter the job title');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Please enter the description');
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(lastName).toHaveFocus());
    // Fixing a field takes its message away; the others stay.
    await user.type(lastName, 'Bello');
    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the last name')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter the job title')).toBeInTheDocument();
  });

  it('editing: Row is required and must be 1 or more, counted in the summary line', async () => {
    const user = await openEdit(api());
    const row = screen.getByLabelText('Row');
    expect(row).toHaveAttribute('aria-required', 'true');
    await user.clear(row);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter the row (a whole number from 1)');
    expectFieldMessage(row, 'Please enter the row');
    await waitFor(() => expect(row).toHaveFocus());
    await user.type(row, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please enter the row (a whole number from 1)');
    expect(row).toHaveAccessibleDescription('The row must be 1 or more');
  });

  it('a server 400 that names a field is shown on that field', async () => {
    const fake = api().on('post', '/reviews/add', [
      400,
      { success: false, message: 'title contains a character that is not allowed', field: 'title' },
    ]);
    const user = await openAdd(fake);
    await user.type(screen.getByLabelText('First Name'), 'Zainab');
    await user.type(screen.getByLabelText('Last Name'), 'Bello');
    await user.type(screen.getByLabelText('Job Title'), 'Founder');
    await user.type(screen.getByLabelText('Title'), 'Doubled our orders');
    await user.type(screen.getByLabelText('Description'), 'Remittance every week.');
    await saveRefusedOnField(user, 'Title', 'title contains a character that is not allowed');
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
  });
});
