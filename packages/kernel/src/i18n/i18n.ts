import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  ADMIN_LANGUAGES,
  applyLanguage,
  DEFAULT_LANGUAGE,
  isAdminLanguage,
  LANGUAGE_STORAGE_KEY,
  type AdminLanguage,
} from './languages';
import { KERNEL_MESSAGES } from './messages';
import { setFormatLanguage } from './format-locale';

export type { I18nInstance };

/** The kernel's own texts; a plugin's live under its id, and fall back to the kernel's (Save, Cancel...). */
export const KERNEL_NAMESPACE = 'kernel';

/** A language's translations, keyed by the English text itself (`{{name}}` placeholders, `_one`/`_other` plurals). */
export type MessageCatalog = Record<string, string>;

/** A catalog fetched only when its language is chosen: `() => import('./messages-fr').then((m) => m.fr)`. */
export type MessageCatalogLoader = () => Promise<MessageCatalog>;

/**
 * Translations a plugin (or the kernel) ships, per language. The English text is the key, so a missing
 * translation shows the English text; `en` is needed only for plurals (`'{{count}} rows_one': '{{count}} row'`).
 * A language may be given as a loader: its catalog is then fetched only when an admin chooses that language,
 * so English-speaking sign-ins do not download every translation.
 */
export type MessageCatalogs = Partial<Record<AdminLanguage, MessageCatalog | MessageCatalogLoader>>;

/** Catalogs given as loaders and not fetched yet, per i18n instance: namespace and language each. */
const pendingCatalogs = new WeakMap<
  I18nInstance,
  { namespace: string; language: AdminLanguage; load: MessageCatalogLoader }[]
>();

export type MissingMessageReport = (language: string, namespace: string, key: string) => void;

// The build replaces `process.env.NODE_ENV` with "production"; declared here so the kernel's types need no Node types.
declare const process: { env: Record<string, string | undefined> } | undefined;

/** In development (and tests) a text with no translation is said in the console; production stays quiet. */
export const reportMissingInDevelopment: MissingMessageReport = (language, namespace, key) => {
  if (typeof process === 'undefined' || process.env.NODE_ENV === 'production') return;
  console.warn(`Backoffice: no ${language} translation in "${namespace}" for "${key}" (the English text is shown)`);
};

/**
 * The admin's message catalogs (i18next): the kernel's, then each plugin's as it starts. Texts are looked up
 * in the current language, then shown in English. Not the global i18next instance: two booted apps (tests,
 * an embedding page) keep their own language.
 */
export function createI18n(
  language: AdminLanguage = DEFAULT_LANGUAGE,
  report: MissingMessageReport = reportMissingInDevelopment,
): I18nInstance {
  const instance = i18next.createInstance();
  const reported = new Set<string>();
  void instance.use(initReactI18next).init({
    lng: language,
    // The key is the English text: nothing to fall back to but the key itself.
    fallbackLng: false,
    supportedLngs: ADMIN_LANGUAGES.map((known) => known.code),
    ns: [KERNEL_NAMESPACE],
    defaultNS: KERNEL_NAMESPACE,
    fallbackNS: KERNEL_NAMESPACE,
    // English sentences contain '.' and ':'; they are keys, not paths.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
    returnNull: false,
    returnEmptyString: false,
    initAsync: false,
    saveMissing: true,
    // A missing plural is reported once by its English text, not once per plural form of the language.
    saveMissingPlurals: false,
    missingKeyHandler: (_languages, namespace, key) => {
      const current = instance.language;
      // English needs no catalog: the key is the text.
      if (current === 'en') return;
      // Each missing text is reported once per page.
      const id = `${current}/${namespace}/${key}`;
      if (reported.has(id)) return;
      reported.add(id);
      report(current, namespace, key);
    },
    resources: {},
    react: { useSuspense: false },
  });
  addMessages(instance, KERNEL_NAMESPACE, KERNEL_MESSAGES);
  applyLanguage(language);
  setFormatLanguage(language);
  return instance;
}

/**
 * Adds a plugin's (or the kernel's) catalogs under its namespace. Loaders wait for `loadLanguage` (boot calls it
 * for the first language before the first render; `chooseLanguage` for the next ones).
 */
export function addMessages(instance: I18nInstance, namespace: string, catalogs: MessageCatalogs): void {
  for (const [language, catalog] of Object.entries(catalogs)) {
    if (!isAdminLanguage(language) || !catalog) continue;
    if (typeof catalog === 'function') {
      const pending = pendingCatalogs.get(instance) ?? [];
      pending.push({ namespace, language, load: catalog });
      pendingCatalogs.set(instance, pending);
    } else {
      instance.addResourceBundle(language, namespace, catalog, true, true);
    }
  }
}

/** Catalogs being fetched, per i18n instance and language: a second caller waits for the same fetch. */
const loadingCatalogs = new WeakMap<I18nInstance, Map<AdminLanguage, Promise<void>>>();

/** Fetches the catalogs of a language that are still loaders (each once); one that fails leaves its texts in English. */
export async function loadLanguage(instance: I18nInstance, language: AdminLanguage): Promise<void> {
  const pending = pendingCatalogs.get(instance) ?? [];
  const now = pending.filter((entry) => entry.language === language);
  const loading = loadingCatalogs.get(instance) ?? new Map<AdminLanguage, Promise<void>>();
  loadingCatalogs.set(instance, loading);
  if (now.length > 0) {
    pendingCatalogs.set(
      instance,
      pending.filter((entry) => entry.language !== language),
    );
    const earlier = loading.get(language);
    const fetched = Promise.all(
      now.map(async (entry) => {
        try {
          instance.addResourceBundle(language, entry.namespace, await entry.load(), true, true);
        } catch (error) {
          console.warn(
            `Backoffice: the ${language} texts of "${entry.namespace}" could not be loaded (English is shown)`,
            error,
          );
        }
      }),
    ).then(() => earlier);
    loading.set(language, fetched);
  }
  await loading.get(language);
}

/** Switches the admin's language at once, remembers it for this browser, and sets `<html lang dir>`. */
export async function chooseLanguage(instance: I18nInstance, language: AdminLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; still applied for this page.
  }
  // The texts first, so the screen never shows the new language half translated.
  await loadLanguage(instance, language);
  applyLanguage(language);
  setFormatLanguage(language);
  await instance.changeLanguage(language);
}

/** Checks a plugin's `messages`: languages the admin speaks, each a map of strings. Returns the problem or null. */
export function messagesProblem(messages: unknown): string | null {
  if (messages === undefined) return null;
  if (!messages || typeof messages !== 'object' || Array.isArray(messages))
    return 'messages must be an object keyed by language (en, fr, ar)';
  for (const [language, catalog] of Object.entries(messages)) {
    if (!isAdminLanguage(language)) return `messages has an unknown language "${language}" (en, fr, ar)`;
    if (typeof catalog === 'function') continue; // a loader: its catalog is checked by i18next when it arrives
    if (!catalog || typeof catalog !== 'object' || Array.isArray(catalog))
      return `messages.${language} must be an object of texts (or a function that loads one)`;
    const bad = Object.entries(catalog).find(([, text]) => typeof text !== 'string');
    if (bad) return `messages.${language}["${bad[0]}"] must be a string`;
  }
  return null;
}
