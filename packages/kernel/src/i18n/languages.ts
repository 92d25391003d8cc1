import { ADMIN_LANGUAGE_CODES, type AdminLanguageCode } from '@backoffice/contracts';

/** The languages the admin speaks (the server keeps the same codes). English is the spec's wording; the others translate it. */
export type AdminLanguage = AdminLanguageCode;

export interface AdminLanguageInfo {
  code: AdminLanguage;
  /** The language's name in itself, as the language menu shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The locale dates, numbers and prices are formatted in. */
  locale: string;
}

/** How each language is named, written and formatted; a code added to the contracts must be described here. */
const LANGUAGE_DETAILS: Record<AdminLanguage, Omit<AdminLanguageInfo, 'code'>> = {
  en: { name: 'English', dir: 'ltr', locale: 'en-US' },
  fr: { name: 'Français', dir: 'ltr', locale: 'fr-FR' },
  ar: { name: 'العربية', dir: 'rtl', locale: 'ar' },
};

/** The contracts' codes, in their order, each with its details: one list for the server and the admin. */
export const ADMIN_LANGUAGES: readonly AdminLanguageInfo[] = ADMIN_LANGUAGE_CODES.map((code) => ({
  code,
  ...LANGUAGE_DETAILS[code],
}));

export const DEFAULT_LANGUAGE: AdminLanguage = 'en';

/** Where this browser remembers the admin's language (packages/app/theme-before-paint.js reads it too). */
export const LANGUAGE_STORAGE_KEY = 'backoffice.language';

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return ADMIN_LANGUAGES.some((language) => language.code === value);
}

export function languageInfo(code: AdminLanguage): AdminLanguageInfo {
  return ADMIN_LANGUAGES.find((language) => language.code === code)!;
}

/** The first of the browser's preferred languages the admin speaks ('fr-CA' → 'fr'), else English. */
export function browserLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): AdminLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isAdminLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The language chosen in this browser, or null when none was. */
export function storedLanguage(): AdminLanguage | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isAdminLanguage(value) ? value : null;
  } catch {
    return null; // storage refused: follow the browser
  }
}

/** The chosen language, else the browser's. */
export function initialLanguage(): AdminLanguage {
  return storedLanguage() ?? browserLanguage();
}

/** Puts the language and its direction on `<html>`: screen readers, fonts and logical CSS properties key on them. */
export function applyLanguage(code: AdminLanguage): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = languageInfo(code).dir;
}
