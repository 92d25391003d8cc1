import type { MessageCatalog } from '../i18n';

/** The texts of the content translation editor and the Languages column (ui/translations), in French and Arabic. */
export const TRANSLATION_EDITOR_MESSAGES: { fr: MessageCatalog; ar: MessageCatalog } = {
  fr: {
    Languages: 'Langues',
    'Content language': 'Langue du contenu',
    '{{locale}} (default)': '{{locale}} (par défaut)',
    'The fields above are the {{locale}} text. Choose another language to translate them.':
      'Les champs ci-dessus sont le texte en {{locale}}. Choisissez une autre langue pour les traduire.',
    'Save this record first, then translate it.': 'Enregistrez d’abord cet élément, puis traduisez-le.',
    'Translation saved': 'Traduction enregistrée',
    '{{field}} ({{locale}})': '{{field}} ({{locale}})',
    '{{field}} in {{locale}}': '{{field}} en {{locale}}',
    'Slug ({{locale}})': 'Slug ({{locale}})',
    'A field left empty shows the {{locale}} text on the site.':
      'Un champ laissé vide affiche le texte en {{locale}} sur le site.',
    'Save translation': 'Enregistrer la traduction',
    'The translation could not be loaded. Please try again.':
      'La traduction n’a pas pu être chargée. Veuillez réessayer.',
    'The translation could not be saved. Please try again.':
      'La traduction n’a pas pu être enregistrée. Veuillez réessayer.',
    'Complete in {{locale}}': 'Complet en {{locale}}',
    'Not translated into {{locale}}': 'Non traduit en {{locale}}',
    'No image of its own: the {{locale}} image is shown': 'Pas d’image propre : l’image en {{locale}} est affichée',
    'Alt text ({{locale}})': 'Texte alternatif ({{locale}})',
    '{{field}}: describe this image in its alt text ({{locale}})':
      '{{field}} : décrivez cette image dans son texte alternatif ({{locale}})',
  },
  ar: {
    Languages: 'اللغات',
    'Content language': 'لغة المحتوى',
    '{{locale}} (default)': '{{locale}} (الافتراضية)',
    'The fields above are the {{locale}} text. Choose another language to translate them.':
      'الحقول أعلاه هي النص بلغة {{locale}}. اختر لغة أخرى لترجمتها.',
    'Save this record first, then translate it.': 'احفظ هذا العنصر أولًا، ثم ترجمه.',
    'Translation saved': 'تم حفظ الترجمة',
    '{{field}} ({{locale}})': '{{field}} ({{locale}})',
    '{{field}} in {{locale}}': '{{field}} بلغة {{locale}}',
    'Slug ({{locale}})': 'المعرّف في العنوان ({{locale}})',
    'A field left empty shows the {{locale}} text on the site.': 'الحقل الفارغ يعرض النص بلغة {{locale}} على الموقع.',
    'Save translation': 'حفظ الترجمة',
    'The translation could not be loaded. Please try again.': 'تعذّر تحميل الترجمة. يُرجى المحاولة مرة أخرى.',
    'The translation could not be saved. Please try again.': 'تعذّر حفظ الترجمة. يُرجى المحاولة مرة أخرى.',
    'Complete in {{locale}}': 'مكتمل بلغة {{locale}}',
    'Not translated into {{locale}}': 'غير مترجم إلى {{locale}}',
    'No image of its own: the {{locale}} image is shown': 'لا صورة خاصة بها: تُعرض الصورة بلغة {{locale}}',
    'Alt text ({{locale}})': 'النص البديل ({{locale}})',
    '{{field}}: describe this image in its alt text ({{locale}})':
      '{{field}}: صِف هذه الصورة في نصها البديل ({{locale}})',
  },
};
