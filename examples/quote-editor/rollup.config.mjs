import { gzipSync } from 'node:zlib';
import esbuild from 'rollup-plugin-esbuild';

/**
 * One ES module, dist/index.js, default-exporting the plugin. Everything the host shares is left as a bare
 * import: the host's import map gives the bundle the app's own React, antd, MobX, inversify and kernel, so
 * none of them is copied in (and antd fields take the app's theme).
 */
const SHARED = ['react', 'react-dom', 'react/jsx-runtime', 'antd', '@ant-design/icons', 'mobx', 'mobx-react-lite', 'inversify', '@backoffice/kernel'];

/** Prints the bundle's size and what it takes from the host, so a copy of a shared library would show. */
function sizeReport() {
  return {
    name: 'size-report',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const bytes = chunks.reduce((sum, chunk) => sum + chunk.code.length, 0);
      const gzip = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
      const fromHost = [...new Set(chunks.flatMap((chunk) => chunk.imports.filter((id) => SHARED.includes(id))))].sort();
      const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules));
      const copied = modules.filter((id) => id.includes('node_modules'));
      console.log(`quote-editor bundle: ${chunks.length} files, ${(bytes / 1024).toFixed(1)} KB (${(gzip / 1024).toFixed(1)} KB gzip), ${modules.length} modules of its own`);
      console.log(`  from the host: ${fromHost.join(', ')}`);
      console.log(`  copied from node_modules: ${copied.length ? copied.join(', ') : 'nothing'}`);
    },
  };
}

export default {
  input: 'src/index.ts',
  external: (id) => SHARED.includes(id) || SHARED.some((name) => id.startsWith(`${name}/`)),
  output: { dir: 'dist', format: 'es', entryFileNames: 'index.js', chunkFileNames: '[name]-[hash].js' },
  plugins: [esbuild({ target: 'es2020', jsx: 'automatic', minify: true, tsconfig: 'tsconfig.json' }), sizeReport()],
};
