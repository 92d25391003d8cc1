import type { MessageCatalogs } from '@backoffice/kernel';

/**
 * The Plugins screen's texts in French and Arabic (keys: the English texts; English only for plurals; the
 * kernel's own texts come from its catalog). French and Arabic are fetched only when chosen.
 */
export const pluginsMessages: MessageCatalogs = {
  en: {
    '{{count}} screens_one': '{{count}} screen',
    '{{count}} screens_other': '{{count}} screens',
    '{{count}} sidebar groups_one': '{{count}} sidebar group',
    '{{count}} sidebar groups_other': '{{count}} sidebar groups',
    '{{count}} sidebar entries ({{names}})_one': '{{count}} sidebar entry ({{names}})',
    '{{count}} sidebar entries ({{names}})_other': '{{count}} sidebar entries ({{names}})',
    '{{count}} sidebar entries ({{names}} and {{more}} more)_one':
      '{{count}} sidebar entry ({{names}} and {{more}} more)',
    '{{count}} sidebar entries ({{names}} and {{more}} more)_other':
      '{{count}} sidebar entries ({{names}} and {{more}} more)',
    '{{count}} API routes_one': '{{count}} API route',
    '{{count}} API routes_other': '{{count}} API routes',
    '{{count}} records_one': '{{count}} record',
    '{{count}} records_other': '{{count}} records',
  },
  fr: () => import('./messages-fr').then((module) => module.fr),
  ar: () => import('./messages-ar').then((module) => module.ar),
};
