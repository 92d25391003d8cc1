import { DEFAULT_LANGUAGE, languageInfo, type AdminLanguage } from './languages';

// The locale the kernel's formatters (formatDate, formatDateTime...) use: the admin's language's. One per page,
// like the language itself; set when the language is set.
let current = languageInfo(DEFAULT_LANGUAGE).locale;

export function setFormatLanguage(language: AdminLanguage): void {
  current = languageInfo(language).locale;
}

/** 'en-US', 'fr-FR' or 'ar': what `Intl` formats dates, numbers and prices in. */
export function formatLocale(): string {
  return current;
}
