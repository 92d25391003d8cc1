// The browser for the browser suites: CHROMIUM_PATH when set, else an installed Chromium or Chrome, else
// Debian's chromium installed with apt-get when this user can. Otherwise it stops with the command to run:
// the browser suites are never skipped.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';

const KNOWN_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function stop(lines) {
  console.error(['', 'The browser tests need Chromium (they are never skipped).', ...lines, ''].join('\n'));
  process.exit(1);
}

/** The browser, once it has shown it starts (`--version`): a broken install stops here with its own error. */
function working(path) {
  const probe = spawnSync(path, ['--headless', '--no-sandbox', '--version'], { encoding: 'utf8', timeout: 60_000 });
  if (probe.status === 0) return path;
  stop([
    `${path} is installed but does not start:`,
    `  ${(probe.stderr || probe.stdout || String(probe.error ?? '')).trim().split('\n').slice(-3).join('\n  ')}`,
    'Repair or reinstall it (on Debian: apt-get install --reinstall chromium), or point CHROMIUM_PATH at another browser.',
  ]);
}

export function findBrowser() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (isExecutableFile(chosen)) return working(chosen);
    stop([
      `CHROMIUM_PATH is set to "${chosen}", which is not an executable file.`,
      "Point it at a Chromium or Chrome binary, or unset it to use Debian's chromium.",
    ]);
  }
  const found = KNOWN_PATHS.find(isExecutableFile);
  if (found) return working(found);

  const hasApt = commandExists('apt-get');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (hasApt && isRoot) {
    console.log("No Chromium found: installing Debian's chromium (apt-get install chromium)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const installed =
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env }).status === 0;
    if (installed && isExecutableFile('/usr/bin/chromium')) return working('/usr/bin/chromium');
    stop([
      'None was found, and installing it with apt-get failed (see above). Run it yourself, then npm test again:',
      '  apt-get update && apt-get install -y chromium',
      'or point CHROMIUM_PATH at a browser you have: CHROMIUM_PATH=/path/to/chromium npm test',
    ]);
  }
  if (hasApt) {
    stop([
      "None was found. Install Debian's chromium (this needs root), then run npm test again:",
      '  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at a browser you have: CHROMIUM_PATH=/path/to/chromium npm test',
    ]);
  }
  stop([
    "None was found, and apt-get is not available. Install Chromium with your system's package manager, then run npm test with its path:",
    '  CHROMIUM_PATH=/path/to/chromium npm test',
  ]);
}
