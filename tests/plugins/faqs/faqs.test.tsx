import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setSmallScreen } from '@backoffice/kernel/testing';
import faqsPlugin from '@backoffice/plugin-faqs';
import { faqsApi, type Admin, type Faq } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { dialogButton, expectDialog, expectFormRefused } from '../../support/dialogs-and-files';

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };

// Keyed by the contract's endpoints: these fixtures are FAQs as the server answers them, or they do not compile.
const faqs: Faq[] = Array.from({ length: 12 }, (_, index) => ({
  _id: `f${index + 1}`,
  question: index === 3 ? 'How fast is COD remittance?' : `Question number ${index + 1}?`,
  answer: index === 7 ? 'We ship to Kenya within 48 hours.' : `Answer number ${index + 1}.`,
  row: index + 1,
  updatedAt: `2026-11-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`,
  status: 'published',
  state: 'published',
  publishAt: null,
  unpublishAt: null,
}));

afterEach(() => setSmallScreen(false));

function api() {
  return new FakeApi().on(faqsApi.list, [200, { success: true, data: faqs }]);
}

describe('FAQs list', () => {
  it('on a phone the Actions column is not fixed over the question: the table fits the screen and its text wraps (issue 34)', async () => {
    setSmallScreen(true);
    await renderApp({ plugins: [faqsPlugin], api: api(), path: '/faqs' });
    const question = await screen.findByText('Question number 1?');
    const table = question.closest('.ant-table-wrapper')!;
    expect(table).toHaveClass('bo-list-fit');
    const actionsHeader = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actionsHeader.className).not.toMatch(/ant-table-cell-fix/);
    expect(screen.getByRole('button', { name: 'Edit Question number 1?' }).closest('td')!.className).not.toMatch(
      /ant-table-cell-fix/,
    );
  });

  it('on a wide screen the Actions column stays fixed at the right edge', async () => {
    await renderApp({ plugins: [faqsPlugin], api: api(), path: '/faqs' });
    const question = await screen.findByText('Question number 1?');
    expect(question.closest('.ant-table-wrapper')).not.toHaveClass('bo-list-fit');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toMatch(/ant-table-cell-fix-(right|end)/);
  });

  it('shows 10 per page with Page X of Y, searches question and answer', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [faqsPlugin], api: api(), path: '/faqs' });
    expect(await screen.findByText('Question number 1?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'FAQs' })).toBeInTheDocument();
    expect(screen.queryByText('Question number 11?')).not.toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question number 11?')).toBeInTheDocument();
    const search = screen.getByPlaceholderText('Search now');
    await user.type(search, 'kenya');
    expect(await screen.findByText('We ship to Kenya within 48 hours.')).toBeInTheDocument();
    expect(screen.queryByText('Question number 1?')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'remittance');
    expect(await screen.findByText('How fast is COD remittance?')).toBeInTheDocument();
  });

  it('hides Add New, Edit and Delete from a viewer', async () => {
    await renderApp({ plugins: [faqsPlugin], api: api(), path: '/faqs', signedInAs: viewer });
    expect(await screen.findByText('Question number 1?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('deletes after confirmation and reloads', async () => {
    const user = userEvent.setup();
    const fake = api().on(faqsApi.remove, [200, { success: true, message: 'FAQ deleted' }]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
    await user.click(await screen.findByRole('button', { name: 'Delete Question number 1?' }));
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(fake.callsTo('delete', '/faq/delete/f1')).toHaveLength(1));
    await waitFor(() => expect(fake.callsTo('get', '/faq').length).toBeGreaterThanOrEqual(2));
  });
});

describe('FAQ form', () => {
  it('adds: validates, confirms, posts JSON and returns to /faqs', async () => {
    const user = userEvent.setup();
    const fake = api().on(faqsApi.add, [
      201,
      { success: true, message: 'FAQ added', data: { ...faqs[0], _id: 'new', row: 13 } },
    ]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
    await user.click(await screen.findByRole('button', { name: /Add New/ }));
    // The form's field, not the list's sortable "Question" column header (named the same).
    const question = await screen.findByRole('textbox', { name: 'Question' });
    expect(screen.getByLabelText('Row')).toHaveValue('13');
    await user.clear(screen.getByLabelText('Row'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
    await user.type(question, 'Do you ship to Ghana?');
    await user.type(screen.getByLabelText('Answer'), 'Yes, from Accra.');
    await user.type(screen.getByLabelText('Row'), '2a');
    expect(screen.getByLabelText('Row')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Woah! This FAQ has changed a lot!')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('post', '/faq/add')).toHaveLength(1));
    expect(fake.callsTo('post', '/faq/add')[0].body).toEqual({
      question: 'Do you ship to Ghana?',
      answer: 'Yes, from Accra.',
      row: 2,
    });
    expect(await screen.findByText('Question number 1?')).toBeInTheDocument();
  });

  it('edits: says No changes made, then sends the change; a failure keeps the form', async () => {
    const user = userEvent.setup();
    const fake = api().on(faqsApi.edit, [400, { success: false, message: 'Row must be a whole number from 1' }]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
    await user.click(await screen.findByRole('button', { name: 'Edit Question number 2?' }));
    const answer = await screen.findByLabelText('Answer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made');
    await user.type(answer, ' Updated.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('Row must be a whole number from 1');
    expect(fake.callsTo('put', '/faq/edit/f2')[0].body).toEqual({
      question: 'Question number 2?',
      answer: 'Answer number 2. Updated.',
      row: 2,
      updatedAt: '2026-11-02T10:00:00.000Z',
    });
    expect(screen.getByLabelText('Answer')).toHaveValue('Answer number 2. Updated.');
  });

  it('a 403 shows the server message on the form, keeps the typing and the session', async () => {
    const user = userEvent.setup();
    const fake = api().on(faqsApi.edit, [403, { success: false, message: 'Your role cannot do this' }]);
    const { app } = await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
    await user.click(await screen.findByRole('button', { name: 'Edit Question number 2?' }));
    const answer = await screen.findByLabelText('Answer');
    await user.type(answer, ' Typed before the refusal.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('Your role cannot do this');
    expect(fake.callsTo('put', '/faq/edit/f2')).toHaveLength(1);
    expect(screen.getByLabelText('Answer')).toHaveValue('Answer number 2. Typed before the refusal.');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(app.session.isAuthenticated).toBe(true);
  });
});
