import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support';

/** Runs a command, throwing with its output when it fails; answers its output. */
export function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, INIT_CWD: cwd } });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

/** `npm run pack:sdk`'s work into `folder`: answers the path of the one tarball a third party would get. */
export function packSdk(folder: string): string {
  // The SDK is built in packages/plugin-sdk/dist, emptied first: two browser files packing at once (they run two
  // at a time) would cut each other's build. So one packs while the other waits, and the tarball is kept for this
  // run (vitest's workers share its process as parent): the second file gets the same bytes without packing again.
  const lock = join(ROOT, 'packages/plugin-sdk/.pack-lock');
  const packed = join(tmpdir(), `backoffice-sdk-pack-${process.ppid}`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than five minutes belongs to a run that died while packing.
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 300_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for another run to pack the SDK (${lock})`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    if (!existsSync(packed)) {
      rmSync(`${packed}.building`, { recursive: true, force: true });
      run('node', [join(ROOT, 'scripts/build-plugin-sdk.mjs'), '--pack', `${packed}.building`], ROOT);
      renameSync(`${packed}.building`, packed);
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  const [tarball] = readdirSync(packed).filter((name) => name.endsWith('.tgz'));
  mkdirSync(folder, { recursive: true });
  copyFileSync(join(packed, tarball), join(folder, tarball));
  return join(folder, tarball);
}

/**
 * What a plugin's author does in its own folder: depend on the SDK tarball, `npm install` (from the npm registry
 * and its cache: nothing of this repository but the tarball), `npm run build`. Answers the build's output.
 */
export function installAndBuild(folder: string, tarball: string): string {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  manifest.devDependencies['@backoffice/plugin-sdk'] = `file:${tarball}`;
  writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], folder);
  return run('npm', ['run', 'build'], folder);
}
