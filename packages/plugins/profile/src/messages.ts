import type { MessageCatalogs } from '@backoffice/kernel';

/**
 * The profile screens' texts in French and Arabic (keys: the English texts; English only for plurals).
 * French and Arabic are fetched only when chosen: the sign-in screen in English carries neither.
 */
export const profileMessages: MessageCatalogs = {
  en: {
    'Your {{count}} other sessions will be signed out at once. This device stays signed in._one':
      'Your other session will be signed out at once. This device stays signed in.',
    'Your {{count}} other sessions will be signed out at once. This device stays signed in._other':
      'Your {{count}} other sessions will be signed out at once. This device stays signed in.',
    '{{count}} other sessions ended_one': '{{count}} other session ended',
    '{{count}} other sessions ended_other': '{{count}} other sessions ended',
  },
  fr: () => import('./messages-fr').then((module) => module.fr),
  ar: () => import('./messages-ar').then((module) => module.ar),
};
