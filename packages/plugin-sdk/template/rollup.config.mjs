import { backofficePlugin } from '@backoffice/plugin-sdk/rollup';
import esbuild from 'rollup-plugin-esbuild';

// dist/index.js (one ES module default-exporting the plugin) and dist/manifest.json: copy dist/ to the server's
// PLUGINS_DIR/__ID__/. `npm run dev` rebuilds on every change (PLUGIN_OUT=<PLUGINS_DIR>/__ID__ writes there).
export default {
  input: 'src/index.ts',
  output: {
    dir: process.env.PLUGIN_OUT ?? 'dist',
    format: 'es',
    entryFileNames: 'index.js',
    chunkFileNames: '[name]-[hash].js',
  },
  plugins: [
    backofficePlugin({ name: '__ID__' }),
    esbuild({ target: 'es2020', jsx: 'automatic', minify: true, tsconfig: 'tsconfig.json' }),
  ],
};
