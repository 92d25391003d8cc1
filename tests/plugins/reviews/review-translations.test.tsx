import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import reviewsPlugin from '@backoffice/plugin-reviews';
import type { Translation } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { reviewFixture } from './fixtures';
import { withTranslations } from '../../support/translations-fake';

/** The review's translation editor and the Languages column (issue 38; docs/content-in-several-languages.md). */
const review = (id: string, firstName: string, title: string, row: number) =>
  reviewFixture({
    _id: id,
    firstName,
    lastName: 'Diallo',
    fullName: `${firstName} Diallo`,
    avatarURL: null,
    role: 'Store owner',
    title,
    description: 'Deliveries arrive on time.',
    date: '2026-10-05T10:00:00.000Z',
    row,
    updatedAt: '2026-10-10T10:00:00.000Z',
  });
const reviews = [review('r1', 'Amina', 'Great service', 1), review('r2', 'Kofi', 'Weekly payments', 2)];
const frenchSaved: Translation = {
  kind: 'reviews',
  recordId: 'r1',
  locale: 'fr',
  fields: { title: 'Excellent service' },
  slug: '',
  complete: false,
  updatedAt: '2026-11-02T08:00:00.000Z',
};

function api(siteLocales?: string[]) {
  return withTranslations(new FakeApi().on('get', '/reviews', [200, { success: true, data: reviews }]), {
    kind: 'reviews',
    fields: ['role', 'title', 'description'],
    french: frenchSaved,
    complete: [
      { id: 'r1', complete: ['en', 'fr'] },
      { id: 'r2', complete: ['en'] },
    ],
    siteLocales,
  });
}

describe('review translations', () => {
  it('the list shows which languages each review is complete in', async () => {
    await renderApp({ plugins: [reviewsPlugin], api: api(), path: '/reviews' });
    expect(await screen.findByRole('columnheader', { name: /Languages/ })).toBeInTheDocument();
    const row = (await screen.findByText('Amina Diallo')).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'true'));
    expect(row.querySelector('[data-locale="ar"]')).toHaveAttribute('data-complete', 'false');
    expect(screen.getByText('Kofi Diallo').closest('tr')!.querySelector('[data-locale="fr"]')).toHaveAttribute(
      'data-complete',
      'false',
    );
  });

  it('switches to French, shows the English text beside each field (not the name) and saves the French values with their version', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews/edit-review?id=r1' });
    const switcher = await screen.findByLabelText('Content language');
    await user.click(within(switcher).getByText('fr'));
    const title = await screen.findByRole('textbox', { name: 'Title (fr)' });
    await waitFor(() => expect(title).toHaveValue('Excellent service'));
    expect(title).toHaveAttribute('lang', 'fr');
    expect(screen.getByLabelText('Job Title in en')).toHaveTextContent('Store owner');
    expect(screen.getByLabelText('Description in en')).toHaveTextContent('Deliveries arrive on time.');
    // A person's name is the same in every language: no field to translate it.
    expect(screen.queryByRole('textbox', { name: /Name \(fr\)/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Job Title (fr)' }), { target: { value: 'Commerçante' } });
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/reviews/r1/fr');
    expect(saved.body).toEqual({
      fields: { role: 'Commerçante', title: 'Excellent service', description: '' },
      updatedAt: '2026-11-02T08:00:00.000Z',
    });
    // The review's own form was not submitted.
    expect(fake.calls.filter((call) => call.url.startsWith('/reviews/edit/'))).toHaveLength(0);
  });

  it("in a French admin the editor labels are the form's own (the plugin's catalog)", async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [reviewsPlugin], api: api(), path: '/reviews/edit-review?id=r1', language: 'fr' });
    const switcher = await screen.findByLabelText('Langue du contenu');
    await user.click(within(switcher).getByText('ar'));
    const role = await screen.findByRole('textbox', { name: 'Poste (ar)' });
    expect(role).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Poste en en')).toHaveTextContent('Store owner');
    expect(screen.getByRole('textbox', { name: 'Titre (ar)' })).toBeInTheDocument();
  });

  it('a one-language site shows neither the column nor the switcher', async () => {
    await renderApp({ plugins: [reviewsPlugin], api: api(['en']), path: '/reviews' });
    await screen.findByText('Amina Diallo');
    expect(document.querySelector('[data-locale]')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Languages/ })).toBeNull();
  });

  it("a one-language site's review form has no switcher", async () => {
    const fake = api(['en']);
    await renderApp({ plugins: [reviewsPlugin], api: fake, path: '/reviews/edit-review?id=r1' });
    expect(await screen.findByDisplayValue('Great service')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('get', '/translations/locales').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Content language')).toBeNull();
  });
});
