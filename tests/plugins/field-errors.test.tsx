import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Plugin } from '@backoffice/kernel';
import countriesPlugin from '@backoffice/plugin-countries';
import jobsPlugin from '@backoffice/plugin-jobs';
import legalPagesPlugin from '@backoffice/plugin-legal-pages';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import pricingPlugin from '@backoffice/plugin-pricing';
import reviewsPlugin from '@backoffice/plugin-reviews';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../support/render-app';
import { FakeApi } from '../support/fake-api';
import { expectFieldMessage, expectFormRefused } from '../support/dialogs-and-files';

/**
 * The forms whose own files test their spec messages but not where the kit puts them: saving an empty form
 * marks each required field, shows its message on the field (as its accessible description), counts them in the
 * summary line and focuses the first wrong one. (FAQ, company, user, profile, SEO, section and article forms have their own tests of this.)
 */
async function expectFieldErrors(plugin: Plugin, path: string, firstRequired: string) {
  const user = userEvent.setup();
  await renderApp({ plugins: [plugin], api: new FakeApi(), path });
  const field = await screen.findByLabelText(firstRequired);
  expect(field).toHaveAttribute('aria-required', 'true');
  await user.click(screen.getByRole('button', { name: /^(Save|Add|Create|Update|Submit)\b/ }));
  // No dialog: a summary line counts the fields with a message, and the first wrong field has the focus.
  await expectFormRefused(/\S/);
  expectFieldMessage(field, /\S/);
  await waitFor(() => expect(field).toHaveFocus());
}

describe('every form says which field is wrong', () => {
  it('review form', () => expectFieldErrors(reviewsPlugin, '/add-new-review', 'First Name'));
  it('country form', () => expectFieldErrors(countriesPlugin, '/explore/countries-covered/add', 'Country'));
  it('legal page form', () => expectFieldErrors(legalPagesPlugin, '/legal-pages/add', 'Title'));
  it('job form', () => expectFieldErrors(jobsPlugin, '/company/career/update', 'Title'));
  it('pricing plan form', () => expectFieldErrors(pricingPlugin, '/pricing/edit-pricing', 'Plan Name'));
  it('podcast form', () => expectFieldErrors(podcastsPlugin, '/resources/podcasts/update', 'Title'));
  it('about-us card form', () => expectFieldErrors(sectionsPlugin, '/about-us/cards/add', 'Title'));
});
