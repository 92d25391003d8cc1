import { realpath } from 'node:fs/promises';
import { relative, resolve, sep, isAbsolute } from 'node:path';

/** Whether a relative path has a segment starting with `.` (`.env`, `.git/config`, `..`): never served. */
export function hasDotSegment(path: string): boolean {
  return path.split(/[\\/]/).some((segment) => segment.startsWith('.'));
}

/**
 * Whether `path` (absolute, or relative to `folder`), once every symlink is followed, is still inside
 * `folder` (itself resolved): a link dropped in a served folder must not serve `/etc/passwd`. A path that
 * does not exist is reported as inside, since there is nothing to serve and the caller answers 404 anyway.
 */
export async function resolvesInside(folder: string, path: string): Promise<boolean> {
  let realFolder: string;
  let realPath: string;
  try {
    realFolder = await realpath(folder);
    realPath = await realpath(resolve(folder, path));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return true;
    throw error;
  }
  const inside = relative(realFolder, realPath);
  return inside !== '' && !inside.startsWith(`..${sep}`) && inside !== '..' && !isAbsolute(inside);
}
