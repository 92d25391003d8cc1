import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import type { SectionButton, Translation } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { withTranslations } from '../../support/translations-fake';
import { section } from './fixtures';

// Typing in several boxes on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The rest of a section's content in several languages (issue 38; docs/content-in-several-languages.md): a card
 * section's caption and cards (by position: `card1.title`, `card1.button1`…) and a banner's buttons in the
 * translation editor, the English text beside each field.
 */
const VERSION = '2026-11-01T10:00:00.000Z';
const SAVED = '2026-11-02T08:00:00.000Z';
const button = (text: string): SectionButton => ({
  text,
  icon: '',
  url: '/somewhere',
  target: '_self',
  variant: 'primary',
  order: 0,
  labels: [],
});
const cardSection = section({
  _id: 's2',
  title: 'Services',
  order: 1,
  sectionType: 'card',
  page: 'home',
  updatedAt: VERSION,
  cardSection: {
    imageDimensions: {},
    heading: 'Our services',
    description: 'All in one place',
    caption: 'Since 2019',
    image: '',
    buttons: [],
    cards: [
      {
        title: 'Fulfilment',
        subtitle: 'Stored near your buyers',
        description: 'We pick and pack',
        image: '',
        buttons: [button('See warehouses')],
      },
      { title: 'Shipping', subtitle: '', description: '', image: '', buttons: [] },
    ],
  },
});
const banner = section({
  _id: 'b1',
  title: 'Sale banner',
  order: 1,
  sectionType: 'general',
  page: 'banners-component',
  updatedAt: VERSION,
  generalSection: {
    imageDimensions: {},
    heading: 'Black Friday',
    description: '20% off',
    caption: '',
    image: '',
    buttons: [button('Shop now'), button('Read terms')],
  },
});
const translation = (kind: string, recordId: string, fields: Record<string, string>): Translation => ({
  kind,
  recordId,
  locale: 'fr',
  fields,
  slug: '',
  complete: false,
  updatedAt: SAVED,
});

describe("a card section's caption and cards in several languages", () => {
  const api = () =>
    withTranslations(new FakeApi().on('get', '/sections/home', [200, { success: true, sections: [cardSection] }]), {
      kind: 'sections',
      fields: ['heading', 'description', 'caption'],
      french: translation('sections', 's2', { caption: 'Depuis 2019', 'card1.title': 'Préparation' }),
      complete: [{ id: 's2', complete: ['en'] }],
    });

  it("shows the caption and each card's texts with the English beside, and saves them by position", async () => {
    const user = userEvent.setup();
    const fake = api();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/edit-section?page=home&id=s2' });
    await user.click(within(await screen.findByLabelText('Content language')).getByText('fr'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Caption (fr)' })).toHaveValue('Depuis 2019'));
    expect(screen.getByRole('textbox', { name: 'Card 1 title (fr)' })).toHaveValue('Préparation');
    expect(screen.getByLabelText('Caption in en')).toHaveTextContent('Since 2019');
    expect(screen.getByLabelText('Card 1 subtitle in en')).toHaveTextContent('Stored near your buyers');
    expect(screen.getByLabelText('Card 1, button 1 text in en')).toHaveTextContent('See warehouses');
    expect(screen.getByLabelText('Card 2 title in en')).toHaveTextContent('Shipping');
    // The second card has no subtitle nor description: nothing to translate there.
    expect(screen.queryByRole('textbox', { name: 'Card 2 subtitle (fr)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Card 2 description (fr)' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Card 1 description (fr)' }), 'Préparé');
    await user.type(screen.getByRole('textbox', { name: 'Card 1, button 1 text (fr)' }), 'Voir');
    await user.type(screen.getByRole('textbox', { name: 'Card 2 title (fr)' }), 'Envoi');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/sections/s2/fr');
    expect(saved.body).toEqual({
      fields: {
        heading: '',
        description: '',
        caption: 'Depuis 2019',
        'card1.title': 'Préparation',
        'card1.subtitle': '',
        'card1.description': 'Préparé',
        'card1.button1': 'Voir',
        'card2.title': 'Envoi',
      },
      updatedAt: SAVED,
    });
  });

  it('names the card fields in French in a French admin', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/edit-section?page=home&id=s2', language: 'fr' });
    await user.click(within(await screen.findByLabelText('Langue du contenu')).getByText('ar'));
    const cardButton = await screen.findByRole('textbox', { name: 'Carte 1, texte du bouton 1 (ar)' });
    expect(cardButton).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Titre de la carte 2 en en')).toHaveTextContent('Shipping');
    expect(screen.getByRole('textbox', { name: 'Légende (ar)' })).toBeInTheDocument();
  });
});

describe("a banner's buttons in several languages", () => {
  it("shows each button's text by position with the English beside, and saves it", async () => {
    const user = userEvent.setup();
    const fake = withTranslations(
      new FakeApi().on('get', '/sections/banners-component', [200, { success: true, sections: [banner] }]),
      {
        kind: 'banners',
        fields: ['heading', 'description', 'title', 'caption'],
        french: translation('banners', 'b1', { heading: 'Vendredi noir', button1: 'Acheter' }),
        complete: [{ id: 'b1', complete: ['en'] }],
      },
    );
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/banners/edit?page=banners-component&id=b1' });
    await user.click(within(await screen.findByLabelText('Content language')).getByText('fr'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Button 1 text (fr)' })).toHaveValue('Acheter'));
    expect(screen.getByLabelText('Button 2 text in en')).toHaveTextContent('Read terms');
    await user.type(screen.getByRole('textbox', { name: 'Button 2 text (fr)' }), 'Conditions');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/banners/b1/fr');
    expect(saved.body).toMatchObject({
      fields: { heading: 'Vendredi noir', button1: 'Acheter', button2: 'Conditions' },
    });
  });
});
