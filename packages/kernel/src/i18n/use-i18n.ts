import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { I18nInstance } from './i18n';
import type { Translate } from './use-messages';

/**
 * The app's i18n instance (the provider's, else the last created) and its current language; the component renders
 * again when the language changes. What react-i18next's `useTranslation` does for the kernel, without its per-render
 * work (its options merged, its namespaces checked as loaded and a translator re-made on each render): 9% of a screen
 * test's CPU, in a browser as in jsdom, for the ~270 components that translate.
 */
export function useI18n(): { i18n: I18nInstance; language: string } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(languageSubscription(i18n), () => i18n.language);
  return { i18n, language };
}

/** One subscription function per instance, so React does not re-subscribe on every render. */
const subscriptions = new WeakMap<I18nInstance, (onChange: () => void) => () => void>();

function languageSubscription(i18n: I18nInstance): (onChange: () => void) => () => void {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

/** Per instance: a translator per language and namespace, and the texts each remembers. */
const translators = new WeakMap<I18nInstance, Map<string, { translate: Translate; texts: Map<string, string> }>>();

/**
 * The translator of one namespace in one language, the same function on every render (a stable dependency for
 * memos). A text without values is looked up once: i18next copies its whole options object for every lookup, and a
 * list page asks for the same column titles and button labels on each render. What the translators remember is
 * forgotten when a catalog arrives (a plugin's, or a language fetched when chosen).
 */
export function translatorFor(i18n: I18nInstance, language: string, namespace: string): Translate {
  let ofInstance = translators.get(i18n);
  if (!ofInstance) {
    const known = new Map<string, { translate: Translate; texts: Map<string, string> }>();
    const forget = () => known.forEach(({ texts }) => texts.clear());
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
    translators.set(i18n, known);
    ofInstance = known;
  }
  const key = `${language}\u0000${namespace}`;
  let translator = ofInstance.get(key);
  if (!translator) {
    const fixed = i18n.getFixedT(language, namespace) as unknown as Translate;
    const texts = new Map<string, string>();
    const translate: Translate = (text, values) => {
      if (values) return fixed(text, values);
      let translated = texts.get(text);
      if (translated === undefined) {
        translated = fixed(text);
        texts.set(text, translated);
      }
      return translated;
    };
    translator = { translate, texts };
    ofInstance.set(key, translator);
  }
  return translator.translate;
}
