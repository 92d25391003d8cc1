/**
 * The plugin API's version (semver). A plugin declares the range it was built for (`pluginApi: '^1.0'`);
 * outside it the kernel does not start the plugin. Raise the minor for additions, the major for anything a
 * built plugin could trip on (a removed or renamed export, a changed signature, a changed extension point).
 */
export const PLUGIN_API_VERSION = '1.3.0';

type Version = [number, number, number];

/** `1`, `1.2`, `1.2.3` (missing parts are 0); null when it is not one. */
function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** One comparator of a range, as a test on a version; null when it cannot be read. */
function comparator(text: string): ((version: Version) => boolean) | null {
  if (text === '*' || text === 'x') return () => true;
  const wildcard = /^(\d+)(?:\.(\d+))?\.[x*]$|^(\d+)\.[x*](?:\.[x*])?$/.exec(text);
  if (wildcard) {
    const major = Number(wildcard[1] ?? wildcard[3]);
    const minor = wildcard[2] === undefined ? null : Number(wildcard[2]);
    return (version) => version[0] === major && (minor === null || version[1] === minor);
  }
  const match = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(text);
  const base = match && parseVersion(match[2]);
  if (!match || !base) return null;
  const parts = match[2].replace(/^v/, '').split('.').length;
  switch (match[1]) {
    case '^': {
      // ^1.2.3 := >=1.2.3 <2.0.0; ^0.2 := >=0.2.0 <0.3.0; ^0.0.3 := >=0.0.3 <0.0.4 (semver's rules).
      let upper: Version;
      if (base[0] > 0 || parts === 1) upper = [base[0] + 1, 0, 0];
      else if (base[1] > 0 || parts === 2) upper = [0, base[1] + 1, 0];
      else upper = [0, 0, base[2] + 1];
      return (version) => compare(version, base) >= 0 && compare(version, upper) < 0;
    }
    case '~': {
      const upper: Version = parts < 2 ? [base[0] + 1, 0, 0] : [base[0], base[1] + 1, 0];
      return (version) => compare(version, base) >= 0 && compare(version, upper) < 0;
    }
    case '>=':
      return (version) => compare(version, base) >= 0;
    case '<=':
      return (version) => compare(version, base) <= 0;
    case '>':
      return (version) => compare(version, base) > 0;
    case '<':
      return (version) => compare(version, base) < 0;
    default:
      // `1` or `1.2` alone mean any 1.x or 1.2.x, as in npm.
      return parts === 3
        ? (version) => compare(version, base) === 0
        : comparator(parts === 1 ? `${base[0]}.x` : `${base[0]}.${base[1]}.x`);
  }
}

/** The range as alternatives (`||`) of comparators that must all hold (space-separated); null when unreadable. */
function parseRange(range: string): Array<Array<(version: Version) => boolean>> | null {
  const alternatives = range.split('||').map((alternative) =>
    alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .map(comparator),
  );
  if (alternatives.some((tests) => tests.length === 0 || tests.some((test) => test === null))) return null;
  return alternatives as Array<Array<(version: Version) => boolean>>;
}

/** Whether `range` is a semver range this kernel can read (`^1.0`, `~1.2.0`, `>=1.1 <2`, `1.x`, `1 || 2`...). */
export function isPluginApiRange(range: string): boolean {
  return typeof range === 'string' && parseRange(range) !== null;
}

/** Whether `version` lies in `range`. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  const alternatives = parseRange(range);
  if (!parsed || !alternatives) return false;
  return alternatives.some((tests) => tests.every((test) => test(parsed)));
}

/** `2` of `2.0.0`, `1.3` of `1.3.0`: the shortest form that still says the version. */
function shortVersion(version: string): string {
  return version.replace(/(\.0)+$/, '').replace(/^(\d+)$/, '$1.0');
}

/** Why a plugin cannot run on this kernel, or null when its declared range (if any) holds this version. */
export function pluginApiMismatch(pluginApi: string | undefined, version = PLUGIN_API_VERSION): string | null {
  if (pluginApi === undefined) return null;
  if (satisfies(version, pluginApi)) return null;
  return `needs plugin API ${pluginApi}, this kernel provides ${shortVersion(version)}`;
}
