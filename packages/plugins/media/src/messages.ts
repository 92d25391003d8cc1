import type { MessageCatalogs } from '@backoffice/kernel';

/**
 * The media library's texts in French and Arabic (keys: the English texts; English only for plurals; the kernel's own texts come from its
 * catalog). French and Arabic are fetched only when chosen: the sign-in screen in English carries neither.
 */
export const mediaMessages: MessageCatalogs = {
  en: {
    '{{count}} files will be deleted. Files still in use are kept._one':
      '{{count}} file will be deleted. Files still in use are kept.',
    '{{count}} files will be deleted. Files still in use are kept._other':
      '{{count}} files will be deleted. Files still in use are kept.',
    'Replaced in {{count}} records_one': 'Replaced in {{count}} record',
    'Replaced in {{count}} records_other': 'Replaced in {{count}} records',
    '{{next}} will take the place of {{name}} in {{count}} records._one':
      '{{next}} will take the place of {{name}} in {{count}} record.',
    '{{next}} will take the place of {{name}} in {{count}} records._other':
      '{{next}} will take the place of {{name}} in {{count}} records.',
  },

  fr: () => import('./messages-fr').then((module) => module.fr),
  ar: () => import('./messages-ar').then((module) => module.ar),
};
