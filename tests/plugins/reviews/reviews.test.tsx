import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import reviewsPlugin from '@backoffice/plugin-reviews';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import type { Admin } from '@backoffice/contracts';
import { reviewFixture } from './fixtures';
import { dialogButton, expectDialog, expectFormRefused } from '../../support/dialogs-and-files';

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };
const FIRST = ['Amina', 'Youssef', 'Grace', 'Kofi', 'Leila', 'Omar', 'Sara', 'Tariq', 'Nadia', 'Idris', 'Fatou'];

const reviews = FIRST.map((first, index) =>
  reviewFixture({
    _id: `r${index + 1}`,
    firstName: first,
    lastName: 'Diallo',
    fullName: `${first} Diallo`,
    avatarURL: index === 0 ? '/uploads/reviews/amina.png' : null,
    role: 'Store owner',
    title: `Great service ${index + 1}`,
    description: `Deliveries arrive on time ${index + 1}.`,
    date: '2026-10-05T10:00:00.000Z',
    row: index + 1,
    updatedAt: `2026-10-${String(index + 10)}T10:00:00.000Z`,
  }),
);

function api() {
  return new FakeApi().on('get', '/reviews', [200, { success: true, data: reviews }]);
}

describe('reviews list', () => {
  it('pages by 10 and searches by full name', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [reviewsPlugin], api: api(), path: '/reviews' });
    expect(await screen.findByText('Amina Diallo')).toBeInTheDocument();
    expect(screen.queryByText('Fatou Diallo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Fatou Diallo')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search by full name'), 'kofi d');
    expect(await screen.findByText('Kofi Diallo')).toBeInTheDocument();
    expect(screen.queryByText('Fatou Diallo')).not.toBeInTheDocument();
  });

  it('hides Add New, Edit and Delete from a viewer', async () => {
    await renderApp({ plugins: [reviewsPlugin], api: api(), path: '/reviews', signedInAs: viewer });
    expect(await screen.findByText('Amina Diallo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New|Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    const fake = api().on('delete', '/reviews/delete/:id', [200, { success: true, message: 'Review deleted' }]);
    await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews' });
    await user.click(await screen.findByRole('button', { name: 'Delete Grace Diallo' }));
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(fake.callsTo('delete', '/reviews/delete/r3')).toHaveLength(1));
  });
});

describe('review forms', () => {
  it('add really saves: validates then posts multipart and returns to the list', async () => {
    const user = userEvent.setup();
    const fake = api().on('post', '/reviews/add', [200, { success: true, data: reviews[0] }]);
    await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews' });
    await user.click(await screen.findByRole('button', { name: /Add New/ }));
    expect(await screen.findByRole('heading', { name: 'Add New Review' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Reviews' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Zainab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
    await user.type(screen.getByLabelText('Last Name'), 'Bello');
    await user.type(screen.getByLabelText('Job Title'), 'Founder, Lagos Threads');
    await user.type(screen.getByLabelText('Title'), 'Doubled our COD orders');
    await user.type(screen.getByLabelText('Description'), 'Remittance every week, no surprises.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('post', '/reviews/add')).toHaveLength(1));
    const body = fake.callsTo('post', '/reviews/add')[0].body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      firstName: 'Zainab',
      lastName: 'Bello',
      role: 'Founder, Lagos Threads',
      title: 'Doubled our COD orders',
      description: 'Remittance every week, no surprises.',
    });
    expect(await screen.findByText('Amina Diallo')).toBeInTheDocument();
  });

  it('edit sends the fields plus Row; unchanged says No changes made; failure keeps the form', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/reviews/edit/:id', [
      400,
      { success: false, message: 'Row must be a whole number from 1' },
    ]);
    await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews' });
    await user.click(await screen.findByRole('button', { name: 'Edit Youssef Diallo' }));
    // The form's field, not the list's sortable "Row" column header (named the same).
    const row = await screen.findByRole('textbox', { name: 'Row' });
    expect(screen.getByLabelText('First Name')).toHaveValue('Youssef');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made');
    await user.clear(row);
    await user.type(row, '5x');
    expect(row).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('Row must be a whole number from 1');
    const body = fake.callsTo('put', '/reviews/edit/r2')[0].body as FormData;
    expect(body.get('row')).toBe('5');
    expect(body.get('firstName')).toBe('Youssef');
    // The version it loaded, so a change made meanwhile by someone else is a 409, never overwritten.
    expect(body.get('updatedAt')).toBe('2026-10-11T10:00:00.000Z');
    expect(screen.getByLabelText('Row')).toHaveValue('5');
  });

  it('a 409 (changed by someone else) offers a reload that shows what the other person saved', async () => {
    const user = userEvent.setup();
    let loads = 0;
    const changed = { ...reviews[1], title: 'Edited by someone else', updatedAt: '2026-10-30T10:00:00.000Z' };
    const fake = new FakeApi()
      .on('get', '/reviews', () => [200, { success: true, data: ++loads <= 1 ? reviews : [reviews[0], changed] }])
      .on('put', '/reviews/edit/:id', [
        409,
        { success: false, message: 'This record was changed by someone else. Reload to see the latest version.' },
      ]);
    await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews/edit-review?id=r2' });
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('Great service 2'));
    await user.type(title, ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    expect(await screen.findByText(/Reload it\?/)).toBeInTheDocument();
    await user.click(dialogButton('Reload'));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Edited by someone else'));
    expect((fake.callsTo('put', '/reviews/edit/r2')[0].body as FormData).get('updatedAt')).toBe(
      '2026-10-11T10:00:00.000Z',
    );
  });

  it('a review opens at its own address (/reviews/edit-review?id=), loaded fresh, and says so when it is gone', async () => {
    await renderApp({ plugins: [reviewsPlugin], api: api(), path: '/reviews/edit-review?id=r2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Review' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Youssef'));
    expect(screen.getByLabelText('Title')).toHaveValue('Great service 2');
    cleanup();
    await renderApp({ plugins: [reviewsPlugin], api: api(), path: '/reviews/edit-review?id=gone' });
    expect(await screen.findByText('Review not found')).toBeInTheDocument();
  });
});
