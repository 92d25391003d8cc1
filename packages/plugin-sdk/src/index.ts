/**
 * @backoffice/plugin-sdk: what an external plugin compiles against. The kernel's whole plugin API (its runtime
 * is the app's own: a plugin's bundle imports it as `@backoffice/kernel`, see rollup.mjs), the extension points
 * built-in plugins offer to others (sections), and the types of `manifest.json` and of the `/api/ext` records.
 */
export * from '@backoffice/kernel';
export * from './sections';
export * from './content-types';
