import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * `setupFiles: ['@backoffice/plugin-sdk/vitest-setup']` in a plugin's vitest config (environment jsdom): the
 * jest-dom matchers, what antd probes for and jsdom lacks, and a clean page and storage after each test. The
 * same setup the Backoffice repository's own screen tests run with (tests/setup-dom.ts).
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
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  (globalThis as { __backofficeSmallScreen?: boolean }).__backofficeSmallScreen = false;
  window.localStorage.clear();
});
