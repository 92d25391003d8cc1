import { useSyncExternalStore } from 'react';

export type ThemeName = 'light' | 'dark';

/**
 * Where this browser remembers the chosen theme. packages/app/theme-before-paint.js reads the same key to set
 * the theme before the first paint; keep the two in step.
 */
export const THEME_STORAGE_KEY = 'backoffice.theme';

const listeners = new Set<() => void>();

/** The theme chosen with the top bar's toggle, or null when none was (the admin is dark, as the spec says). */
export function storedTheme(): ThemeName | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage refused (private mode, policy): the default
  }
}

/** The theme until one is chosen: dark, whatever the system prefers (the spec: "All screens use a dark theme"; light only by the toggle). */
export const DEFAULT_THEME: ThemeName = 'dark';

export function currentTheme(): ThemeName {
  return storedTheme() ?? DEFAULT_THEME;
}

/** Puts the theme on `<html data-theme>`, which every stylesheet of the app keys on. */
export function applyTheme(name: ThemeName = currentTheme()): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = name;
  document.documentElement.style.colorScheme = name;
}

/** Remembers the choice for this browser and applies it at once. */
export function chooseTheme(name: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // Not remembered; still applied for this page.
  }
  applyTheme(name);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  const changed = () => {
    applyTheme();
    listener();
  };
  listeners.add(listener);
  // Another tab chose a theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The theme in use: the one chosen with the toggle, else dark. */
export function useThemeName(): ThemeName {
  return useSyncExternalStore(subscribe, currentTheme, () => 'dark');
}
