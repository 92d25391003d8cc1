import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { aboutCard, generalHero, section as sectionRecord } from './fixtures';
import { dialogButton } from '../../support/dialogs-and-files';
import { altTextSaved, describeAndSave, expectAltTextAsked, withMediaLibrary } from '../../support/media-library-fake';

/**
 * Alt text on the sections' images (issue 37): a section's image and its cards' images, an about card's media
 * (content images), the home hero (usually decorative: the editor ticks Decorative).
 */
const VERSION = '2026-11-01T10:00:00.000Z';

// A whole editor rendered twice over in jsdom: slow on a busy machine.
vi.setConfig({ testTimeout: 150_000 });

describe('section images alt text', () => {
  it("a card section asks for the section's image and each card's image, then saves them all", async () => {
    const user = userEvent.setup();
    const section = sectionRecord({
      _id: 's1',
      title: 'Why us',
      sectionType: 'card',
      page: 'sourcing-purchasing',
      updatedAt: VERSION,
      cardSection: {
        imageDimensions: {},
        heading: 'Our services',
        description: '',
        caption: '',
        image: '/uploads/sections/services.png',
        buttons: [],
        cards: [
          { title: 'Sourcing', subtitle: '', description: '', image: '/uploads/sections/sourcing.png', buttons: [] },
        ],
      },
    });
    const fake = withMediaLibrary(new FakeApi(), ['/uploads/sections/services.png', '/uploads/sections/sourcing.png'])
      .on('get', '/sections/sourcing-purchasing', [200, { success: true, sections: [section] }])
      .on('put', '/section/update/s1', [200, { success: true, data: section }]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/solutions/sourcing-purchasing' });
    await user.click(await screen.findByRole('button', { name: /^Edit\b/ }));
    await waitFor(() => expect(screen.getAllByLabelText('Alt text')).toHaveLength(2));
    await expectAltTextAsked(user, fake, 2);
    expect(fake.callsTo('put', '/section/update/s1')).toHaveLength(0);
    await describeAndSave(user, 'Boxes on warehouse shelves', 'A buyer checking samples');
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/section/update/s1')).toHaveLength(1));
    expect(
      altTextSaved(fake)
        .map((saved) => saved.alt)
        .sort(),
    ).toEqual(['A buyer checking samples', 'Boxes on warehouse shelves']);
  });

  it("an about card's media is asked for its alt text", async () => {
    const user = userEvent.setup();
    const card = aboutCard({
      _id: 'c1',
      title: 'Our mission',
      content: 'Cash on delivery',
      row: 1,
      media: '/uploads/about-cards/mission.png',
      updatedAt: VERSION,
    });
    const fake = withMediaLibrary(new FakeApi(), ['/uploads/about-cards/mission.png'])
      .on('get', '/sections/about-us', [200, { success: true, sections: [] }])
      .on('get', '/card/get', [200, { success: true, cards: [card] }])
      .on('put', '/card/edit/:id', [200, { success: true, data: { ...card, title: 'Our mission!' } }]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/about-us/edit/c1' });
    expect(await screen.findByRole('heading', { name: 'Edit Card' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), '!');
    await screen.findByLabelText('Alt text');
    await expectAltTextAsked(user, fake);
    await describeAndSave(user, 'Couriers loading a van');
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/card/edit/c1')).toHaveLength(1));
    expect(altTextSaved(fake)).toMatchObject([{ alt: 'Couriers loading a van', decorative: false }]);
  });

  it('the home hero image may be marked decorative', async () => {
    const user = userEvent.setup();
    const fake = withMediaLibrary(new FakeApi(), ['/uploads/hero/home.png'])
      .on('get', '/hero/get-general-section', [
        200,
        {
          success: true,
          generalSection: generalHero({
            heading: 'Deliver',
            description: 'Everywhere',
            image: '/uploads/hero/home.png',
          }),
        },
      ])
      .on('put', '/hero/update-general-section', [
        200,
        {
          success: true,
          message: 'Updated',
          generalSection: generalHero({
            heading: 'Deliver',
            description: 'Everywhere',
            image: '/uploads/hero/home.png',
          }),
        },
      ]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/home-descr-hero/edit' });
    expect(await screen.findByRole('heading', { name: 'Edit Description Hero Section' })).toBeInTheDocument();
    await screen.findByLabelText('Alt text');
    await expectAltTextAsked(user, fake);
    await user.click(screen.getByRole('checkbox', { name: 'Decorative (no alt text needed)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await waitFor(() => dialogButton('Confirm')));
    await waitFor(() => expect(fake.callsTo('put', '/hero/update-general-section')).toHaveLength(1));
    expect(altTextSaved(fake)).toMatchObject([{ alt: '', decorative: true }]);
  });
});
