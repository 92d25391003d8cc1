import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  StorageUnavailableError,
  warnOnConsole,
  type NewFile,
  type Storage,
  type StoredEntry,
  type StoredFile,
  type StorageWarn,
} from './storage';
import { resolvesInside } from '../http/inside-folder';
import { AREAS, keyOf, newStoredFile } from './storage-keys';

/**
 * Files on local disk: public ones under `<dataDir>/uploads`, private ones under `<dataDir>/private`.
 * Writes go to a temporary file that is renamed into place, so a reader never sees half a file.
 */
export class LocalDiskStorage implements Storage {
  private readonly root: string;
  readonly location: string;

  constructor(
    dataDir: string,
    private readonly warn: StorageWarn = warnOnConsole,
  ) {
    this.root = resolve(dataDir);
    this.location = this.root;
  }

  async save(input: NewFile): Promise<StoredFile> {
    const stored = newStoredFile(input);
    const target = join(this.root, stored.key);
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(temporary, input.data, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      // Disk full, folder gone or read-only: like an unreachable bucket, the client may try again later.
      throw new StorageUnavailableError(error);
    }
    return stored;
  }

  async read(urlOrKey: string): Promise<Buffer | null> {
    try {
      const path = await this.readablePathOf(urlOrKey);
      if (!path) return null;
      return await readFile(path);
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }

  async open(urlOrKey: string) {
    try {
      const path = await this.readablePathOf(urlOrKey);
      if (!path) return null;
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }

  async remove(urlOrKey: string): Promise<void> {
    const path = this.pathOf(urlOrKey, true);
    if (!path) return;
    try {
      await rm(path, { force: true });
    } catch (error) {
      this.warn(`Could not delete the stored file ${urlOrKey}`, error);
    }
  }

  /**
   * Every file under uploads/ and private/ by its key, with its modification time. A temporary file that a
   * crash left half-written (`<name>.<uuid>.tmp`) is listed under its own path too, so the sweep can remove it.
   */
  async *list(): AsyncIterable<StoredEntry> {
    for (const area of [AREAS.uploads, AREAS.private]) {
      let names: string[];
      try {
        names = await readdir(join(this.root, area), { recursive: true });
      } catch (error) {
        if (isMissing(error)) continue;
        throw new StorageUnavailableError(error);
      }
      for (const name of names) {
        const key = `${area}/${name.split(sep).join('/')}`;
        const info = await stat(join(this.root, key)).catch(() => null);
        if (info?.isFile()) yield { key, modifiedAt: info.mtime };
      }
    }
  }

  /** Files are always served through the server. */
  directUrl(): null {
    return null;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  /** The file a URL or key names, or null when it is not one of ours (foreign URL, `..`, odd characters). */
  private pathOf(urlOrKey: string, leftover = false): string | null {
    const key = keyOf(urlOrKey) ?? (leftover ? leftoverKey(urlOrKey) : null);
    if (!key) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.areaOf(key) + sep) ? path : null;
  }

  /** The folder of a key's area: public uploads or private files. */
  private areaOf(key: string): string {
    return join(this.root, key.startsWith(`${AREAS.private}/`) ? AREAS.private : AREAS.uploads);
  }

  /** pathOf for reading: also null when a symlink leads the path out of its area (a link to /etc/passwd is never read). */
  private async readablePathOf(urlOrKey: string): Promise<string | null> {
    const key = keyOf(urlOrKey);
    const path = this.pathOf(urlOrKey);
    if (!key || !path) return null;
    return (await resolvesInside(this.areaOf(key), path)) ? path : null;
  }
}

/** A temporary file a crashed save left beside its target (`uploads/<folder>/<uuid>.<ext>.<uuid>.tmp`). */
function leftoverKey(key: string): string | null {
  const match = /^(.+)\.[0-9a-f-]{36}\.tmp$/.exec(key);
  return match && keyOf(match[1]) ? key : null;
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
