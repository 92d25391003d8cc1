import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { SINGLETON_RECORD_ID, type SectionButton, type Translation } from '@backoffice/contracts';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { withTranslations } from '../../support/translations-fake';
import { aboutCard, generalHero, section } from './fixtures';

/**
 * A page area's sections (heading, description, button texts), About Us cards and the home hero in several
 * languages (issue 38; docs/content-in-several-languages.md): the translation editor on each form, the Languages
 * column on each list, the hero's languages on its form.
 */
const VERSION = '2026-11-01T10:00:00.000Z';
const SAVED = '2026-11-02T08:00:00.000Z';
const buttons: SectionButton[] = [
  { text: 'Get started', icon: '', url: '/signup', target: '_self', variant: 'primary', order: 0, labels: [] },
  { text: 'Talk to sales', icon: '', url: '/sales', target: '_blank', variant: 'secondary', order: 1, labels: [] },
];
const homeSection = section({
  _id: 's1',
  title: 'Home intro',
  updatedAt: VERSION,
  generalSection: {
    imageDimensions: {},
    heading: 'Ship everywhere',
    description: 'One platform for COD',
    caption: '',
    image: '',
    buttons,
  },
});
const cards = [
  aboutCard({ _id: 'c1', title: 'Our mission', content: 'Make selling simple', row: 1, updatedAt: VERSION }),
  aboutCard({ _id: 'c2', title: 'Our team', content: 'People in ten countries', row: 2, updatedAt: VERSION }),
];
const hero = generalHero({
  heading: 'Sell across Africa',
  description: 'Fulfilment, shipping and COD',
  updatedAt: VERSION,
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

function sectionsApi(siteLocales?: string[]) {
  return withTranslations(
    new FakeApi().on('get', '/sections/home', [200, { success: true, sections: [homeSection] }]),
    {
      kind: 'sections',
      fields: ['heading', 'description'],
      french: translation('sections', 's1', { heading: 'Livrez partout', button1: 'Commencer' }),
      complete: [{ id: 's1', complete: ['en', 'fr'] }],
      siteLocales,
    },
  );
}

describe("a page area's section in several languages", () => {
  it("the area's list shows which languages each section is complete in", async () => {
    await renderApp({ plugins: [sectionsPlugin], api: sectionsApi(), path: '/home' });
    const row = (await screen.findByText('Home intro')).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'true'));
    expect(row.querySelector('[data-locale="ar"]')).toHaveAttribute('data-complete', 'false');
  });

  it("translates the heading, description and each button's text with the English beside, and saves them with the version", async () => {
    const user = userEvent.setup();
    const fake = sectionsApi();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/edit-section?page=home&id=s1' });
    await user.click(within(await screen.findByLabelText('Content language')).getByText('fr'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Heading (fr)' })).toHaveValue('Livrez partout'));
    expect(screen.getByRole('textbox', { name: 'Button 1 text (fr)' })).toHaveValue('Commencer');
    expect(screen.getByLabelText('Button 2 text in en')).toHaveTextContent('Talk to sales');
    expect(screen.getByLabelText('Description in en')).toHaveTextContent('One platform for COD');
    await user.type(screen.getByRole('textbox', { name: 'Button 2 text (fr)' }), 'Parler aux ventes');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/sections/s1/fr');
    expect(saved.body).toEqual({
      fields: {
        heading: 'Livrez partout',
        description: '',
        caption: '',
        button1: 'Commencer',
        button2: 'Parler aux ventes',
      },
      updatedAt: SAVED,
    });
    // The section itself was not saved.
    expect(fake.callsTo('put', '/sections/s1')).toHaveLength(0);
  });

  it('a one-language site shows neither the switcher nor the column', async () => {
    await renderApp({ plugins: [sectionsPlugin], api: sectionsApi(['en']), path: '/home' });
    await screen.findByText('Home intro');
    expect(document.querySelector('[data-locale]')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Languages/ })).toBeNull();
  });
});

describe('About Us cards in several languages', () => {
  const cardsApi = () =>
    withTranslations(
      new FakeApi()
        .on('get', '/sections/about-us', [200, { success: true, sections: [] }])
        .on('get', '/card/get', [200, { success: true, cards }]),
      {
        kind: 'about-cards',
        fields: ['title', 'content'],
        french: translation('about-cards', 'c1', { title: 'Notre mission' }),
        complete: [
          { id: 'c1', complete: ['en', 'fr'] },
          { id: 'c2', complete: ['en'] },
        ],
      },
    );

  it('the cards list shows which languages each card is complete in', async () => {
    await renderApp({ plugins: [sectionsPlugin], api: cardsApi(), path: '/about-us' });
    const row = (await screen.findByText('Our mission')).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'true'));
    expect(screen.getByText('Our team').closest('tr')!.querySelector('[data-locale="fr"]')).toHaveAttribute(
      'data-complete',
      'false',
    );
  });

  it("translates a card's title and content on its form", async () => {
    const user = userEvent.setup();
    const fake = cardsApi();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/about-us/edit/c1' });
    await user.click(within(await screen.findByLabelText('Content language')).getByText('fr'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title (fr)' })).toHaveValue('Notre mission'));
    expect(screen.getByLabelText('Content in en')).toHaveTextContent('Make selling simple');
    await user.type(screen.getByRole('textbox', { name: 'Content (fr)' }), 'Rendre la vente simple');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', '/translations/about-cards/c1/fr');
    expect(saved.body).toEqual({
      fields: { title: 'Notre mission', content: 'Rendre la vente simple' },
      updatedAt: SAVED,
    });
  });
});

describe('the home hero in several languages', () => {
  const heroApi = (exists = true) =>
    withTranslations(
      new FakeApi().on('get', '/hero/get-general-section', [
        200,
        { success: true, generalSection: exists ? hero : null },
      ]),
      {
        kind: 'home-hero',
        fields: ['heading', 'description'],
        french: translation('home-hero', SINGLETON_RECORD_ID, { heading: "Vendez à travers l'Afrique" }),
        complete: [{ id: SINGLETON_RECORD_ID, complete: ['en', 'ar'] }],
      },
    );

  it("shows its languages on its form and translates it under the singletons' record id", async () => {
    const user = userEvent.setup();
    const fake = heroApi();
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/home-descr-hero/edit' });
    const languages = await screen.findByRole('group', { name: 'Languages' });
    expect(languages.querySelector('[data-locale="ar"]')).toHaveAttribute('data-complete', 'true');
    expect(languages.querySelector('[data-locale="fr"]')).toHaveAttribute('data-complete', 'false');
    await user.click(within(screen.getByLabelText('Content language')).getByText('fr'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Heading (fr)' })).toHaveValue("Vendez à travers l'Afrique"),
    );
    expect(screen.getByLabelText('Description in en')).toHaveTextContent('Fulfilment, shipping and COD');
    await user.type(
      screen.getByRole('textbox', { name: 'Description (fr)' }),
      'Traitement, expédition et paiement à la livraison',
    );
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const [saved] = fake.callsTo('put', `/translations/home-hero/${SINGLETON_RECORD_ID}/fr`);
    expect(saved.body).toEqual({
      fields: {
        heading: "Vendez à travers l'Afrique",
        description: 'Traitement, expédition et paiement à la livraison',
      },
      updatedAt: SAVED,
    });
  });

  it('before the hero exists, asks to save it first and shows no languages', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [sectionsPlugin], api: heroApi(false), path: '/home-descr-hero/add' });
    expect(await screen.findByText('Save this record first, then translate it.')).toBeInTheDocument();
    await user.click(within(await screen.findByLabelText('Content language')).getByText('fr'));
    expect(screen.queryByRole('group', { name: 'Languages' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Heading (fr)' })).toBeNull();
  });
});
