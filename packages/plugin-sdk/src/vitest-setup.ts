import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetPage } from '@backoffice/kernel/testing';
import { rememberComputedStyles } from './computed-styles';

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
configure({ asyncUtilTimeout: 30_000, getElementError: elementError });

/**
 * Testing Library's error for a query that finds nothing, with the page printed into it only outside a wait. Inside
 * `findBy*` and `waitFor` a query is retried on every change of the page until it finds its element, and each miss
 * printed the whole page into an error nobody reads (6% of a screen file's CPU). A wait that times out still prints
 * the page: it passes its last error through this function again, outside the wait.
 */
function elementError(message: string | null, container: Element): Error {
  const insideWait = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
  const page = insideWait ? null : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
  const error = new Error([message, page].filter(Boolean).join('\n\n'));
  error.name = 'TestingLibraryElementError';
  return error;
}

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
// antd reads computed styles for scrollbars (jsdom's pseudo-element support only logs noise); Testing Library and
// user-event read them for every element they check: remembered, and computed from fewer rules (computed-styles.ts).
rememberComputedStyles(window);

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
