import type { MessageCatalogs } from '@backoffice/kernel';

/**
 * The users screens' texts in French and Arabic (keys: the English texts; English only for plurals).
 * French and Arabic are fetched only when chosen: the sign-in screen in English carries neither.
 */
export const usersMessages: MessageCatalogs = {
  en: {
    '{{count}} sessions ended_one': '{{count}} session ended',
    '{{count}} sessions ended_other': '{{count}} sessions ended',
  },
  fr: () => import('./messages-fr').then((module) => module.fr),
  ar: () => import('./messages-ar').then((module) => module.ar),
};
