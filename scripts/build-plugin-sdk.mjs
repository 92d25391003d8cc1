/**
 * Builds @backoffice/plugin-sdk into packages/plugin-sdk/dist, a package of its own (`npm run build:sdk`);
 * `--pack <folder>` then packs it there as one tarball (`npm run pack:sdk` packs into packages/plugin-sdk/).
 *
 * - index.js, testing.js, vitest-setup.js: the kernel and its test helpers as ES modules, for a plugin's tests
 *   (the kernel's npm dependencies stay imports: peer and plain dependencies of the package);
 * - host.js: what `@backoffice/plugin-sdk` becomes in a plugin's bundle (the app's kernel by its bare name);
 * - index.d.ts, testing.d.ts, vitest-setup.d.ts: every declaration in one bundle per entry (kernel, contracts,
 *   the sections' extension point types), importing only the peer dependencies' own types;
 * - rollup.js: the rollup plugin of a plugin's build.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SDK = join(ROOT, 'packages/plugin-sdk');
const DIST = join(SDK, 'dist');
const TYPES = join(SDK, 'build/types');
const readJson = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

const sdk = readJson('packages/plugin-sdk/package.json');
const kernel = readJson('packages/kernel/package.json');
const contracts = readJson('packages/contracts/package.json');
const root = readJson('package.json');
const version = (name) => kernel.dependencies[name] ?? contracts.dependencies[name] ?? root.devDependencies[name];

// Shared with the app at run time (the import map) and named in the declarations: peers, so the plugin's
// React, antd... are the ones the types and tests see.
const PEERS = [
  'react',
  'react-dom',
  'antd',
  '@ant-design/icons',
  'mobx',
  'mobx-react-lite',
  'inversify',
  'react-router-dom',
  '@types/react',
];
// Only the kernel's own code needs these (its tests run it), and the contracts' types name typebox.
const DEPENDENCIES = [
  'axios',
  'dayjs',
  'quill',
  '@simplewebauthn/browser',
  'reflect-metadata',
  '@sinclair/typebox',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'i18next',
  'react-i18next',
  'react-easy-crop',
];
// For the test helpers only.
const TEST_PEERS = {
  vitest: version('vitest'),
  jsdom: version('jsdom'),
  '@testing-library/react': version('@testing-library/react'),
  '@testing-library/jest-dom': version('@testing-library/jest-dom'),
};

const isBare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');
const isOurs = (id) =>
  id === '@backoffice/plugin-sdk' ||
  id === '@backoffice/kernel' ||
  id.startsWith('@backoffice/kernel/') ||
  id.startsWith('@backoffice/contracts');
const esbuildPlugin = () => esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: join(ROOT, 'tsconfig.json') });
/** Tests do not need quill's stylesheet, and Node cannot import a .css file. */
const noCss = {
  name: 'no-css',
  resolveId: (id) => (id.endsWith('.css') ? '\0empty-css' : null),
  load: (id) => (id === '\0empty-css' ? 'export default undefined;' : null),
};
/** The workspace's own packages resolve to their sources (as the repository's tsconfig paths say). */
const workspaceSources = {
  name: 'workspace-sources',
  resolveId(id) {
    const sources = {
      '@backoffice/kernel': 'packages/kernel/src/index.ts',
      '@backoffice/kernel/testing': 'packages/kernel/src/testing.ts',
      '@backoffice/contracts': 'packages/contracts/src/index.ts',
      '@backoffice/contracts/password-strength': 'packages/contracts/src/password-strength.ts',
    };
    return sources[id] ? join(ROOT, sources[id]) : null;
  },
};

async function write(options, output) {
  const bundle = await rollup({
    onwarn: (warning, warn) => warning.code !== 'CIRCULAR_DEPENDENCY' && warn(warning),
    ...options,
  });
  await bundle.write(output);
  await bundle.close();
}

rmSync(DIST, { recursive: true, force: true });
rmSync(TYPES, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });

// The run-time modules for tests: one kernel, shared by index.js and testing.js through a common chunk.
await write(
  {
    input: {
      index: join(SDK, 'src/index.ts'),
      testing: join(SDK, 'src/testing.ts'),
      'vitest-setup': join(SDK, 'src/vitest-setup.ts'),
    },
    external: (id) => isBare(id) && !isOurs(id),
    plugins: [noCss, workspaceSources, esbuildPlugin()],
  },
  { dir: DIST, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
);
// The bundle entry: the kernel stays the bare `@backoffice/kernel` the app's import map serves.
await write(
  { input: { host: join(SDK, 'src/index.ts') }, external: (id) => isBare(id), plugins: [esbuildPlugin()] },
  { dir: DIST, format: 'es', entryFileNames: '[name].js' },
);

// Declarations: tsc emits them file by file, rollup-plugin-dts bundles them per entry.
execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(SDK, 'tsconfig.types.json')], { stdio: 'inherit' });
const emitted = (path) => join(TYPES, path);
await write(
  {
    input: {
      index: emitted('plugin-sdk/src/index.d.ts'),
      testing: emitted('plugin-sdk/src/testing.d.ts'),
      'vitest-setup': emitted('plugin-sdk/src/vitest-setup.d.ts'),
    },
    external: (id) => isBare(id) && !isOurs(id),
    plugins: [
      {
        name: 'emitted-sources',
        resolveId(id) {
          const sources = {
            '@backoffice/plugin-sdk': 'plugin-sdk/src/index.d.ts',
            '@backoffice/kernel': 'kernel/src/index.d.ts',
            '@backoffice/kernel/testing': 'kernel/src/testing.d.ts',
            '@backoffice/contracts': 'contracts/src/index.d.ts',
            '@backoffice/contracts/password-strength': 'contracts/src/password-strength.d.ts',
          };
          return sources[id] ? emitted(sources[id]) : null;
        },
      },
      dts({ respectExternal: false }),
    ],
  },
  { dir: DIST, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
);
// The declarations file by file were only the bundler's input.
rmSync(join(SDK, 'build'), { recursive: true, force: true });
writeFileSync(join(DIST, 'host.d.ts'), "export * from './index.js';\n");
// The setup file adds jest-dom's matchers: its declarations (and so the test helpers') say so to the tests' types.
const MATCHERS = "import '@testing-library/jest-dom/vitest';\n";
writeFileSync(join(DIST, 'vitest-setup.d.ts'), `${MATCHERS}export {};\n`);
writeFileSync(join(DIST, 'testing.d.ts'), MATCHERS + readFileSync(join(DIST, 'testing.d.ts'), 'utf8'));
copyFileSync(join(SDK, 'src/rollup.mjs'), join(DIST, 'rollup.js'));
writeFileSync(
  join(DIST, 'rollup.d.ts'),
  "import type { Plugin } from 'rollup';\nexport declare const SHARED_MODULES: string[];\nexport declare function backofficePlugin(options?: { manifest?: string; name?: string }): Plugin;\n",
);
copyFileSync(join(SDK, 'README.md'), join(DIST, 'README.md'));

const pick = (names) => Object.fromEntries(names.map((name) => [name, version(name)]));
const published = {
  name: sdk.name,
  version: sdk.version,
  description:
    "Build and test external Backoffice plugins: the kernel's plugin API with its types, the sections extension points, the manifest types, test helpers and the rollup plugin of a plugin's build.",
  type: 'module',
  license: 'UNLICENSED',
  // Only the setup file runs for its effects (the matchers, jsdom's stand-ins).
  sideEffects: ['./vitest-setup.js'],
  exports: {
    '.': { types: './index.d.ts', default: './index.js' },
    './testing': { types: './testing.d.ts', default: './testing.js' },
    './vitest-setup': { types: './vitest-setup.d.ts', default: './vitest-setup.js' },
    './rollup': { types: './rollup.d.ts', default: './rollup.js' },
    './package.json': './package.json',
  },
  types: './index.d.ts',
  dependencies: pick(DEPENDENCIES),
  peerDependencies: { ...pick(PEERS), ...TEST_PEERS, rollup: version('rollup') },
  peerDependenciesMeta: Object.fromEntries(
    [...Object.keys(TEST_PEERS), 'rollup'].map((name) => [name, { optional: true }]),
  ),
};
for (const [name, range] of Object.entries({ ...published.dependencies, ...published.peerDependencies })) {
  if (!range) throw new Error(`build:sdk: no version found for ${name}`);
}
writeFileSync(join(DIST, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
console.log(`plugin SDK ${sdk.version} built in ${DIST}`);

const packAt = process.argv.indexOf('--pack');
if (packAt > 0) {
  const destination = resolve(process.argv[packAt + 1] ?? SDK);
  mkdirSync(destination, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', DIST, '--json', '--pack-destination', destination], { encoding: 'utf8' }),
  );
  console.log(
    `packed ${join(destination, packed.filename)} (${(packed.size / 1024).toFixed(0)} KB, ${packed.entryCount} files)`,
  );
}
