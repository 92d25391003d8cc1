import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetPage } from '@backoffice/kernel/testing';

/*
 * `setupFiles: ['@backoffice/plugin-sdk/vitest-setup']` in a plugin's vitest config (environment jsdom): the
 * jest-dom matchers, what antd probes for and jsdom lacks, and a clean page and storage after each test. The
 * same setup the Backoffice repository's own screen tests run with (tests/setup-dom.ts).
 *
 * After each file the page is put back as a fresh one has it (`resetPage`), timers are real again and stubbed
 * globals restored: with `isolate: false` (several files in one page, faster), one file's state does not reach
 * the next. List this file itself in `setupFiles` (not imported from another setup file): vitest runs setup
 * files again for each test file, but not the modules they import.
 */

// Lazily loaded screens (and antd) can take seconds on a busy machine: findBy*/waitFor wait up to 30 s.
configure({ asyncUtilTimeout: 30_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // `setSmallScreen(true)` (the SDK's testing helpers) makes this a phone: the kernel's small-screen query.
    matches:
      query.includes('max-width: 767.98px') &&
      (globalThis as { __backofficeSmallScreen?: boolean }).__backofficeSmallScreen === true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= ResizeObserverStub;
URL.createObjectURL ??= vi.fn(() => 'blob:preview');
URL.revokeObjectURL ??= vi.fn();
// The attributes a style sheet or the browser's own styles hide or disable by (see rememberedComputedStyles).
const STYLING_ATTRIBUTES = ['class', 'style', 'hidden', 'aria-hidden', 'disabled', 'open', 'inert', 'type'];
// antd reads computed styles for scrollbars; jsdom's pseudo-element support only logs noise.
// Wrapped once per page (this file runs again for each test file; with `isolate: false` they share the page).
type ComputedStyle = typeof window.getComputedStyle & { elementOnly?: boolean };
if (!(window.getComputedStyle as ComputedStyle).elementOnly) {
  const elementOnly: ComputedStyle = rememberedComputedStyles(window.getComputedStyle.bind(window));
  elementOnly.elementOnly = true;
  window.getComputedStyle = elementOnly;
}

/**
 * Computed styles, remembered until the page changes. jsdom computes each value afresh on every read, through
 * every style sheet (antd's CSS-in-JS inserts hundreds of rules) and up the ancestors for inherited values, and
 * Testing Library's role queries read `display` and `visibility` of every element and its ancestors: a screen
 * test spent half its CPU there. Any change to the page (an element, an attribute such as a class or a style, a
 * style element's text) or a resize forgets every remembered value; pending changes are taken synchronously at
 * each read (`takeRecords`), so a query right after a click sees the page as it now is.
 */
function rememberedComputedStyles(computedStyle: (element: Element) => CSSStyleDeclaration) {
  let remembered = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    remembered = new WeakMap();
  };
  const changes = new MutationObserver(forget);
  // Only STYLING_ATTRIBUTES: a `value` or `aria-*` change as a test types is not watched (watching every change
  // cost typing-heavy tests more than the memory saved). A style element's new text arrives as new children.
  changes.observe(document, { subtree: true, childList: true, attributeFilter: STYLING_ATTRIBUTES });
  window.addEventListener('resize', forget);
  return (element: Element) => {
    if (changes.takeRecords().length > 0) forget();
    let style = remembered.get(element);
    if (!style) {
      style = readOnce(computedStyle(element));
      remembered.set(element, style);
    }
    return style;
  };
}

/** A computed style whose values are each computed at most once (it is read-only, and forgotten on any change). */
function readOnce(style: CSSStyleDeclaration): CSSStyleDeclaration {
  const values = new Map<string | symbol, unknown>();
  const propertyValues = new Map<string, string>();
  const getPropertyValue = (name: string) => {
    if (!propertyValues.has(name)) propertyValues.set(name, style.getPropertyValue(name));
    return propertyValues.get(name)!;
  };
  return new Proxy(style, {
    get(target, key) {
      if (key === 'getPropertyValue') return getPropertyValue;
      if (values.has(key)) return values.get(key);
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value === 'function') return (value as (...args: unknown[]) => unknown).bind(target);
      values.set(key, value);
      return value;
    },
  });
}

afterEach(() => {
  cleanup();
  (globalThis as { __backofficeSmallScreen?: boolean }).__backofficeSmallScreen = false;
  window.localStorage.clear();
});

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetPage();
});
