import type { MessageCatalogs } from '@backoffice/kernel';

/**
 * The personal-data screen's texts in French and Arabic (keys: the English texts; English only for plurals; the kernel's own texts come from its
 * catalog). French and Arabic are fetched only when chosen: the sign-in screen in English carries neither.
 */
export const personalDataMessages: MessageCatalogs = {
  en: {
    '{{count}} files_one': '{{count}} file',
    '{{count}} files_other': '{{count}} files',
    '{{count}} records held about {{email}}_one': '{{count}} record held about {{email}}',
    '{{count}} records held about {{email}}_other': '{{count}} records held about {{email}}',
  },

  fr: () => import('./messages-fr').then((module) => module.fr),
  ar: () => import('./messages-ar').then((module) => module.ar),
};
