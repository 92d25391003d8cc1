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
// antd reads computed styles for scrollbars; jsdom's pseudo-element support only logs noise.
// Wrapped once per page (this file runs again for each test file; with `isolate: false` they share the page).
type ComputedStyle = typeof window.getComputedStyle & { elementOnly?: boolean };
if (!(window.getComputedStyle as ComputedStyle).elementOnly) {
  const getComputedStyle = window.getComputedStyle.bind(window);
  const elementOnly: ComputedStyle = (element: Element) => getComputedStyle(element);
  elementOnly.elementOnly = true;
  window.getComputedStyle = elementOnly;
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
