import { readFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { build as esbuildBuild } from 'esbuild';
import esbuild, { minify } from 'rollup-plugin-esbuild';

const outDir = 'packages/app/dist';
const SIGN_IN_BUDGET_KB = 160;

// Names carry content hashes: start from an empty folder so old chunks (and their .br/.gz) do not pile up.
rmSync(outDir, { recursive: true, force: true });

/**
 * The modules external plugins import by name and must share with the app: one React, one antd (so their
 * fields take the app's theme), one MobX, one inversify container, one kernel. Each gets an entry of its own,
 * `assets/shared/<name>-<hash>.js`, re-exporting the app's single copy, and index.html's import map points the
 * bare names at them. Nothing loads them unless an external plugin imports them.
 */
const SHARED_MODULES = {
  react: 'react',
  'react-dom': 'react-dom',
  'react/jsx-runtime': 'react-jsx-runtime',
  antd: 'antd',
  '@ant-design/icons': 'ant-design-icons',
  mobx: 'mobx',
  'mobx-react-lite': 'mobx-react-lite',
  inversify: 'inversify',
  '@backoffice/kernel': 'kernel',
};
// React's packages are CommonJS: `export *` does not carry their names through, so they are listed.
const COMMONJS_SHARED = new Set(['react', 'react-dom', 'react/jsx-runtime']);
const SHARED_PREFIX = 'shared-module:';

function sharedModules() {
  const require = createRequire(import.meta.url);
  return {
    name: 'shared-modules',
    resolveId: (id) => (id.startsWith(SHARED_PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${SHARED_PREFIX}`)) return null;
      const specifier = id.slice(SHARED_PREFIX.length + 1);
      if (!COMMONJS_SHARED.has(specifier)) return `export * from ${JSON.stringify(specifier)};`;
      const names = Object.keys(require(specifier)).filter(
        (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default',
      );
      return `export { ${names.join(', ')} } from ${JSON.stringify(specifier)};\nexport { default } from ${JSON.stringify(specifier)};`;
    },
  };
}

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
        // With the page's CSP nonce (see packages/kernel/src/core/csp-nonce.ts), or the policy refuses the element.
        code: `const style = document.createElement('style');\nconst nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');\nif (nonce) style.nonce = nonce;\nstyle.textContent = ${JSON.stringify(code)};\ndocument.head.appendChild(style);\nexport default style;`,
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

/**
 * Writes index.html loading the hashed entry after the first paint (with modulepreload hints for its static
 * imports) and prints what the sign-in screen loads: the entry chunk and its static imports.
 */
/**
 * The sign-in screen as plain HTML and CSS for index.html (packages/kernel/src/shell/static-sign-in-page.ts), so
 * the first paint needs no script: that module is bundled for Node here and run once.
 */
async function staticSignInPage() {
  const result = await esbuildBuild({
    entryPoints: ['packages/kernel/src/shell/static-sign-in-page.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const config = JSON.parse(readFileSync('packages/app/backoffice.config.json', 'utf8'));
  return module.staticSignInPage(config.productName || 'Backoffice');
}
const signInPage = await staticSignInPage();

function appShellAndBudget() {
  return {
    name: 'app-shell-and-budget',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === 'main');
      /** Adds `name` and every chunk it statically imports to `into`, except those already in `loaded`. */
      const addWithImports = (name, into, loaded = new Set()) => {
        if (loaded.has(name) || into.has(name)) return;
        into.add(name);
        for (const imported of bundle[name].imports) addWithImports(imported, into, loaded);
      };
      const seen = new Set();
      addWithImports(entry.fileName, seen);
      // What a page load with a session needs next (the app's chunk, the plugins' definitions, and what they import):
      // the server leaves the static sign-in screen out of such a page, and the loader then asks for these too, beside
      // the entry, instead of one after the other as each import is reached (packages/kernel/src/start.tsx).
      const signedIn = new Set();
      // By the modules they hold: a chunk the merging of small chunks grew has no single facade module.
      const isSignedInStart = (id) =>
        id.endsWith('/kernel/src/shell/full-app.ts') || id.endsWith('/app/src/plugins.ts');
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isDynamicEntry && file.moduleIds.some(isSignedInStart))
          addWithImports(file.fileName, signedIn, seen);
      }
      if (signedIn.size < 2) throw new Error('The app chunk (shell/full-app.ts) and the plugins chunk were not found');
      const template = readFileSync('packages/app/index.html', 'utf8');
      if (!template.includes('<script type="module" src="/assets/main.js"></script>'))
        throw new Error('packages/app/index.html must load the entry as <script type="module" src="/assets/main.js">');
      // The theme is set by a small classic script before the first paint, written into the page: the server gives
      // every inline <script> of index.html the page's CSP nonce, and the sign-in screen waits for no extra request.
      if (!template.includes('<script src="/assets/theme-before-paint.js"></script>'))
        throw new Error('packages/app/index.html must load /assets/theme-before-paint.js');
      const themeScript = readFileSync('packages/app/theme-before-paint.js', 'utf8').trim();
      // The app's scripts are asked for once the sign-in screen (plain HTML) has painted, not by tags the browser
      // fetches while it parses: on a slow phone line their 200 KB then never compete with the page's first paint.
      // The frame after the first (requestAnimationFrame, then a task), or 100 ms at most: a tab opened in the
      // background paints nothing and runs no animation frame, and must boot all the same.
      const loader = `<script>
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var hrefs = ${JSON.stringify([...seen].filter((name) => name !== entry.fileName).map((name) => `/${name}`))};
    if (!document.getElementById('bo-static-signin')) hrefs = hrefs.concat(${JSON.stringify([...signedIn].map((name) => `/${name}`))});
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = ${JSON.stringify(`/${entry.fileName}`)};
    document.body.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
})();
    </script>`;
      // The import map comes first in <head>: a browser ignores one added after a module began loading.
      const imports = {};
      for (const [specifier, name] of Object.entries(SHARED_MODULES)) {
        const chunk = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === `shared/${name}`,
        );
        imports[specifier] = `/${chunk.fileName}`;
      }
      const importMap = `<script type="importmap">${JSON.stringify({ imports })}</script>`;
      if (!template.includes('<meta charset="UTF-8" />'))
        throw new Error('packages/app/index.html must start its <head> with <meta charset="UTF-8" />');
      if (!template.includes('<div id="root"></div>'))
        throw new Error('packages/app/index.html must hold <div id="root"></div>');
      const html = template
        .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${importMap}`)
        // The static sign-in screen (the server leaves it out for a request with a session cookie).
        .replace('<div id="root"></div>', () => `${signInPage.body}\n    <div id="root"></div>`)
        .replace('  </head>', () => `    ${signInPage.style}\n  </head>`)
        .replace('<script type="module" src="/assets/main.js"></script>', () => loader)
        .replace(
          '<script src="/assets/theme-before-paint.js"></script>',
          () => `<script>\n${themeScript}\n    </script>`,
        );
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });

      const gzipKb = (code) => gzipSync(code).length / 1024;
      const signIn = [...seen].reduce((sum, name) => sum + gzipKb(bundle[name].code), 0);
      const chunks = Object.values(bundle)
        .filter((file) => file.type === 'chunk')
        .map((file) => ({
          file: file.fileName,
          gzipKb: Number(gzipKb(file.code).toFixed(1)),
          signIn: seen.has(file.fileName),
        }))
        .sort((a, b) => b.gzipKb - a.gzipKb);
      const shared = Object.fromEntries(Object.entries(imports).map(([specifier, url]) => [specifier, url.slice(1)]));
      // What the sign-in screen's chunks are made of, largest first (minified bytes, before compression).
      const signInModules = [...seen]
        .flatMap((name) =>
          Object.entries(bundle[name].modules).map(([id, module]) => ({
            module: id.replace(/^.*node_modules\//, '').replace(`${process.cwd()}/`, ''),
            chunk: name,
            bytes: module.renderedLength,
          })),
        )
        .filter((entry) => entry.bytes > 0)
        .sort((a, b) => b.bytes - a.bytes);
      const report = {
        signInGzipKb: Number(signIn.toFixed(1)),
        budgetKb: SIGN_IN_BUDGET_KB,
        signInChunks: [...seen],
        signedInChunks: [...signedIn],
        signInModules,
        sharedModules: shared,
        chunks,
      };
      mkdirSync(outDir, { recursive: true });
      writeFileSync(`${outDir}/build-report.json`, JSON.stringify(report, null, 2));
      console.log(
        `\nSign-in screen JavaScript: ${signIn.toFixed(1)} KB gzip (budget ${SIGN_IN_BUDGET_KB} KB), in ${seen.size} chunk(s).`,
      );
      console.log(
        `Largest chunks: ${chunks
          .slice(0, 6)
          .map((chunk) => `${chunk.file} ${chunk.gzipKb} KB`)
          .join(', ')}\n`,
      );
      // The budget is enforced: a build whose sign-in screen outgrows it fails, naming the figure.
      if (signIn > SIGN_IN_BUDGET_KB)
        this.error(
          `The sign-in screen's JavaScript is ${signIn.toFixed(1)} KB gzip, over the ${SIGN_IN_BUDGET_KB} KB budget (see build-report.json's signInChunks)`,
        );
    },
  };
}

/**
 * Beside every written text file, `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9):
 * the server sends them as they are to browsers that accept them, so compression costs nothing per request.
 */
function precompress() {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'precompress',
    async writeBundle(options, bundle) {
      const started = Date.now();
      const names = Object.keys(bundle).filter((name) => /\.(js|html|css|json|svg)$/.test(name));
      let raw = 0;
      let compressed = 0;
      await Promise.all(
        names.map(async (name) => {
          const path = `${options.dir}/${name}`;
          const source = readFileSync(path);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          // Even a small chunk gains (its headers are compressed too); a file compression cannot shrink is sent as it is.
          if (br.length < source.length) writeFileSync(`${path}.br`, br);
          if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
          raw += source.length;
          compressed += br.length;
        }),
      );
      const files = readdirSync(`${options.dir}/assets`).filter((name) => name.endsWith('.br')).length;
      console.log(
        `Precompressed ${files} assets: ${(raw / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB brotli (+ gzip) in ${Date.now() - started} ms.`,
      );
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
  input: {
    main: 'packages/app/src/main.tsx',
    ...Object.fromEntries(
      Object.entries(SHARED_MODULES).map(([specifier, name]) => [`shared/${name}`, `${SHARED_PREFIX}${specifier}`]),
    ),
  },
  output: {
    dir: outDir,
    format: 'es',
    // Every name carries its content hash (the entry too): /assets/* is cached for a year, index.html never.
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    // Chunks below 1 KB are merged into a chunk that loads with them where that cannot change what runs first:
    // a request each costs more than its bytes.
    experimentalMinChunkSize: 1024,
    // The French and Arabic catalogs (the kernel's `i18n/messages/fr.ts`, a plugin's `messages-fr.ts`) load only when
    // their language is chosen: one chunk per language, never merged with code that loads at sign-in (the chunk
    // merging above would otherwise fold small shared chunks into them and pull them into the sign-in screen).
    manualChunks(id) {
      const catalog = /[/-]messages[/-](fr|ar)\.ts$/.exec(id);
      if (catalog) return `messages-${catalog[1]}`;
      // The kernel's catalogs kept beside fr.ts/ar.ts (each holds both languages) load with them, never at sign-in.
      if (/kernel\/src\/i18n\/messages\/(shell|translation-editor)\.ts$/.test(id)) return 'messages-kernel-extras';
      // The passkey library loads on "Sign in with a passkey" only: a chunk of its own, so that the merging above
      // never folds a small chunk the sign-in screen needs into it (which put its 4 KB on every sign-in).
      if (/node_modules\/@simplewebauthn\/browser\//.test(id)) return 'webauthn';
      return undefined;
    },
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
    sharedModules(),
    axiosBrowser(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'] }),
    commonjs(),
    cssInject(),
    jsonModule(),
    esbuildPlugin,
    minify({ target: 'es2020', legalComments: 'none' }),
    appShellAndBudget(),
    precompress(),
  ],
};
