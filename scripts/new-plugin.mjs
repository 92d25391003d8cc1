/**
 * `npm run new-plugin -- <id> [--dir <folder>] [--sdk <spec>]`: writes a working external plugin (a list and a
 * form of its own content type, a test, a README) from packages/plugin-sdk/template into <folder> (default
 * ./<id> where npm was run). Its SDK dependency is the packed SDK (`--sdk` overrides the spec, e.g. a registry
 * version); the SDK is built and packed first when its tarball is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SDK = join(ROOT, 'packages/plugin-sdk');
const TEMPLATE = join(SDK, 'template');
/** The id becomes a folder, a URL path, a config key and the /api/ext path segment (the server's pattern). */
const ID = /^[a-z][a-z0-9-]{1,62}$/;

function fail(message) {
  console.error(`new-plugin: ${message}`);
  process.exit(1);
}

function option(name) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const id = process.argv[2];
if (!id || id.startsWith('--')) fail('usage: npm run new-plugin -- <id> [--dir <folder>] [--sdk <spec>]');
if (!ID.test(id)) fail(`"${id}" is not a plugin id: lower-case letters, digits and dashes, starting with a letter`);
const target = resolve(process.env.INIT_CWD ?? process.cwd(), option('--dir') ?? id);
if (existsSync(target) && readdirSync(target).length > 0) fail(`${target} is not empty`);

let sdk = option('--sdk');
if (!sdk) {
  const { version } = JSON.parse(readFileSync(join(SDK, 'package.json'), 'utf8'));
  const tarball = join(SDK, `backoffice-plugin-sdk-${version}.tgz`);
  if (!existsSync(tarball))
    execFileSync('node', [join(ROOT, 'scripts/build-plugin-sdk.mjs'), '--pack', SDK], { stdio: 'inherit' });
  sdk = `file:${tarball}`;
}

const title = id.charAt(0).toUpperCase() + id.slice(1).replaceAll('-', ' ');
const fill = (text) => text.replaceAll('__ID__', id).replaceAll('__TITLE__', title).replaceAll('__SDK__', sdk);

function copy(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    if (statSync(source).isDirectory()) copy(source, join(to, name));
    else writeFileSync(join(to, name === 'gitignore' ? '.gitignore' : name), fill(readFileSync(source, 'utf8')));
  }
}
copy(TEMPLATE, target);

console.log(`Plugin "${id}" written to ${relative(process.cwd(), target) || '.'}. Next:`);
console.log(`  cd ${target} && npm install && npm test && npm run build`);
console.log(
  `  then copy dist/ to PLUGINS_DIR/${id}/ and list { "id": "${id}", "url": "/plugins/${id}/index.js" } in externalPlugins`,
);
