/**
 * A phone-sized screen in jsdom: the test setup (`@backoffice/plugin-sdk/vitest-setup`) answers the kernel's
 * small-screen media query from this flag, and resets it after each test. Call it before rendering, or inside
 * `act` when the screen is already shown.
 */
export function setSmallScreen(small: boolean): void {
  (globalThis as { __backofficeSmallScreen?: boolean }).__backofficeSmallScreen = small;
}
