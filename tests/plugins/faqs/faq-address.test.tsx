import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import faqsPlugin from '@backoffice/plugin-faqs';
import { renderApp } from '../../support/render-app';
import type { Faq } from '@backoffice/contracts';
import { FakeApi } from '../../support/fake-api';
import { published } from '../../support/fixtures';

const faqs: Faq[] = [
  {
    _id: 'f1',
    question: 'How fast is COD remittance?',
    answer: 'Within 48 hours.',
    row: 1,
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...published,
  },
  {
    _id: 'f2',
    question: 'Do you ship to Kenya?',
    answer: 'Yes, everywhere.',
    row: 2,
    updatedAt: '2026-11-02T09:30:00.000Z',
    ...published,
  },
];

function api() {
  return new FakeApi().on('get', '/faq', [200, { success: true, data: faqs }]);
}

describe('a FAQ by its address', () => {
  it('opens /faq/edit?id= on its own (a reload, a bookmark) with the FAQ loaded, and saves that FAQ', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/faq/edit/f2', [
      200,
      { success: true, data: { ...faqs[1], answer: 'Yes, in 48 hours.' } },
    ]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit FAQ' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Do you ship to Kenya?')).toBeInTheDocument();
    // The browser tab names the screen.
    expect(document.title).toBe('Edit FAQ · Backoffice');
    const answer = screen.getByLabelText(/Answer/);
    await user.clear(answer);
    await user.type(answer, 'Yes, in 48 hours.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('FAQs · Backoffice'));
    expect(fake.callsTo('put', '/faq/edit/f2')[0].body).toEqual({
      question: 'Do you ship to Kenya?',
      answer: 'Yes, in 48 hours.',
      row: 2,
      updatedAt: '2026-11-02T09:30:00.000Z',
    });
  });

  it('says so when the FAQ of the address is gone', async () => {
    await renderApp({ plugins: [faqsPlugin], api: api(), path: '/faq/edit?id=missing' });
    expect(await screen.findByText('FAQ not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to FAQs' })).toBeInTheDocument();
  });

  it('the list opens a FAQ at its own address, and the command palette finds it by question', async () => {
    const user = userEvent.setup();
    // The server's search finds FAQs (by question, in any locale: tests/server/search-translations.test.ts); the hit opens the FAQ's address.
    const fake = api().on('get', '/search', (request) => [
      200,
      {
        success: true,
        groups:
          request.params.q === 'kenya'
            ? [
                {
                  key: 'faqs',
                  label: 'FAQs',
                  hits: [{ title: 'Do you ship to Kenya?', description: 'Row 2', path: '/faq/edit?id=f2' }],
                },
              ]
            : [],
      },
    ]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
    await screen.findByText('Do you ship to Kenya?');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search screens and records' }), 'kenya');
    await user.click(await screen.findByRole('option', { name: /Do you ship to Kenya\?/ }));
    expect(await screen.findByDisplayValue('Do you ship to Kenya?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit FAQ' })).toBeInTheDocument();
  });

  it("opened from the list, a 409 reload shows what the other person saved (the list's copy is never reused)", async () => {
    const user = userEvent.setup();
    let loads = 0;
    const fake = new FakeApi()
      .on('get', '/faq', () => [
        200,
        { success: true, data: ++loads <= 2 ? faqs : [faqs[0], { ...faqs[1], answer: 'Yes, by someone else.' }] },
      ])
      .on('put', '/faq/edit/f2', [
        409,
        { success: false, message: 'This FAQ was changed by someone else. Reload to see the latest version.' },
      ]);
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faqs' });
    await user.click(await screen.findByRole('button', { name: 'Edit Do you ship to Kenya?' }));
    const answer = await screen.findByLabelText(/Answer/);
    await waitFor(() => expect(answer).toHaveValue('Yes, everywhere.'));
    await user.type(answer, ' Mine.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText(/Answer/)).toHaveValue('Yes, by someone else.'));
    // The refused save sent the version it had loaded: that is what let the server see the change meanwhile.
    expect(fake.callsTo('put', '/faq/edit/f2')[0].body).toMatchObject({ updatedAt: '2026-11-02T09:30:00.000Z' });
  });
});
