/**
 * @backoffice/plugin-sdk/testing: a plugin's screen tests outside the repository. `renderPlugin` boots the real
 * kernel with the plugins under test against `FakeApi` (a fake backend) and renders the shell in jsdom. Use it
 * with the setup file `@backoffice/plugin-sdk/vitest-setup` (vitest's `setupFiles`).
 */
export * from '@backoffice/kernel/testing';
