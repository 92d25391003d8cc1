import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    setupFiles: ['@backoffice/plugin-sdk/vitest-setup'],
    testTimeout: 60_000,
    // The SDK's kernel goes through vite like the plugin's own code (antd, React... resolve once).
    server: { deps: { inline: ['@backoffice/plugin-sdk'] } },
  },
});
