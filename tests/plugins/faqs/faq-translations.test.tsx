import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import faqsPlugin from '@backoffice/plugin-faqs';
import type { Faq, Translation } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { withTranslations } from '../../support/translations-fake';
import { published } from '../../support/fixtures';

/** The FAQ translation editor and the Languages column (issue 38 item 2; docs/content-in-several-languages.md). */
const faqs: Faq[] = [
  {
    _id: 'f1',
    question: 'Do you ship to Ghana?',
    answer: 'Yes, in two days.',
    row: 1,
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...published,
  },
  {
    _id: 'f2',
    question: 'Can I pay on delivery?',
    answer: 'Yes.',
    row: 2,
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...published,
  },
];
const frenchSaved: Translation = {
  kind: 'faqs',
  recordId: 'f1',
  locale: 'fr',
  fields: { question: 'Livrez-vous au Ghana ?' },
  slug: '',
  complete: false,
  updatedAt: '2026-11-02T08:00:00.000Z',
};

function api(siteLocales?: string[]) {
  return withTranslations(new FakeApi().on('get', '/faq', [200, { success: true, data: faqs }]), {
    kind: 'faqs',
    fields: ['question', 'answer'],
    french: frenchSaved,
    complete: [
      { id: 'f1', complete: ['en', 'fr'] },
      { id: 'f2', complete: ['en'] },
    ],
    siteLocales,
  });
}

describe('FAQ translations', () => {
  it('the list shows which languages each FAQ is complete in', async () => {
    await renderApp({ plugins: [faqsPlugin], api: api(), path: '/faqs' });
    const row = (await screen.findByText('Do you ship to Ghana?')).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'true'));
    expect(row.querySelector('[data-locale="ar"]')).toHaveAttribute('data-complete', 'false');
    const other = screen.getByText('Can I pay on delivery?').closest('tr')!;
    expect(other.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'false');
  });

  it('switches to French, shows the English text beside each field and saves the translation with its version', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [faqsPlugin], api: fake, path: '/faq/edit?id=f1' });
    const switcher = await screen
      .findByRole('radiogroup', { name: 'Content language' })
      .catch(() => screen.findByLabelText('Content language'));
    await user.click(within(switcher).getByText('fr'));
    const question = await screen.findByRole('textbox', { name: 'Question (fr)' });
    await waitFor(() => expect(question).toHaveValue('Livrez-vous au Ghana ?'));
    expect(question).toHaveAttribute('lang', 'fr');
    // The English text stands beside the field being translated.
    expect(screen.getByLabelText('Answer in en')).toHaveTextContent('Yes, in two days.');
    await user.type(screen.getByRole('textbox', { name: 'Answer (fr)' }), 'Oui, en deux jours.');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/faqs/f1/fr');
    expect(saved.body).toEqual({
      fields: { question: 'Livrez-vous au Ghana ?', answer: 'Oui, en deux jours.' },
      updatedAt: '2026-11-02T08:00:00.000Z',
    });
    // The record's own form was not submitted.
    expect(fake.callsTo('put', '/faq/edit/f1')).toHaveLength(0);
  });

  it('Arabic fields are written right to left', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [faqsPlugin], api: api(), path: '/faq/edit?id=f1', language: 'ar' });
    const switcher = await screen.findByLabelText('لغة المحتوى');
    await user.click(within(switcher).getByText('ar'));
    const fields = await screen.findAllByRole('textbox');
    const arabic = fields.filter((field) => field.getAttribute('lang') === 'ar');
    expect(arabic).toHaveLength(2);
    for (const field of arabic) expect(field).toHaveAttribute('dir', 'rtl');
  });

  it('a one-language site shows neither the switcher nor the column', async () => {
    await renderApp({ plugins: [faqsPlugin], api: api(['en']), path: '/faqs' });
    await screen.findByText('Do you ship to Ghana?');
    expect(document.querySelector('[data-locale]')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Languages/ })).toBeNull();
  });
});
