import { createContext, useContext } from 'react';
import { KERNEL_NAMESPACE } from './i18n';
import { translatorFor, useI18n } from './use-i18n';
import { DEFAULT_LANGUAGE, isAdminLanguage, languageInfo, type AdminLanguage } from './languages';

/** The namespace `useMessages()` reads by default: the plugin whose screen or contribution is rendering. */
export const MessagesNamespace = createContext<string>(KERNEL_NAMESPACE);

/** Translates an English text: `t('Delete {{name}}?', { name })`. Missing translations show the English text. */
export type Translate = (text: string, values?: Record<string, unknown>) => string;

export interface Messages {
  t: Translate;
  language: AdminLanguage;
  dir: 'ltr' | 'rtl';
  /** The locale to hand `Intl` (dates, numbers, prices). */
  locale: string;
}

/**
 * The admin's language and a translator for the current plugin's texts (its `messages`, then the kernel's).
 * A screen re-renders when the language changes.
 */
export function useMessages(namespace?: string): Messages {
  const contextNamespace = useContext(MessagesNamespace);
  const { i18n, language: current } = useI18n();
  const t = translatorFor(i18n, current, namespace ?? contextNamespace);
  const language = isAdminLanguage(current) ? current : DEFAULT_LANGUAGE;
  const info = languageInfo(language);
  return { t, language, dir: info.dir, locale: info.locale };
}

/**
 * The English text with its values filled in: the translator of code that runs without the admin's language.
 * A form's check may return one with numbers (`englishText('Card {{number}} is missing a title', { number: 2 })`):
 * the kit shows it in the admin's language through the catalog's template (numbers only fill it back in).
 */
export const englishText: Translate = (text, values) =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values?.[name] ?? ''));
