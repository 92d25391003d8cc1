import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { PUBLIC_URL_PREFIX, type Storage, type StoredFile } from './storage';

const FOLDER = /^[a-z0-9][a-z0-9_-]{0,62}(\/[a-z0-9][a-z0-9_-]{0,62}){0,3}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;
const AREAS = { uploads: 'uploads', private: 'private' } as const;

/**
 * Files on local disk: public ones under `<dataDir>/uploads`, private ones under `<dataDir>/private`.
 * Writes go to a temporary file that is renamed into place, so a reader never sees half a file.
 */
export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir);
  }

  async save(input: { data: Buffer; folder: string; ext: string; private?: boolean }): Promise<StoredFile> {
    if (!FOLDER.test(input.folder)) throw new Error(`Unusable storage folder "${input.folder}"`);
    const ext = input.ext.toLowerCase();
    if (!EXTENSION.test(ext)) throw new Error(`Unusable file extension "${input.ext}"`);
    const area = input.private ? AREAS.private : AREAS.uploads;
    const relative = `${input.folder}/${randomUUID()}.${ext}`;
    const target = join(this.root, area, relative);
    await mkdir(join(this.root, area, input.folder), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, input.data, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { key: `${area}/${relative}`, url: input.private ? null : `${PUBLIC_URL_PREFIX}${relative}` };
  }

  async read(urlOrKey: string): Promise<Buffer | null> {
    const path = this.pathOf(urlOrKey);
    if (!path) return null;
    try {
      return await readFile(path);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(urlOrKey: string) {
    const path = this.pathOf(urlOrKey);
    if (!path) return null;
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(urlOrKey: string): Promise<void> {
    const path = this.pathOf(urlOrKey);
    if (path) await rm(path, { force: true });
  }

  /** The file a URL or key names, or null when it is not one of ours (foreign URL, `..`, odd characters). */
  private pathOf(urlOrKey: string): string | null {
    if (typeof urlOrKey !== 'string' || !urlOrKey) return null;
    let key = urlOrKey;
    if (key.startsWith(PUBLIC_URL_PREFIX)) key = `${AREAS.uploads}/${key.slice(PUBLIC_URL_PREFIX.length)}`;
    const [area, ...rest] = key.split('/');
    if (area !== AREAS.uploads && area !== AREAS.private) return null;
    const relative = rest.join('/');
    const fileName = rest.at(-1) ?? '';
    const folder = rest.slice(0, -1).join('/');
    if (!FOLDER.test(folder) || !/^[a-z0-9-]+\.[a-z0-9]{1,10}$/i.test(fileName)) return null;
    const base = join(this.root, area);
    const path = resolve(base, relative);
    return path.startsWith(base + sep) ? path : null;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
