import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import pricingPlugin from '@backoffice/plugin-pricing';
import type { Translation } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { pricingPlan } from './fixtures';
import { withTranslations } from '../../support/translations-fake';

/** The pricing plan's translation editor (issue 38; docs/content-in-several-languages.md), as the FAQ's is tested. */
const plan = pricingPlan({ features: ['COD', 'Call center'] });
const frenchSaved: Translation = {
  kind: 'pricing',
  recordId: 'p1',
  locale: 'fr',
  fields: { planName: 'Débutant' },
  slug: '',
  complete: false,
  updatedAt: '2026-11-02T08:00:00.000Z',
};

function api() {
  return withTranslations(
    new FakeApi().on('get', '/pricingModel/get', [200, { success: true, data: { data: [plan] } }]),
    {
      kind: 'pricing',
      fields: ['planName', 'description'],
      french: frenchSaved,
      complete: [{ id: 'p1', complete: ['en'] }],
    },
  );
}

describe('pricing translations', () => {
  it('switches to French, shows the English text beside each field and saves the French values with their version', async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [pricingPlugin], api: fake, path: '/pricing' });
    await user.click(await screen.findByLabelText('Edit Starter'));
    const switcher = await screen.findByLabelText('Content language');
    await user.click(within(switcher).getByText('fr'));
    const name = await screen.findByRole('textbox', { name: 'Plan Name (fr)' });
    await waitFor(() => expect(name).toHaveValue('Débutant'));
    expect(name).toHaveAttribute('lang', 'fr');
    // The English text stands beside the field being translated.
    expect(screen.getByLabelText('Plan Name in en')).toHaveTextContent('Starter');
    expect(screen.getByLabelText('Description in en')).toHaveTextContent('For new sellers');
    // Set at once (typing each letter re-renders the whole form; the machine is shared).
    fireEvent.change(screen.getByRole('textbox', { name: 'Description (fr)' }), {
      target: { value: 'Pour les nouveaux vendeurs' },
    });
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/pricing/p1/fr');
    expect(saved.body).toEqual({
      fields: { planName: 'Débutant', description: 'Pour les nouveaux vendeurs' },
      updatedAt: '2026-11-02T08:00:00.000Z',
    });
    // The plan's own form was not submitted.
    expect(fake.calls.filter((call) => call.method === 'put' && call.url.startsWith('/pricingModel/'))).toHaveLength(0);
  });
});
