import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import sectionsPlugin from '@backoffice/plugin-sections';
import { renderApp } from '../../support/render-app';
import { FakeApi } from '../../support/fake-api';
import { aboutCard, section } from './fixtures';
import { dialogButton, expectFormRefused, pngFile } from '../../support/dialogs-and-files';
import { collectMissing, englishOnScreen } from '../../support/screen-languages';

const VERSION = '2026-11-01T10:00:00.000Z';
// Data (titles, headings, button texts) stays as stored: none of it reads like a text of the screens.
const homeSections = [
  section({
    _id: 's1',
    title: 'Welcome block',
    order: 1,
    sectionType: 'general',
    page: 'home',
    updatedAt: VERSION,
    generalSection: {
      imageDimensions: {},
      heading: 'Ship to 12 countries',
      description: 'Fast and tracked',
      caption: 'Since 2019',
      image: '/uploads/sections/one.png',
      buttons: [],
    },
  }),
  section({
    _id: 's2',
    title: 'Our services',
    order: 2,
    sectionType: 'card',
    page: 'home',
    updatedAt: VERSION,
    cardSection: {
      imageDimensions: {},
      heading: 'What we do',
      description: 'Everything after the sale',
      caption: '',
      image: '',
      buttons: [
        {
          text: 'Start now',
          icon: 'arrow-right',
          url: '/signup',
          target: '_blank',
          variant: 'primary',
          order: 0,
          labels: [],
        },
      ],
      cards: [
        {
          title: 'Storage',
          subtitle: 'Near your buyers',
          description: 'Warehouses nearby',
          image: '',
          buttons: [
            {
              text: 'Read more',
              icon: '',
              url: '/storage',
              target: '_self',
              variant: 'secondary',
              order: 0,
              labels: [],
            },
          ],
        },
      ],
    },
  }),
];
const cards = [
  aboutCard({
    _id: 'c1',
    title: 'Our mission',
    content: 'Delivery for everyone',
    row: 1,
    media: '/uploads/about-cards/mission.png',
    updatedAt: VERSION,
  }),
  aboutCard({ _id: 'c2', title: 'Our network', content: 'Twelve warehouses', row: 2, updatedAt: VERSION }),
];
const aboutSection = section({
  _id: 'a1',
  title: 'Who we are',
  order: 1,
  sectionType: 'general',
  page: 'about-us',
  generalSection: { imageDimensions: {}, heading: 'Who we are', description: '', caption: '', image: '', buttons: [] },
});

function api() {
  return new FakeApi()
    .on('get', '/sections/home', [200, { success: true, sections: homeSections }])
    .on('get', '/sections/banners-component', [200, { success: true, sections: [] }])
    .on('get', '/sections/about-us', [200, { success: true, sections: [aboutSection] }])
    .on('get', '/card/get', [200, { success: true, cards }])
    .on('get', '/dashboard-hero', [200, { success: true, hero: '/uploads/hero/old.png', updatedAt: VERSION }]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the sections screens in French and Arabic', () => {
  it("a page's sections list in French: heading, columns, types and the sidebar's pages, with no English left", async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/home', language: 'fr' });
    expect(await screen.findByText('Welcome block')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Accueil Sections de contenu' })).toBeInTheDocument();
    expect(screen.getByText('Section générale')).toBeInTheDocument();
    expect(screen.getByText('Section à cartes')).toBeInTheDocument();
    expect(screen.getByText('Aucune image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une section' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher des sections')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Bannières/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /En-tête de description de l’accueil/ })).toBeInTheDocument();
    expect(await englishOnScreen(sectionsPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the section editor in Arabic, right to left: a card section with its card and buttons, and a refused save', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/edit-section?page=home&id=s2', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تعديل القسم' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByLabelText('عنوان البطاقة 1')).toHaveValue('Storage');
    expect(screen.getByText('قسم بطاقات')).toBeInTheDocument();
    expect(screen.getByText('أزرار البطاقة')).toBeInTheDocument();
    expect(screen.getByText('التبويب نفسه')).toBeInTheDocument();
    expect(screen.getByText('تبويب جديد')).toBeInTheDocument();
    expect(screen.getByText('ثانوي')).toBeInTheDocument();
    // The breadcrumb names the list by its sidebar label.
    expect(screen.getAllByRole('link', { name: 'الرئيسية' }).some((link) => link.closest('.ant-breadcrumb'))).toBe(
      true,
    );
    expect(await englishOnScreen(sectionsPlugin.messages, 'ar')).toEqual([]);

    await user.clear(screen.getByLabelText('العنوان الرئيسي'));
    await user.clear(screen.getByLabelText('عنوان البطاقة 1'));
    // The section's own button first, then the card's.
    await user.clear(screen.getAllByLabelText('نص الزر 1').at(-1)!);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await expectFormRefused(/حقل|حقلان|حقول/);
    expect(screen.getByText('يُرجى إدخال العنوان الرئيسي')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال عنوان البطاقة')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال نص الزر')).toBeInTheDocument();
    expect(await englishOnScreen(sectionsPlugin.messages, 'ar')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the banner editor in French: its own labels, and the messages of a refused save', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/banners/edit', language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajouter une bannière' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre de la bannière*')).toBeInTheDocument();
    expect(screen.getByLabelText('Titre affiché*')).toBeInTheDocument();
    expect(screen.getByText('Boutons de la bannière')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un bouton' }));
    expect(await screen.findByText('Texte du bouton*')).toBeInTheDocument();
    expect(screen.getByLabelText('Texte du bouton 1')).toHaveValue('New Button');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectFormRefused(/champ/);
    expect(screen.getByText('Veuillez saisir le titre de la bannière')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir le titre affiché')).toBeInTheDocument();
    expect(await englishOnScreen(sectionsPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('About Us in Arabic: its sections, then its cards with their columns and media', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/about-us', language: 'ar' });
    expect(await screen.findByText('Who we are')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { level: 2, name: 'بطاقات «من نحن»' })).toBeInTheDocument();
    expect(await screen.findByText('Our network')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'من نحن أقسام المحتوى' })).toBeInTheDocument();
    expect(screen.getAllByText('لا توجد صورة').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /إضافة بطاقة/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('البحث في البطاقات')).toBeInTheDocument();
    expect(await englishOnScreen(sectionsPlugin.messages, 'ar')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the dashboard cover in French: the caption, a chosen file against the recommended size, and the confirmation', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/hero', language: 'fr' });
    expect(await screen.findByAltText('Couverture du tableau de bord')).toHaveAttribute('src', '/uploads/hero/old.png');
    expect(screen.getByRole('heading', { level: 1, name: 'En-tête du tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Couverture choisie (1306 X 813)' })).toBeInTheDocument();
    expect(screen.getByText('Taille recommandée : 1306 × 813 px.')).toBeInTheDocument();
    expect(await englishOnScreen(sectionsPlugin.messages, 'fr')).toEqual([]);

    await userEvent.upload(screen.getByLabelText('Couverture choisie (1306 X 813)'), pngFile(1200, 800, 'new.png'));
    expect(await screen.findByLabelText('Taille de la couverture choisie')).toHaveTextContent(
      'new.png: 1200 × 800 px (recommandé : 1306 × 813 px) — ce n’est pas la taille recommandée, elle peut être recadrée ou étirée',
    );
    expect(
      await screen.findByText('Remplacer la couverture en ligne du tableau de bord par new.png ?'),
    ).toBeInTheDocument();
    expect(await englishOnScreen(sectionsPlugin.messages, 'fr')).toEqual([]);
    await userEvent.click(dialogButton('Annuler'));
    expect(missing()).toEqual([]);
  });
  it('the home description hero in French: its empty state, then its form and the messages of a refused save', async () => {
    const missing = collectMissing();
    const user = userEvent.setup();
    const fake = api().on('get', '/hero/get-general-section', [404, { success: false, message: 'Not found' }]);
    await renderApp({ plugins: [sectionsPlugin], api: fake, path: '/home-descr-hero', language: 'fr' });
    expect(
      await screen.findByText(
        'Pas encore d’en-tête de description. Ajoutez-en un pour l’afficher sur la page d’accueil.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'En-tête de description de l’accueil' })).toBeInTheDocument();
    expect(await englishOnScreen(sectionsPlugin.messages, 'fr')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ajouter l’en-tête de description' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ajouter la section d’en-tête de description' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Image d’en-tête (1039 X 363)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectFormRefused(/champ/);
    expect(screen.getByText('Veuillez saisir le titre affiché')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir la description')).toBeInTheDocument();
    expect(await englishOnScreen(sectionsPlugin.messages, 'fr')).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('an about-us card form in Arabic: its fields, media and breadcrumb', async () => {
    const missing = collectMissing();
    await renderApp({ plugins: [sectionsPlugin], api: api(), path: '/about-us/edit/c1', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تعديل البطاقة' })).toBeInTheDocument();
    expect(screen.getByText('تُحفظ فواصل الأسطر على الموقع.')).toBeInTheDocument();
    expect(screen.getByText('اختياري. PNG أو JPEG أو WebP أو SVG حتى 4 ميغابايت.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'من نحن' }).some((link) => link.closest('.ant-breadcrumb'))).toBe(true);
    expect(await englishOnScreen(sectionsPlugin.messages, 'ar')).toEqual([]);
    expect(missing()).toEqual([]);
  });
});
