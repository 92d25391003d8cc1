import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageCatalogs } from '@backoffice/kernel';

// Finds texts a screen writes in English with no French or Arabic translation, by reading the sources:
// every `t('…')` (and `<Translated text="…" />`, `englishText('…')`, `required="…"`) must be in the catalogs.

/** The texts a source writes through `t('…')` (and `<Translated text="…" />`), as written. */
export function textsOf(source: string): string[] {
  const texts: string[] = [];
  // Comments show examples (`t('Delete {{name}}?')`), not texts on screen.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const call = /(?<![\w.])t\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;
  const translated = /<Translated text=(['"])((?:\\.|(?!\1).)*)\1/g;
  // A check's English message with its numbers (`englishText('Card {{number}} …', { number })`), shown translated by the kit.
  const english = /(?<![\w.])englishText\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;
  // A bound input's message for an empty field (`required="Please enter the question"`), shown translated by the kit.
  const required = /(?<![\w.])required(?:=|:\s*)(['"])((?:\\.|(?!\1).)*)\1/g;
  for (const pattern of [call, translated, english, required]) {
    for (const match of code.matchAll(pattern)) texts.push(match[2].replace(/\\(['"\\])/g, '$1'));
  }
  return texts;
}

/** The TypeScript sources under a folder. */
export function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Catalogs with their languages' texts at hand (a language may be given as a loader, fetched when chosen). */
export type LoadedCatalogs = Partial<Record<string, Record<string, string>>>;

/** Fetches every language a plugin or the kernel gives as a loader. */
export async function loadedCatalogs(catalogs: MessageCatalogs | undefined): Promise<LoadedCatalogs> {
  const entries = await Promise.all(
    Object.entries(catalogs ?? {}).map(
      async ([language, catalog]) => [language, typeof catalog === 'function' ? await catalog() : catalog] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** The texts a catalog lacks, given a language: a plural is there when its `_other` form is. */
export function missingIn(
  catalogs: LoadedCatalogs,
  language: 'fr' | 'ar',
  texts: string[],
  fallback: LoadedCatalogs = {},
): string[] {
  const has = (text: string) =>
    [catalogs[language], fallback[language]].some(
      (catalog) => catalog && (text in catalog || `${text}_other` in catalog),
    );
  return [...new Set(texts)].filter((text) => !has(text)).sort();
}

/** The column titles and sidebar labels a plugin declares as plain text (`title: '…'`, `label: '…'`): shown translated. */
export function declaredTextsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/\b(?:title|label): (['"])((?:\\.|(?!\1).)*)\1/g)]
    .map((match) => match[2].replace(/\\(['"\\])/g, '$1'))
    .filter(Boolean);
}
