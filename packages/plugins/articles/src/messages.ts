import type { MessageCatalogs } from '@backoffice/kernel';

/**
 * The articles screens' texts (blogs, resource center, guides) in French and Arabic (keys: the English texts; the
 * kernel's own texts come from its catalog). French and Arabic are fetched only when chosen.
 */
export const articlesMessages: MessageCatalogs = {
  fr: () => import('./messages-fr').then((module) => module.fr),
  ar: () => import('./messages-ar').then((module) => module.ar),
};
