import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import jobsPlugin from '@backoffice/plugin-jobs';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { jobFixture } from './fixtures';
import { dialogButton, expectDialog, expectFieldMessage, expectFormRefused } from '../../support/dialogs-and-files';

const job = jobFixture();
const api = () => new FakeApi().on('get', '/job/get', [200, [job]]);
const TEXT_FIELDS = ['Title', 'Department', 'Location', 'Overview', 'Description'];

async function openAdd(fake: FakeApi) {
  const user = userEvent.setup();
  await renderApp({ plugins: [jobsPlugin], api: fake, path: '/company/career/update' });
  await screen.findByLabelText('Title');
  return user;
}

/** Fills every field but the content (the rich-text editor is filled by setting its HTML, as Quill reads it). */
async function fillAllButContent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Warehouse Lead');
  await user.type(screen.getByLabelText('Department'), 'Fulfilment');
  await user.type(screen.getByLabelText('Location'), 'Lagos');
  await user.type(screen.getByLabelText('Overview'), 'Lead the night shift');
  await user.type(screen.getByLabelText('Description'), 'Run the Lagos warehouse');
  await user.type(screen.getByLabelText('Salary'), '40000');
}

async function writeContent(html: string) {
  const content = await screen.findByLabelText('Content');
  content.innerHTML = html;
  await waitFor(() => expect(content).toHaveTextContent(/\S/));
}

describe('job form: field-level errors', () => {
  it('marks the required fields, the salary amount and the (lazily loaded) content included', async () => {
    await openAdd(api());
    for (const label of [...TEXT_FIELDS, 'Salary'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    const content = await screen.findByLabelText('Content');
    await waitFor(() => expect(content).toHaveAttribute('aria-required', 'true'));
    expect(screen.getByLabelText('Remote')).not.toHaveAttribute('aria-required');
  });

  it('an empty form keeps the summary, shows each message on its field and focuses the first', async () => {
    const user = await openAdd(api());
    await screen.findByLabelText('Content');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('All fields are required');
    const title = screen.getByLabelText('Title');
    expectFieldMessage(title, 'Please enter the title');
    expect(screen.getByLabelText('Department')).toHaveAccessibleDescription('Please enter the department');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Please enter the location');
    expectFieldMessage(screen.getByLabelText('Salary'), 'Please enter the salary');
    expect(screen.getByLabelText('Overview')).toHaveAccessibleDescription('Please enter the overview');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Please enter the description');
    const content = screen.getByLabelText('Content');
    expectFieldMessage(content, 'Please write the content');
    await waitFor(() => expect(title).toHaveFocus());
    // Fixing a field takes its message away; the others stay.
    await user.type(title, 'Warehouse Lead');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the title')).not.toBeInTheDocument();
    expect(screen.getByText('Please write the content')).toBeInTheDocument();
  });

  it('empty content alone: its message is on the editor, which takes focus (not its toolbar)', async () => {
    const user = await openAdd(api());
    await fillAllButContent(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('All fields are required');
    const content = screen.getByLabelText('Content');
    expect(content).toHaveAccessibleDescription('Please write the content');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(content).toHaveFocus());
    await writeContent('<p>Shifts and safety</p>');
    await waitFor(() => expect(content).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Please write the content')).not.toBeInTheDocument();
  });

  it('a negative or zero salary is marked on the salary, counted in the summary line', async () => {
    const user = await openAdd(api());
    await fillAllButContent(user);
    await writeContent('<p>Shifts and safety</p>');
    const salary = screen.getByLabelText('Salary');
    await user.clear(salary);
    await user.type(salary, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Salary cannot be negative');
    expectFieldMessage(salary, 'Salary cannot be negative');
    await waitFor(() => expect(salary).toHaveFocus());
    await user.clear(salary);
    await user.type(salary, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Salary cannot be zero');
    expect(salary).toHaveAccessibleDescription('Salary cannot be zero');
  });

  it("a server 400 naming a field is shown on it ('salary' on the salary amount)", async () => {
    const fake = api().on('put', '/job/edit/:id', [
      400,
      { success: false, message: 'salary contains a character that is not allowed', field: 'salary' },
    ]);
    const user = userEvent.setup();
    await renderApp({ plugins: [jobsPlugin], api: fake, path: '/company/career/update?id=j1' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Data Analyst'));
    await user.type(screen.getByLabelText('Location'), ' (hybrid)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('salary contains a character that is not allowed');
    const salary = screen.getByLabelText('Salary');
    expectFieldMessage(salary, 'salary contains a character that is not allowed');
    await waitFor(() => expect(salary).toHaveFocus());
    expect(screen.getByLabelText('Location')).not.toHaveAttribute('aria-invalid');
  });
});
