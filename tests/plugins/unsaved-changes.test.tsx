import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Plugin } from '@backoffice/kernel';
import companiesPlugin from '@backoffice/plugin-companies';
import countriesPlugin from '@backoffice/plugin-countries';
import faqsPlugin from '@backoffice/plugin-faqs';
import podcastsPlugin from '@backoffice/plugin-podcasts';
import profilePlugin from '@backoffice/plugin-profile';
import reviewsPlugin from '@backoffice/plugin-reviews';
import sectionsPlugin from '@backoffice/plugin-sections';
import usersPlugin from '@backoffice/plugin-users';
import { renderApp } from '../support/render-app';
import { FakeApi } from '../support/fake-api';
import { sectionFixture } from '../support/fixtures';
import { dialogButton } from '../support/dialogs-and-files';

const WARNING = 'You have unsaved changes. Leave this page and lose them?';

/**
 * The forms that did not warn before the record-form primitive: typing, then Cancel asks and Stay keeps
 * what was typed; closing the tab is held back too. (Leave is shown by the kernel's primitive test and the
 * home hero's own file.)
 */
async function expectWarning(plugin: Plugin, path: string, field: string, api = new FakeApi()) {
  const user = userEvent.setup();
  await renderApp({ plugins: [plugin], api, path });
  const input = await screen.findByLabelText(field);
  // Nothing typed yet: closing the tab is not held back.
  const untouched = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(untouched);
  expect(untouched.defaultPrevented).toBe(false);
  await user.type(input, 'Typed');
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(WARNING)).toBeInTheDocument();
  await user.click(dialogButton('Stay'));
  await waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());
  expect((screen.getByLabelText(field) as HTMLInputElement).value).toContain('Typed');
  // Leaving again right after Stay asks again.
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(WARNING)).toBeInTheDocument();
  await user.click(dialogButton('Stay'));
  await waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());
  expect((screen.getByLabelText(field) as HTMLInputElement).value).toContain('Typed');
}

describe('every form warns before unsaved changes are lost', () => {
  it('FAQ form', () => expectWarning(faqsPlugin, '/faq/edit', 'Question'));
  it('new company', () => expectWarning(companiesPlugin, '/add-new-company', 'Company Name'));
  it('user form', () => expectWarning(usersPlugin, '/add-new-user', 'First Name'));
  it('review form', () => expectWarning(reviewsPlugin, '/add-new-review', 'First Name'));
  it('country form', () => expectWarning(countriesPlugin, '/explore/countries-covered/add', 'Region description'));
  it('podcast form', () => expectWarning(podcastsPlugin, '/resources/podcasts/update', 'Title'));
  it('own profile', () => expectWarning(profilePlugin, '/edit-profile', 'First Name'));

  it('section editor', async () => {
    const user = userEvent.setup();
    const section = sectionFixture({
      _id: 's1',
      title: 'Why us',
      order: 2,
      sectionType: 'general',
      page: 'home',
      updatedAt: '2026-11-01T10:00:00.000Z',
      generalSection: { imageDimensions: {}, heading: 'Ship', description: '', caption: '', image: '', buttons: [] },
    });
    await renderApp({
      plugins: [sectionsPlugin],
      api: new FakeApi().on('get', '/sections/home', [200, { success: true, sections: [section] }]),
      path: '/home',
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Why us' }));
    await user.type(await screen.findByLabelText('Heading'), ' faster');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    await user.click(dialogButton('Stay'));
    expect(screen.getByLabelText('Heading')).toHaveValue('Ship faster');
  });

  it('an untouched form leaves without asking', async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [faqsPlugin],
      api: new FakeApi().on('get', '/faq', [200, { success: true, data: [] }]),
      path: '/faq/edit',
    });
    await screen.findByLabelText('Question');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No FAQs yet.')).toBeInTheDocument();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});
