import { vi } from 'vitest';
import type { MessageCatalogs } from '@backoffice/kernel';
import { KERNEL_MESSAGES } from '../../packages/kernel/src/i18n/messages';
import { loadedCatalogs } from './message-coverage';

// A plugin's screens in French or Arabic: what is still English on screen, and the missing-translation reports.

/** The development reports of texts with no translation ("Backoffice: no fr translation in …"). */
export function collectMissing(): () => string[] {
  const warn = vi.spyOn(console, 'warn');
  return () => warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('Backoffice: no '));
}

/** An English text of the catalogs (`Card {{number}} title` matches 'Card 1 title'), when the language says it otherwise. */
async function englishTexts(messages: MessageCatalogs | undefined, language: 'fr' | 'ar'): Promise<RegExp[]> {
  const catalogs = [await loadedCatalogs(messages), await loadedCatalogs(KERNEL_MESSAGES)];
  const english = catalogs.flatMap((catalog) =>
    Object.entries(catalog[language] ?? {})
      .filter(([key, text]) => key !== text)
      .map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
  );
  const pattern = (text: string) =>
    new RegExp(
      `^${text
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    );
  // Only keys with English of their own: '{{title}}: {{detail}}' would match any text with a colon, and
  // '{{field}} in {{locale}}' any record named '… in …' (a key with placeholders needs 4 letters of its own).
  const ownLetters = (text: string) => text.replace(/\{\{\w+\}\}/g, '').replace(/[^A-Za-z]/g, '').length;
  return [...new Set(english)]
    .filter((text) => /[A-Za-z]{2}/.test(text) && ownLetters(text) >= (text.includes('{{') ? 4 : 2))
    .map(pattern);
}

/** Every text on screen (text nodes, and the names, placeholders and text alternatives of elements) that is English. */
export async function englishOnScreen(messages: MessageCatalogs | undefined, language: 'fr' | 'ar'): Promise<string[]> {
  const patterns = await englishTexts(messages, language);
  const shown: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) shown.push(node.textContent?.trim() ?? '');
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
    for (const attribute of ['aria-label', 'placeholder', 'alt', 'title'])
      shown.push(element.getAttribute(attribute)?.trim() ?? '');
  }
  return [...new Set(shown.filter((text) => text && patterns.some((pattern) => pattern.test(text))))];
}
