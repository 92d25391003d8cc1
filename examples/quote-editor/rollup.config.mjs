import { backofficePlugin } from '@backoffice/plugin-sdk/rollup';
import esbuild from 'rollup-plugin-esbuild';

/**
 * One ES module, dist/index.js, default-exporting the plugin, and manifest.json beside it. The SDK's rollup
 * plugin leaves the kernel and everything the app shares (React, antd, MobX, inversify) as bare imports: the
 * app's import map gives the bundle the app's own copies, so none is copied in (and antd fields take the app's
 * theme). It prints the bundle's size, what it takes from the app and anything copied from node_modules.
 */
export default {
  input: 'src/index.ts',
  output: { dir: 'dist', format: 'es', entryFileNames: 'index.js', chunkFileNames: '[name]-[hash].js' },
  plugins: [
    backofficePlugin({ name: 'quote-editor' }),
    esbuild({ target: 'es2020', jsx: 'automatic', minify: true, tsconfig: 'tsconfig.json' }),
  ],
};
