import { setI18n } from 'react-i18next';
import type { i18n as I18nInstance } from 'i18next';
import { setFormatLanguage } from '../i18n/format-locale';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { setSmallScreen } from './small-screen';

// The page's address before any test: what a fresh page opens on.
const initialUrl = typeof window === 'undefined' ? undefined : window.location.href;

/**
 * Puts the page and the kernel's page-wide state back as a fresh page has them: for a test runner that runs
 * several test files in one page and one module graph (vitest `isolate: false`), after each file, so that one
 * file's language, storage, title or left-over dialogs do not reach the next. The SDK's vitest setup
 * (`@backoffice/plugin-sdk/vitest-setup`) calls it after each file; call it before rendering only if a test
 * itself needs a fresh page. Unmount what is rendered first (@testing-library's `cleanup`).
 */
export function resetPage(): void {
  // The kernel's page-wide settings: the formatters' locale (set with the admin's language), the small screen,
  // and react-i18next's default instance (the last booted app's, which components outside an app would use).
  setFormatLanguage(DEFAULT_LANGUAGE);
  setSmallScreen(false);
  setI18n(undefined as unknown as I18nInstance);
  if (typeof document === 'undefined') return;
  // `<html lang dir data-theme style>`, the title, what dialogs and messages left in the body (antd's portals)
  // and the body's scroll lock.
  const html = document.documentElement;
  for (const { name } of [...html.attributes]) html.removeAttribute(name);
  document.title = '';
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (initialUrl && window.location.href !== initialUrl) window.history.replaceState(null, '', initialUrl);
}
