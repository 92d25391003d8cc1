import { UPLOAD_KINDS, type UploadKind } from '../storage/content-kinds';

/**
 * File fields of a declared content type: `{ "type": "string", "format": "file", "x-accept": ["image/png"],
 * "x-maxBytes": 1048576, "x-maxWidth": 1600, "x-maxHeight": 1600 }` (or `x-width` / `x-height` for an exact
 * size). The file is uploaded first (POST /api/ext/{plugin}/{type}/files, through the same checks as every
 * built-in upload); the field then holds the address it was stored at.
 */
export const FILE_FORMAT = 'file';
export const FILE_KEYWORDS = ['x-accept', 'x-maxBytes', 'x-width', 'x-height', 'x-maxWidth', 'x-maxHeight'] as const;

/** The storage folder of every plugin's files (public uploads, served at /uploads/ext/...). */
export const EXT_FILES_FOLDER = 'ext';

/** The address a stored plugin file has: `/uploads/ext/<uuid>[-<name>].<ext>` (storage-keys.ts names them). */
const EXT_FILE_URL =
  /^\/uploads\/ext\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[A-Za-z0-9_-]{1,60})?\.([a-z0-9]{1,10})$/;

/** A file field's value: a stored plugin file's address, or '' for none. */
export function isExtFileUrl(value: string): boolean {
  return value === '' || EXT_FILE_URL.test(value);
}

/** The extension of a stored plugin file's address ('png'), or null when it is not one. */
export function extOfFileUrl(value: string): string | null {
  return EXT_FILE_URL.exec(value)?.[2] ?? null;
}

/** Every MIME type an upload may be, with its kind and extension (content-kinds.ts). */
const ACCEPTABLE = new Map<string, { kind: UploadKind; ext: string }>(
  (Object.entries(UPLOAD_KINDS) as Array<[UploadKind, { formats: Record<string, string> }]>).flatMap(
    ([kind, { formats }]) => Object.entries(formats).map(([ext, mime]) => [mime, { kind, ext }] as const),
  ),
);
const DEFAULT_ACCEPT = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export interface FileField {
  /** The upload kinds the accepted types belong to, and the formats (extensions) among them. */
  kinds: UploadKind[];
  formats: string[];
  /** The type's own limit; the server's UPLOAD_MAX_BYTES applies on top. */
  maxBytes?: number;
  /** An image's size in pixels: exact, or at most. */
  width?: number;
  height?: number;
  maxWidth?: number;
  maxHeight?: number;
}

const positive = (name: string, field: string, value: unknown): number | undefined => {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || (value as number) < 1)
    throw new Error(`field "${name}": "${field}" must be a whole number from 1`);
  return value as number;
};

/** A field's upload rules when it is a file field (null otherwise); throws an Error naming a wrong rule. */
export function fileFieldOf(name: string, field: Record<string, unknown>): FileField | null {
  const rules = FILE_KEYWORDS.filter((keyword) => keyword in field);
  if (field.format !== FILE_FORMAT) {
    if (rules.length > 0)
      throw new Error(`field "${name}" uses "${rules[0]}", which only file fields ("format": "file") take`);
    return null;
  }
  if (field.type !== 'string')
    throw new Error(`field "${name}" is a file field and must be { "type": "string", "format": "file" }`);
  const accept = field['x-accept'] ?? DEFAULT_ACCEPT;
  if (!Array.isArray(accept) || accept.length === 0)
    throw new Error(`field "${name}": "x-accept" must be a list of MIME types`);
  const kinds = new Set<UploadKind>();
  const formats: string[] = [];
  for (const mime of accept) {
    const known = ACCEPTABLE.get(String(mime));
    if (!known)
      throw new Error(
        `field "${name}": "x-accept" lists ${JSON.stringify(mime)} (accepted: ${[...ACCEPTABLE.keys()].join(', ')})`,
      );
    kinds.add(known.kind);
    formats.push(known.ext);
  }
  return {
    kinds: [...kinds],
    formats,
    maxBytes: positive(name, 'x-maxBytes', field['x-maxBytes']),
    width: positive(name, 'x-width', field['x-width']),
    height: positive(name, 'x-height', field['x-height']),
    maxWidth: positive(name, 'x-maxWidth', field['x-maxWidth']),
    maxHeight: positive(name, 'x-maxHeight', field['x-maxHeight']),
  };
}
