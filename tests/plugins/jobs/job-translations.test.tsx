import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import jobsPlugin from '@backoffice/plugin-jobs';
import type { Translation } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { jobFixture } from './fixtures';
import { withTranslations } from '../../support/translations-fake';

/** The job's translation editor (issue 38; docs/content-in-several-languages.md), as the FAQ's is tested. */
const job = jobFixture();
const frenchSaved: Translation = {
  kind: 'jobs',
  recordId: 'j1',
  locale: 'fr',
  fields: { title: 'Analyste de données' },
  slug: '',
  complete: false,
  updatedAt: '2026-11-02T08:00:00.000Z',
};

function api() {
  return withTranslations(new FakeApi().on('get', '/job/get', [200, [job]]), {
    kind: 'jobs',
    fields: ['title', 'overview', 'description', 'content'],
    french: frenchSaved,
    complete: [{ id: 'j1', complete: ['en'] }],
  });
}

describe('job translations', () => {
  it('switches to French, shows the English text beside each field and saves the French values with their version', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [jobsPlugin], api: fake, path: '/company/career/update?id=j1' });
    const switcher = await screen.findByLabelText('Content language');
    await user.click(within(switcher).getByText('fr'));
    const title = await screen.findByRole('textbox', { name: 'Title (fr)' });
    await waitFor(() => expect(title).toHaveValue('Analyste de données'));
    expect(title).toHaveAttribute('lang', 'fr');
    // The English text stands beside the field being translated.
    expect(screen.getByLabelText('Title in en')).toHaveTextContent('Data Analyst');
    expect(screen.getByLabelText('Overview in en')).toHaveTextContent('Join us');
    expect(screen.getByLabelText('Description in en')).toHaveTextContent('Make sense of deliveries');
    // Set at once (typing each letter re-renders the whole form; the machine is shared).
    fireEvent.change(screen.getByRole('textbox', { name: 'Overview (fr)' }), { target: { value: 'Rejoignez-nous' } });
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/jobs/j1/fr');
    expect(saved.body).toEqual({
      fields: { title: 'Analyste de données', overview: 'Rejoignez-nous', description: '', content: '' },
      updatedAt: '2026-11-02T08:00:00.000Z',
    });
    // The job's own form was not submitted.
    expect(fake.calls.filter((call) => call.method === 'put' && call.url.startsWith('/job/'))).toHaveLength(0);
  });
});
