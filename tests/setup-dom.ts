import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazily loaded screens (and quill) can take seconds on a busy 2-core CI machine; the default 1 s wait of
// findBy/waitFor made screen tests flaky there. A test still fails when the thing never shows up.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: give antd what it probes for.
const smallScreen = { value: false };
(globalThis as { __setSmallScreen?: (small: boolean) => void }).__setSmallScreen = (small) => {
  smallScreen.value = small;
};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('max-width: 767.98px') ? smallScreen.value : false,
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
// antd reads computed styles for scrollbars; jsdom's pseudo-element support logs noise.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  smallScreen.value = false;
  window.localStorage.clear();
});
