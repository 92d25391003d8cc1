import type { MessageCatalogs } from '../i18n';
import { en } from './en';

/**
 * The kernel's catalogs. English has only its plurals: each key is the English text. The others are fetched only
 * when their language is chosen (a chunk each), so the sign-in screen in English carries no translation.
 */
export const KERNEL_MESSAGES: MessageCatalogs = {
  en,
  fr: () =>
    Promise.all([import('./fr'), import('./translation-editor'), import('./shell')]).then(([main, editor, shell]) => ({
      ...main.fr,
      ...editor.TRANSLATION_EDITOR_MESSAGES.fr,
      ...shell.SHELL_MESSAGES.fr,
    })),
  ar: () =>
    Promise.all([import('./ar'), import('./translation-editor'), import('./shell')]).then(([main, editor, shell]) => ({
      ...main.ar,
      ...editor.TRANSLATION_EDITOR_MESSAGES.ar,
      ...shell.SHELL_MESSAGES.ar,
    })),
};
