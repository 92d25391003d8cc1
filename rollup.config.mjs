import { readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';

const outDir = 'packages/app/dist';
const SIGN_IN_BUDGET_KB = 200;

// Chunk names carry content hashes: start from an empty folder so old chunks do not pile up.
rmSync(`${outDir}/assets`, { recursive: true, force: true });

/** axios's package entry is its Node build; the browser needs the ESM browser build. */
function axiosBrowser() {
  const target = new URL('./node_modules/axios/dist/esm/axios.js', import.meta.url).pathname;
  return { name: 'axios-browser', resolveId: (id) => (id === 'axios' ? target : null) };
}

/** `import './x.css'` becomes a module that injects a <style> tag, in the chunk that imports it. */
function cssInject() {
  return {
    name: 'css-inject',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      return {
        code: `const style = document.createElement('style');\nstyle.textContent = ${JSON.stringify(code)};\ndocument.head.appendChild(style);\nexport default style;`,
        map: { mappings: '' },
      };
    },
  };
}

/** `import data from 'x.json'` becomes an ES module (the countries map ships world-atlas's TopoJSON). */
function jsonModule() {
  return {
    name: 'json-module',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: `export default ${code.trim()};`, map: { mappings: '' } };
    },
  };
}

/** Writes index.html and prints what the sign-in screen loads: the entry chunk and its static imports. */
function appShellAndBudget() {
  return {
    name: 'app-shell-and-budget',
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'index.html', source: readFileSync('packages/app/index.html', 'utf8') });
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const seen = new Set();
      const visit = (name) => {
        if (seen.has(name)) return;
        seen.add(name);
        for (const imported of bundle[name].imports) visit(imported);
      };
      visit(entry.fileName);
      const gzipKb = (code) => gzipSync(code).length / 1024;
      const signIn = [...seen].reduce((sum, name) => sum + gzipKb(bundle[name].code), 0);
      const chunks = Object.values(bundle)
        .filter((file) => file.type === 'chunk')
        .map((file) => ({ file: file.fileName, gzipKb: Number(gzipKb(file.code).toFixed(1)), signIn: seen.has(file.fileName) }))
        .sort((a, b) => b.gzipKb - a.gzipKb);
      const report = { signInGzipKb: Number(signIn.toFixed(1)), budgetKb: SIGN_IN_BUDGET_KB, signInChunks: [...seen], chunks };
      mkdirSync(outDir, { recursive: true });
      writeFileSync(`${outDir}/build-report.json`, JSON.stringify(report, null, 2));
      const verdict = signIn <= SIGN_IN_BUDGET_KB ? 'within' : 'OVER';
      console.log(`\nSign-in screen JavaScript: ${signIn.toFixed(1)} KB gzip (${verdict} the ${SIGN_IN_BUDGET_KB} KB budget), in ${seen.size} chunk(s).`);
      console.log(`Largest chunks: ${chunks.slice(0, 6).map((chunk) => `${chunk.file} ${chunk.gzipKb} KB`).join(', ')}\n`);
    },
  };
}

const esbuildPlugin = esbuild({
  include: /\.[jt]sx?$/,
  exclude: [],
  target: 'es2020',
  jsx: 'automatic',
  tsconfig: 'tsconfig.json',
  loaders: { '.js': 'jsx' },
});
// rollup-plugin-esbuild resolves relative imports itself and then loses packages' `sideEffects` flags.
delete esbuildPlugin.resolveId;

export default {
  input: 'packages/app/src/main.tsx',
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'assets/main.js',
    chunkFileNames: 'assets/[name]-[hash].js',
    sourcemap: false,
  },
  onwarn(warning, warn) {
    // antd and its helpers ship "use client" directives meant for server components; harmless here.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
    if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.message)) return;
    warn(warning);
  },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    axiosBrowser(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'] }),
    commonjs(),
    cssInject(),
    jsonModule(),
    esbuildPlugin,
    minify({ target: 'es2020', legalComments: 'none' }),
    appShellAndBudget(),
  ],
};
