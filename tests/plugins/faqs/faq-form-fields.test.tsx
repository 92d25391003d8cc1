import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import faqsPlugin from '@backoffice/plugin-faqs';
import { renderApp } from '../../support/render-app';
import type { Faq } from '@backoffice/contracts';
import { FakeApi } from '../../support/fake-api';
import {
  dialogButton,
  expectFieldMessage,
  saveRefusedOnField,
  expectFormRefused,
} from '../../support/dialogs-and-files';
import { published } from '../../support/fixtures';

const faqs: Faq[] = [
  {
    _id: 'f1',
    question: 'Do you ship to Ghana?',
    answer: 'Yes.',
    row: 1,
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...published,
  },
];
const api = () => new FakeApi().on('get', '/faq', [200, { success: true, data: faqs }]);

async function openAdd(fake: FakeApi) {
  const user = userEvent.setup();
  await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
  await user.click(await screen.findByRole('button', { name: /Add New/ }));
  // The form's field, not the list's sortable "Question" column header (named the same).
  await screen.findByRole('textbox', { name: 'Question' });
  return user;
}

describe('FAQ form: field-level errors (kit rules)', () => {
  it('marks the required fields', async () => {
    await openAdd(api());
    for (const label of ['Question', 'Answer', 'Row'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
  });

  it('a failed check keeps the summary, shows each message on its field and focuses the first wrong one', async () => {
    const user = await openAdd(api());
    await user.type(screen.getByLabelText('Question'), 'How fast?');
    await user.clear(screen.getByLabelText('Row'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the fields');
    const answer = screen.getByLabelText('Answer');
    expectFieldMessage(answer, 'Please enter the answer');
    expect(screen.getByLabelText('Row')).toHaveAccessibleDescription('Please enter the row');
    expect(screen.getByLabelText('Question')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(answer).toHaveFocus());
    // Fixing a field takes its message away; the others stay.
    await user.type(answer, 'Two days.');
    expect(answer).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the answer')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter the row')).toBeInTheDocument();
  });

  it('a server 400 that names a field is shown on that field', async () => {
    const fake = api().on('post', '/faq/add', [
      400,
      { success: false, message: 'question must be at most 300 characters', field: 'question' },
    ]);
    const user = await openAdd(fake);
    await user.type(screen.getByLabelText('Question'), 'Long?');
    await user.type(screen.getByLabelText('Answer'), 'Yes.');
    await saveRefusedOnField(user, 'Question', 'question must be at most 300 characters');
  });
});

describe('FAQ form: confirming and saving', () => {
  it('the confirm dialog focuses its confirming button: Escape cancels, Enter confirms; then a success message', async () => {
    const fake = api().on('post', '/faq/add', [
      200,
      { success: true, data: { ...faqs[0], _id: 'new', question: 'Cash on delivery?', answer: 'Yes.', row: 2 } },
    ]);
    const user = await openAdd(fake);
    await user.type(screen.getByLabelText('Question'), 'Cash on delivery?');
    await user.type(screen.getByLabelText('Answer'), 'Yes.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialogButton('Confirm')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(fake.callsTo('post', '/faq/add')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialogButton('Confirm')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo('post', '/faq/add')).toHaveLength(1));
    expect(await screen.findByText('FAQ added')).toBeInTheDocument();
  });

  it('a delete says it is done', async () => {
    const user = userEvent.setup();
    const fake = api().on('delete', '/faq/delete/:id', [200, { success: true, message: 'FAQ deleted' }]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
    await user.click(await screen.findByRole('button', { name: 'Delete Do you ship to Ghana?' }));
    await user.click(dialogButton('Delete'));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });
});

describe('FAQ form in French', () => {
  it("shows the fields' required messages, given in English by the form, in French", async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [faqsPlugin], api: api(), path: '/faqs', language: 'fr' });
    await user.click(await screen.findByRole('button', { name: /Ajouter : Question/ }));
    await screen.findByRole('textbox', { name: 'Question' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectFormRefused('2 champs demandent votre attention.');
    expectFieldMessage(screen.getByRole('textbox', { name: 'Question' }), 'Veuillez saisir la question');
    expectFieldMessage(screen.getByRole('textbox', { name: 'Réponse' }), 'Veuillez saisir la réponse');
    expect(screen.queryByText('Please enter the question')).not.toBeInTheDocument();
  });
});
