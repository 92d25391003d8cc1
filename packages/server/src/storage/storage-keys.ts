import { randomUUID } from 'node:crypto';
import { PUBLIC_URL_PREFIX, type NewFile, type StoredFile } from './storage';

const FOLDER = /^[a-z0-9][a-z0-9_-]{0,62}(\/[a-z0-9][a-z0-9_-]{0,62}){0,3}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;
const FILE_NAME = /^[a-z0-9_-]+\.[a-z0-9]{1,10}$/i;
/** The longest part of an original name kept in a stored name. */
const NAME_CHARACTERS = 60;

/** The two areas every backend keeps apart: public uploads (served at /uploads) and private files. */
export const AREAS = { uploads: 'uploads', private: 'private' } as const;

/**
 * A fresh key (and public URL) for a new file: `uploads/<folder>/<uuid>-<name>.<ext>` or `private/<folder>/<uuid>-<name>.<ext>`,
 * where `<name>` is the uploaded name made URL-safe (left out when there is none). The uuid keeps names unique;
 * the name lets people recognise their file in forms and links. Every backend names files the same way, so
 * moving from local disk to a bucket keeps the stored URLs valid.
 */
export function newStoredFile(input: Pick<NewFile, 'folder' | 'ext' | 'private' | 'name'>): StoredFile {
  if (!FOLDER.test(input.folder)) throw new Error(`Unusable storage folder "${input.folder}"`);
  const ext = input.ext.toLowerCase();
  if (!EXTENSION.test(ext)) throw new Error(`Unusable file extension "${input.ext}"`);
  const name = safeNameOf(input.name ?? '');
  const relative = `${input.folder}/${randomUUID()}${name ? `-${name}` : ''}.${ext}`;
  return input.private
    ? { key: `${AREAS.private}/${relative}`, url: null }
    : { key: `${AREAS.uploads}/${relative}`, url: `${PUBLIC_URL_PREFIX}${relative}` };
}

/**
 * An uploaded name as it may appear in a key and a URL: without its extension (the stored one is proved from
 * the bytes), accents dropped, runs of anything but letters, digits, `_` and `-` made one `-`, at most 60
 * characters. 'Logo Été (final).PNG' → 'Logo-Ete-final'; '' when nothing usable is left.
 */
export function safeNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  return stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(0, NAME_CHARACTERS)
    .replace(/^[-_]+|[-_]+$/g, '');
}

/**
 * The key a stored URL or key names, or null when it is not one of ours: a foreign URL, `..`, odd
 * characters, an unknown area. Backends look nothing up for a null key.
 */
export function keyOf(urlOrKey: string): string | null {
  if (typeof urlOrKey !== 'string' || !urlOrKey) return null;
  const key = urlOrKey.startsWith(PUBLIC_URL_PREFIX)
    ? `${AREAS.uploads}/${urlOrKey.slice(PUBLIC_URL_PREFIX.length)}`
    : urlOrKey;
  const [area, ...rest] = key.split('/');
  if (area !== AREAS.uploads && area !== AREAS.private) return null;
  const fileName = rest.at(-1) ?? '';
  const folder = rest.slice(0, -1).join('/');
  return FOLDER.test(folder) && FILE_NAME.test(fileName) ? key : null;
}

/** Whether a key is a public upload (private files are never served or linked to directly). */
export function isPublicKey(key: string): boolean {
  return key.startsWith(`${AREAS.uploads}/`);
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** The content type a stored file is served with, from its extension (set when it was stored); null for others. */
export function contentTypeOf(key: string): string | null {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}
