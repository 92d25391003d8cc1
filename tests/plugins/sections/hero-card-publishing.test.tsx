import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import type { Admin, GeneralHeroRecord, Publishing, PublishState } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { aboutCard, dashboardCoverSaved } from './fixtures';
import { dialogButton, formEntries } from '../../support/dialogs-and-files';
import { pickDate } from '../../support/date-fields';

/**
 * Issue 33 for the last three kinds that went live on save (docs/editorial-workflow.md): the home description hero,
 * the dashboard cover and the About Us cards show their publishing state, and their forms save a draft, a time to
 * publish at, or publish, as the publish bar says; an editor's change is always a draft.
 */
const editor: Admin = { ...sampleAdmin, role: 'editor', permissions: ['read', 'content:write'] };
const VERSION = '2026-11-01T10:00:00.000Z';
const publishing = (state: PublishState): Publishing => ({
  status: state === 'draft' ? 'draft' : 'published',
  state,
  publishAt: null,
  unpublishAt: null,
});
const hero: GeneralHeroRecord = {
  heading: 'Deliver everywhere',
  description: 'Cash on delivery in 12 countries',
  image: '',
  updatedAt: VERSION,
  ...publishing('changed'),
};
const cards = [
  aboutCard({
    _id: 'c1',
    title: 'Our mission',
    content: 'Cash on delivery for everyone',
    row: 1,
    updatedAt: VERSION,
    ...publishing('published'),
  }),
  aboutCard({
    _id: 'c2',
    title: 'Our network',
    content: 'Warehouses in 12 countries',
    row: 2,
    updatedAt: VERSION,
    ...publishing('draft'),
  }),
];

const heroApi = () =>
  new FakeApi()
    .on('get', '/hero/get-general-section', [200, { success: true, generalSection: hero }])
    .on('put', '/hero/update-general-section', [
      200,
      { success: true, message: 'Hero saved as a draft', generalSection: { ...hero, ...publishing('scheduled') } },
    ]);
const cardsApi = () =>
  new FakeApi()
    .on('get', '/sections/about-us', [200, { success: true, sections: [] }])
    .on('get', '/card/get', [200, { success: true, cards }])
    .on('put', '/card/edit/:id', [
      200,
      { success: true, data: { ...cards[1], updatedAt: '2026-11-02T10:00:00.000Z', ...publishing('published') } },
    ]);
const coverApi = () =>
  new FakeApi()
    .on('get', '/dashboard-hero', [
      200,
      { success: true, hero: '/uploads/hero/cover.png', updatedAt: VERSION, ...publishing('changed') },
    ])
    .on('post', '/dashboard-hero/edit', [
      200,
      dashboardCoverSaved({
        message: 'Publishing saved',
        cover: '/uploads/hero/cover.png',
        updatedAt: '2026-11-02T10:00:00.000Z',
        ...publishing('published'),
      }),
    ]);

describe('publishing the home hero, the dashboard cover and the About Us cards', () => {
  it('the home hero shows its publishing state', async () => {
    await renderApp({ plugins: [sectionsPlugin], api: heroApi(), path: '/home-descr-hero' });
    expect(await screen.findByText('Changed')).toBeInTheDocument();
  });

  it('the About Us cards list shows each card state', async () => {
    await renderApp({ plugins: [sectionsPlugin], api: cardsApi(), path: '/about-us' });
    const draftRow = (await screen.findByText('Our network')).closest('tr')!;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(within(screen.getByText('Our mission').closest('tr')!).getByText('Published')).toBeInTheDocument();
  });

  it("the home hero's form saves a draft with a time to publish it at", async () => {
    const user = userEvent.setup();
    const fake = heroApi();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/home-descr-hero/edit' });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(bar).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    await user.click(within(bar).getByLabelText('Save as draft'));
    pickDate(within(bar).getByLabelText('Publish at', { exact: true }), '2030-05-01T08:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/hero/update-general-section')).toHaveLength(1));
    expect(formEntries(fake.callsTo('put', '/hero/update-general-section')[0].body)).toMatchObject({
      heading: 'Deliver everywhere',
      updatedAt: VERSION,
      status: 'draft',
      publishAt: new Date('2030-05-01T08:00:00').toISOString(),
    });
  });

  it("an editor's change to the home hero is a draft: the bar says so and sends no publishing choice", async () => {
    const user = userEvent.setup();
    const fake = heroApi();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/home-descr-hero/edit', signedInAs: editor });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(bar).getByText('Your changes are saved as a draft; an admin publishes them.')).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Publish on save')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Description/), ' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/hero/update-general-section')).toHaveLength(1));
    const sent = formEntries(fake.callsTo('put', '/hero/update-general-section')[0].body);
    expect(sent.description).toBe('Cash on delivery in 12 countries and more');
    expect(sent).not.toHaveProperty('status');
  });

  it('a draft About Us card is published as it is', async () => {
    const user = userEvent.setup();
    const fake = cardsApi();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/about-us/edit/c2' });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    await waitFor(() => expect(within(bar).getByLabelText('Save as draft')).toBeChecked());
    await user.click(within(bar).getByLabelText('Publish on save'));
    // Nothing else changed: publishing the draft is the change.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/card/edit/c2')).toHaveLength(1));
    expect(formEntries(fake.callsTo('put', '/card/edit/c2')[0].body)).toMatchObject({
      title: 'Our network',
      updatedAt: VERSION,
      status: 'published',
    });
  });

  it('the dashboard cover shows its state, and "Save publishing" publishes its draft without a new file', async () => {
    const user = userEvent.setup();
    const fake = coverApi();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/hero' });
    const bar = await screen.findByRole('region', { name: 'Publishing' });
    expect(await within(bar).findByText('Changed')).toBeInTheDocument();
    await user.click(within(bar).getByLabelText('Publish on save'));
    await user.click(screen.getByRole('button', { name: 'Save publishing' }));
    await waitFor(() => expect(fake.callsTo('post', '/dashboard-hero/edit')).toHaveLength(1));
    const sent = formEntries(fake.callsTo('post', '/dashboard-hero/edit')[0].body);
    expect(sent).toMatchObject({ updatedAt: VERSION, status: 'published' });
    expect(sent).not.toHaveProperty('cover');
    expect(await screen.findByText('Publishing saved')).toBeInTheDocument();
  });
});
