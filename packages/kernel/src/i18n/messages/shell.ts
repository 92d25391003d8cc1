import type { MessageCatalog } from '../i18n';

/**
 * The command palette's and the rich-text editor's own texts in French and Arabic (issue 38): the palette's
 * words, the record groups the server's search names in English, and Quill's link tooltip and heading names.
 * Fetched with the rest of a language's catalog.
 */
export const SHELL_MESSAGES: { fr: MessageCatalog; ar: MessageCatalog } = {
  fr: {
    // Command palette
    Action: 'Action',
    Results: 'Résultats',
    "Nothing matches '{{query}}'.": 'Rien ne correspond à « {{query}} ».',
    'Could not search {{what}}.': 'Impossible de rechercher : {{what}}.',
    records: 'les enregistrements',
    // Record groups of the server's search (GET /api/search)
    'About Us cards': 'Cartes « À propos »',
    'Blogs, guides and resources': 'Blogs, guides et ressources',
    Career: 'Carrières',
    Companies: 'Entreprises',
    'Contact Sales': 'Contact commercial',
    'Content Sections': 'Sections de contenu',
    'Countries Covered': 'Pays couverts',
    FAQs: 'FAQ',
    'Home Description Hero': 'En-tête de description de l’accueil',
    'Job Candidates': 'Candidats',
    'Leads Contact': 'Contacts prospects',
    'Legal Pages': 'Pages légales',
    Newsletter: 'Newsletter',
    Podcasts: 'Podcasts',
    'Pricing plans': 'Offres tarifaires',
    Reviews: 'Avis',
    SEO: 'SEO',
    // Quill's link tooltip and heading picker
    'Visit URL:': 'Ouvrir l’URL :',
    'Enter link:': 'Saisir le lien :',
    'Enter video:': 'Saisir la vidéo :',
    Normal: 'Normal',
  },
  ar: {
    // Command palette
    Action: 'إجراء',
    Results: 'النتائج',
    "Nothing matches '{{query}}'.": 'لا شيء يطابق «{{query}}».',
    'Could not search {{what}}.': 'تعذّر البحث في: {{what}}.',
    records: 'السجلات',
    // Record groups of the server's search (GET /api/search)
    'About Us cards': 'بطاقات «من نحن»',
    'Blogs, guides and resources': 'المدونات والأدلة والموارد',
    Career: 'الوظائف',
    Companies: 'الشركات',
    'Contact Sales': 'التواصل مع المبيعات',
    'Content Sections': 'أقسام المحتوى',
    'Countries Covered': 'الدول المغطاة',
    FAQs: 'الأسئلة الشائعة',
    'Home Description Hero': 'واجهة وصف الصفحة الرئيسية',
    'Job Candidates': 'المرشحون للوظائف',
    'Leads Contact': 'تواصل العملاء المحتملين',
    'Legal Pages': 'الصفحات القانونية',
    Newsletter: 'النشرة البريدية',
    Podcasts: 'البودكاست',
    'Pricing plans': 'خطط الأسعار',
    Reviews: 'المراجعات',
    SEO: 'تحسين محركات البحث',
    // Quill's link tooltip and heading picker
    'Visit URL:': 'فتح الرابط:',
    'Enter link:': 'أدخل الرابط:',
    'Enter video:': 'أدخل الفيديو:',
    Normal: 'عادي',
  },
};
