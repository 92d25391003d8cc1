import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import type { Admin } from '@backoffice/contracts';
import { FakeApi, sampleAdmin } from '../../support/fake-api';
import { aboutCard, section } from './fixtures';
import { dialogButton, expectDialog, formEntries, pngFile, expectFormRefused } from '../../support/dialogs-and-files';

const viewer: Admin = { ...sampleAdmin, role: 'viewer', permissions: ['read'] };
const VERSION = '2026-11-01T10:00:00.000Z';
const cards = [
  aboutCard({
    _id: 'c1',
    title: 'Our mission',
    content: 'Cash on delivery\nfor everyone',
    row: 1,
    media: '/uploads/about-cards/mission.png',
    updatedAt: VERSION,
  }),
  aboutCard({ _id: 'c2', title: 'Our network', content: 'Warehouses in 12 countries', row: 2, updatedAt: VERSION }),
];
const aboutSection = section({
  _id: 's1',
  title: 'Who we are',
  page: 'about-us',
  generalSection: { imageDimensions: {}, heading: 'Who we are', description: '', caption: '', image: '', buttons: [] },
});

function api() {
  return new FakeApi()
    .on('get', '/sections/about-us', [200, { success: true, sections: [aboutSection] }])
    .on('get', '/card/get', [200, { success: true, cards }]);
}

describe('/about-us', () => {
  it('lists the about-us sections, then the cards in row order with their media', async () => {
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/about-us' });
    expect(await screen.findByText('Who we are')).toBeInTheDocument();
    expect(screen.getByText('Content Sections')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'About-us Cards' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText('Our mission')).toBeInTheDocument();
    // Two pagers on one screen: each a landmark with its own name.
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'About-us Cards pages' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Our mission' })).toHaveAttribute('src', '/uploads/about-cards/mission.png');
    expect(screen.getByRole('button', { name: 'Edit Our network' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add New Card/ })).toBeInTheDocument();
  });

  it('offers a viewer no card actions, and shows a load error with Retry', async () => {
    const fake = api().on('get', '/card/get', [500, { success: false, message: 'Database down' }]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/about-us', signedInAs: viewer });
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New Card|Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('deletes a card after a confirmation naming it', async () => {
    const user = userEvent.setup();
    const fake = api().on('delete', '/card/delete/:id', [200, { success: true, message: 'Card deleted' }]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/about-us' });
    await user.click(await screen.findByRole('button', { name: 'Delete Our network' }));
    expect(await screen.findByText("Are you sure you want to delete the card 'Our network'?")).toBeInTheDocument();
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(fake.callsTo('delete', '/card/delete/c2')).toHaveLength(1));
  });
});

describe('about-us card form', () => {
  it('adds a card with POST /card/add: all required fields first, then the confirmation', async () => {
    const user = userEvent.setup();
    const fake = api().on('post', '/card/add', [
      201,
      {
        success: true,
        data: aboutCard({
          _id: 'c3',
          title: 'Our people',
          content: 'Two hundred agents\nin your language',
          row: 3,
          media: '/uploads/about-cards/team.png',
        }),
      },
    ]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/about-us' });
    await user.click(await screen.findByRole('button', { name: /Add New Card/ }));
    expect(await screen.findByRole('heading', { name: 'Add New Card' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Our people');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('Please fill all the required fields.');
    await user.type(screen.getByLabelText('Content'), 'Two hundred agents{Enter}in your language');
    await user.type(screen.getByLabelText('Row'), '3');
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, pngFile(300, 200, 'team.png'));
    expect(await screen.findByText(/team\.png/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This action will add a new card to the about-us page.')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    await waitFor(() => expect(fake.callsTo('post', '/card/add')).toHaveLength(1));
    const sent = formEntries(fake.callsTo('post', '/card/add')[0].body);
    expect(sent).toMatchObject({ title: 'Our people', content: 'Two hundred agents\nin your language', row: '3' });
    expect((sent.media as File).name).toBe('team.png');
    expect(await screen.findByText('About-us Cards')).toBeInTheDocument();
  });

  it('edits at /about-us/edit/:id with PUT /card/edit/{id}: No changes made, then saves with the version', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/card/edit/:id', [
      200,
      {
        success: true,
        data: { ...cards[0], title: 'Our purpose', media: null, updatedAt: '2026-11-02T10:00:00.000Z' },
      },
    ]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/about-us/edit/c1' });
    expect(await screen.findByRole('heading', { name: 'Edit Card' })).toBeInTheDocument();
    expect(screen.getByLabelText('Content')).toHaveValue('Cash on delivery\nfor everyone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFormRefused('No changes made');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Our purpose');
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/card/edit/c1')).toHaveLength(1));
    expect(formEntries(fake.callsTo('put', '/card/edit/c1')[0].body)).toEqual({
      title: 'Our purpose',
      content: 'Cash on delivery\nfor everyone',
      row: '1',
      updatedAt: VERSION,
      removeMedia: 'true',
    });
    expect(await screen.findByText('About-us Cards')).toBeInTheDocument();
  });

  it('a failed save shows the spec message and stays on the form; an unknown card says so', async () => {
    const user = userEvent.setup();
    const fake = api().on('put', '/card/edit/:id', [500]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/about-us/edit/c2' });
    await user.type(await screen.findByLabelText('Title'), ' today');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await expectDialog('An error occurred while saving. Please try again.');
    expect(screen.getByLabelText('Title')).toHaveValue('Our network today');
    expect(screen.getByRole('heading', { name: 'Edit Card' })).toBeInTheDocument();
  });

  it('says when the card no longer exists', async () => {
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/about-us/edit/gone' });
    const result = await screen.findByText('This card no longer exists');
    expect(
      within(result.closest('.ant-result') as HTMLElement).getByRole('button', { name: 'Back to About Us' }),
    ).toBeInTheDocument();
  });
});
