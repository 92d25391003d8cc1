import type { MessageCatalog } from '../i18n';

/** English needs only its plurals: every other key is the English text itself. */
export const en: MessageCatalog = {
  '{{formatted}} rows_one': '{{formatted}} row',
  '{{formatted}} rows_other': '{{formatted}} rows',
  '{{count}} fields need attention._one': '1 field needs attention.',
  '{{count}} fields need attention._other': '{{count}} fields need attention.',
};
