import { useContext } from 'react';
import { KERNEL_NAMESPACE, type I18nInstance } from './i18n';
import { translatorFor, useI18n } from './use-i18n';
import { MessagesNamespace, type Translate } from './use-messages';

/** A catalog's text made from a template: the template, what its literal parts match, and its placeholders' names. */
interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** How many literal characters it has: the most specific template is tried first. */
  literal: number;
}

const PLACEHOLDER = /\{\{\s*(\w+)[^}]*\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A number as an English message writes it: `12`, `1,024`, `2.5`. */
const NUMBER = '(\\d+(?:[.,]\\d+)*)';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The templates of one catalog (the keys with `{{…}}`), compiled once per catalog object. */
const compiled = new WeakMap<object, Template[]>();
/** The texts of one catalog in its language (its values), gathered once per catalog object. */
const translated = new WeakMap<object, Set<string>>();
const watched = new WeakSet<I18nInstance>();

/**
 * i18next merges texts added later (a plugin's catalog, one loaded on demand) into the same catalog object: what was
 * compiled or gathered from it is forgotten then.
 */
function watch(i18n: I18nInstance): void {
  if (watched.has(i18n)) return;
  watched.add(i18n);
  i18n.store.on('added', (language: string, namespace: string) => {
    const bundle = i18n.getResourceBundle(language, namespace) as object | undefined;
    if (!bundle) return;
    compiled.delete(bundle);
    translated.delete(bundle);
  });
}

function templatesOf(bundle: Record<string, unknown> | undefined): Template[] {
  if (!bundle) return [];
  const known = compiled.get(bundle);
  if (known) return known;
  const keys = new Set(
    Object.keys(bundle)
      .map((key) => key.replace(PLURAL_SUFFIX, ''))
      .filter((key) => key.includes('{{')),
  );
  const templates = [...keys].flatMap((key): Template[] => {
    const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]);
    const parts = key.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const literal = parts.join('');
    // Only a template with words of its own: '{{count}} rows' may be, '{{name}}' alone never is.
    if (!/[\p{L}]{2}/u.test(literal)) return [];
    return [{ key, names, literal: literal.length, pattern: new RegExp(`^${parts.map(escape).join(NUMBER)}$`, 's') }];
  });
  templates.sort((a, b) => b.literal - a.literal);
  compiled.set(bundle, templates);
  return templates;
}

/**
 * A message given as English text with its numbers written in (`Card 2 is missing a title`, what a form's checks
 * return), in the admin's language: its own translation when the catalog has the text; else the translation of
 * the catalog's template it was made from (`'Card {{number}} is missing a title'`), with the numbers put back
 * (`count` as a number, so plurals apply); else, for a message of several sentences, each sentence so; else the
 * English text (reported missing in development, as `t` does). Only numbers fill a template's placeholders, so
 * other text never passes for a template it happens to resemble.
 */
export function messageText(i18n: I18nInstance, t: Translate, namespace: string, text: string): string {
  watch(i18n);
  const language = i18n.language;
  const namespaces = namespace === KERNEL_NAMESPACE ? [namespace] : [namespace, KERNEL_NAMESPACE];
  if (language === 'en' || i18n.exists(text, { ns: namespaces })) return t(text);
  // Already in the admin's language (a form gave `t('Please enter the title')` as a field's message): as it is.
  if (namespaces.some((ns) => translationsOf(i18n.getResourceBundle(language, ns)).has(text))) return text;
  const known = (sentence: string) =>
    i18n.exists(sentence, { ns: namespaces }) ? t(sentence) : fromTemplate(i18n, t, namespaces, sentence);
  const whole = known(text);
  if (whole !== null) return whole;
  // Several sentences put together ('The password cannot be only spaces. Repeated characters…'): each in turn,
  // with or without its full stop; a sentence no catalog has stays English (and is reported, as `t` does).
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length === 1) return t(text);
  return sentences
    .map((sentence) => {
      const direct = known(sentence);
      if (direct !== null) return direct;
      const bare = sentence.replace(/\.$/, '');
      const withoutStop = bare !== sentence ? known(bare) : null;
      if (withoutStop === null) return t(sentence);
      return /[.!?؟]$/.test(withoutStop) ? withoutStop : `${withoutStop}.`;
    })
    .join(' ');
}

function translationsOf(bundle: Record<string, unknown> | undefined): Set<string> {
  if (!bundle) return new Set();
  let texts = translated.get(bundle);
  if (!texts) {
    texts = new Set(Object.values(bundle).filter((value): value is string => typeof value === 'string'));
    translated.set(bundle, texts);
  }
  return texts;
}

/** The translation of the catalog's template `text` was made from (numbers filled back in), or null. */
function fromTemplate(i18n: I18nInstance, t: Translate, namespaces: string[], text: string): string | null {
  if (!/\d/.test(text)) return null;
  for (const ns of namespaces) {
    for (const template of templatesOf(
      i18n.getResourceBundle(i18n.language, ns) as Record<string, unknown> | undefined,
    )) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const values: Record<string, unknown> = {};
      template.names.forEach(
        (name, index) =>
          (values[name] = name === 'count' ? Number(match[index + 1].replace(/,/g, '')) : match[index + 1]),
      );
      return t(template.key, { ...values, ns });
    }
  }
  return null;
}

/** `messageText` for the screen rendering: `const text = useMessageText(); text(form.summary)`. */
export function useMessageText(): (text: string) => string {
  const namespace = useContext(MessagesNamespace);
  const { i18n, language } = useI18n();
  const t = translatorFor(i18n, language, namespace);
  return (text) => messageText(i18n, t, namespace, text);
}
