import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import jobsPlugin from '@backoffice/plugin-jobs';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { jobFixture } from './fixtures';
import { dialogButton, expectDialog, expectFormRefused } from '../../support/dialogs-and-files';

const job = jobFixture();
const api = () => new FakeApi().on('get', '/job/get', [200, [job]]);

describe('job form', () => {
  it("adds a job: 'All fields are required', salary rules, then JSON with the salary as one string", async () => {
    const user = userEvent.setup();
    const fake = api().on('post', '/job/add', [201, { success: true, data: job }]);
    await renderApp({ plugins: [jobsPlugin], api: fake, path: '/company/career' });
    await user.click(await screen.findByRole('button', { name: /Add New/ }));
    expect(await screen.findByRole('heading', { name: 'Add New Job' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('All fields are required');

    // Pasted, not typed key by key: every key re-renders the whole form (40 s and more on a busy machine).
    for (const [label, text] of [
      ['Title', 'Warehouse Lead'],
      ['Department', 'Fulfilment'],
      ['Location', 'Lagos'],
      ['Overview', 'Lead the night shift'],
      ['Description', 'Run the Lagos warehouse'],
    ]) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    const content = await screen.findByLabelText('Content');
    content.innerHTML = '<p>Shifts and safety</p>';
    await waitFor(() => expect(content).toHaveTextContent('Shifts and safety'));
    await user.type(screen.getByLabelText('Salary'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Salary cannot be negative');
    await user.clear(screen.getByLabelText('Salary'));
    await user.type(screen.getByLabelText('Salary'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Salary cannot be zero');
    await user.clear(screen.getByLabelText('Salary'));
    await user.type(screen.getByLabelText('Salary'), '40000');
    await user.click(screen.getByText('Annual'));
    await user.click(screen.getByLabelText('Remote'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Are you sure you want to save changes?')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('post', '/job/add')).toHaveLength(1));
    expect(fake.callsTo('post', '/job/add')[0].body).toMatchObject({
      title: 'Warehouse Lead',
      salary: '40000 USD Annual',
      remote: true,
      location: 'Lagos',
    });
    expect(await screen.findByRole('heading', { name: 'Career' })).toBeInTheDocument();
  });

  it("edits the job carried from the list: 'No changes made', a failed save stays, the version is sent", async () => {
    const user = userEvent.setup();
    let fail = true;
    const fake = api().on('put', '/job/edit/:id', () =>
      fail ? [500, { success: false, message: 'Database unavailable' }] : [200, { success: true, data: job }],
    );
    await renderApp({ plugins: [jobsPlugin], api: fake, path: '/company/career' });
    await user.click(await screen.findByLabelText('Edit Data Analyst'));
    expect(await screen.findByRole('heading', { name: 'Edit Job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Salary')).toHaveValue('3000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made');
    await user.type(screen.getByLabelText('Location'), ' (hybrid)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await expectDialog('Database unavailable');
    expect(screen.getByLabelText('Location')).toHaveValue('Casablanca (hybrid)');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('put', '/job/edit/j1')).toHaveLength(2));
    expect(fake.callsTo('put', '/job/edit/j1')[1].body).toMatchObject({
      location: 'Casablanca (hybrid)',
      salary: '3000 USD Monthly',
      updatedAt: job.updatedAt,
    });
  });

  it('a job opens at its own address (/company/career/update?id=), loaded fresh, and says so when it is gone', async () => {
    await renderApp({ plugins: [jobsPlugin], api: api(), path: '/company/career/update?id=j1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Data Analyst'));
    expect(screen.getByLabelText('Location')).toHaveValue('Casablanca');
    cleanup();
    await renderApp({ plugins: [jobsPlugin], api: api(), path: '/company/career/update?id=gone' });
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Career' })).toBeInTheDocument();
  });
});
