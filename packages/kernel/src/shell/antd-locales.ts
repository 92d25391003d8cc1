import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import frFR from 'antd/locale/fr_FR';
import type { AdminLanguage } from '../i18n/languages';

/** antd's own texts (pagination, empty tables, date pickers) in the admin's language; English is antd's default. */
export function antdLocaleOf(language: AdminLanguage): Locale | undefined {
  if (language === 'fr') return frFR;
  if (language === 'ar') return arEG;
  return undefined;
}
