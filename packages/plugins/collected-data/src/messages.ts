import type { MessageCatalogs } from '@backoffice/kernel';

/**
 * The collected-data screens' texts in French and Arabic (keys: the English texts; English only for plurals; the
 * kernel's own texts come from its catalog). French and Arabic are fetched only when chosen.
 */
export const collectedDataMessages: MessageCatalogs = {
  en: {
    'Your export is ready: {{fileName}} ({{formatted}} rows)_one':
      'Your export is ready: {{fileName}} ({{formatted}} row)',
    'Your export is ready: {{fileName}} ({{formatted}} rows)_other':
      'Your export is ready: {{fileName}} ({{formatted}} rows)',
  },
  fr: () => import('./messages-fr').then((module) => module.fr),
  ar: () => import('./messages-ar').then((module) => module.ar),
};
