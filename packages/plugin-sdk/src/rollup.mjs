import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The modules the app shares with external bundles through its page's import map: a plugin's bundle imports
 * them by these bare names and copies none of them (one React, one antd theme, one MobX, one container, one kernel).
 */
export const SHARED_MODULES = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'antd',
  '@ant-design/icons',
  'mobx',
  'mobx-react-lite',
  'inversify',
  '@backoffice/kernel',
];

const isShared = (id) => SHARED_MODULES.includes(id) || SHARED_MODULES.some((name) => id.startsWith(`${name}/`));
// What `@backoffice/plugin-sdk` is in a bundle: the kernel by its bare name, plus the few lines of the SDK's own
// (the sections' extension points, extPath).
const HOST_ENTRY = fileURLToPath(new URL('./host.js', import.meta.url));

/**
 * The rollup plugin of a Backoffice plugin's build: `@backoffice/plugin-sdk` imports become the app's kernel,
 * the shared modules stay bare imports, `manifest.json` (if the folder has one) is copied beside the bundle, and
 * the bundle's size and anything it copied from node_modules are printed. In watch mode (`npm run dev`) each rebuild
 * says where it was written: a server started with PLUGIN_DEV_RELOAD=true reloads the open page when the bundle
 * in its plugins folder changes (the kernel watches it by its ETag; nothing of this is in a production build).
 */
export function backofficePlugin({ manifest = 'manifest.json', name = 'plugin' } = {}) {
  return {
    name: 'backoffice-plugin',
    resolveId(id) {
      if (id === '@backoffice/plugin-sdk') return HOST_ENTRY;
      if (id.startsWith('@backoffice/plugin-sdk/'))
        return this.error(`${id} is for tests and builds only; a plugin's code imports '@backoffice/plugin-sdk'`);
      if (isShared(id)) return { id, external: true };
      return null;
    },
    generateBundle(_options, bundle) {
      if (existsSync(manifest))
        this.emitFile({ type: 'asset', fileName: 'manifest.json', source: readFileSync(manifest, 'utf8') });
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const bytes = chunks.reduce((sum, chunk) => sum + chunk.code.length, 0);
      const gzip = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
      const fromHost = [...new Set(chunks.flatMap((chunk) => chunk.imports.filter(isShared)))].sort();
      const copied = chunks
        .flatMap((chunk) => Object.keys(chunk.modules))
        .filter((id) => id.includes('node_modules') && id !== HOST_ENTRY);
      console.log(
        `${name} bundle: ${chunks.length} files, ${(bytes / 1024).toFixed(1)} KB (${(gzip / 1024).toFixed(1)} KB gzip)`,
      );
      console.log(`  from the host: ${fromHost.join(', ')}`);
      console.log(`  copied from node_modules: ${copied.length ? copied.join(', ') : 'nothing'}`);
    },
    writeBundle(options) {
      if (!this.meta.watchMode) return;
      console.log(
        `${name} rebuilt at ${new Date().toLocaleTimeString()} into ${options.dir ?? 'dist'}: a page of a server with PLUGIN_DEV_RELOAD=true reloads now`,
      );
    },
  };
}
