import type { MessageCatalogs } from '@backoffice/kernel';

/**
 * The review screens' texts in French and Arabic (keys: the English texts; the kernel's own texts come from its catalog).
 * French and Arabic are fetched only when chosen: the sign-in screen in English carries neither.
 */
export const reviewsMessages: MessageCatalogs = {
  fr: () => import('./messages-fr').then((module) => module.fr),
  ar: () => import('./messages-ar').then((module) => module.ar),
};
