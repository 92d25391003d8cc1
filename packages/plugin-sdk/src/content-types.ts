/**
 * A plugin's declared content types: the `manifest.json` beside its bundle, and the records the server keeps for
 * them at `/api/ext/{plugin}/{type}` (docs/writing-plugins.md).
 */
export type {
  PluginManifest,
  ContentTypeManifest,
  ExtRecord,
  ExtContentApi,
  ExtFilesAnswer,
} from '@backoffice/contracts';

/**
 * `"x-personal"` on a string field: the field holds data about a person. `'email'` (with `"format": "email"`) is the
 * address personal-data requests find, export and erase the person's records by; a type with personal fields needs
 * one. `'name'`, `'phone'` or `true` mark the other personal fields.
 */
export type PersonalFieldMark = 'email' | 'name' | 'phone' | true;

/** The file types a file field may accept (`"x-accept"`), checked on the server by the file's bytes. */
export type AcceptedFileType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/webp'
  | 'image/gif'
  | 'image/svg+xml'
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A file field of a content type: the record holds the address the file was stored at (`/uploads/ext/...`, or ''
 * for none). Upload first (`extFilesPath`, multipart, one part per field named after it), then save the record
 * with the address the upload answered.
 */
export interface FileFieldSchema {
  type: 'string';
  format: 'file';
  /** Default: PNG, JPEG, WebP and GIF images. */
  'x-accept'?: AcceptedFileType[];
  /** At most this many bytes (the server's UPLOAD_MAX_BYTES applies on top). */
  'x-maxBytes'?: number;
  /** An image's exact size in pixels. */
  'x-width'?: number;
  'x-height'?: number;
  /** An image's largest size in pixels. */
  'x-maxWidth'?: number;
  'x-maxHeight'?: number;
  title?: string;
  description?: string;
}

/** A non-file field of a content type (the supported JSON Schema keywords, docs/plugins-reference.md). */
export interface ValueFieldSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  format?: 'html' | 'date' | 'date-time' | 'time' | 'email' | 'uri' | 'uuid';
  'x-personal'?: PersonalFieldMark;
  [keyword: string]: unknown;
}

/** A content type's record schema, as `manifest.json`'s `schema` holds it. */
export interface ContentTypeSchema {
  type: 'object';
  properties: Record<string, FileFieldSchema | ValueFieldSchema>;
  required?: string[];
  additionalProperties?: boolean;
}

/** The API path of a content type's records (relative to the app's API base, as `Http` and `Api` take it). */
export function extPath(plugin: string, type: string, id?: string): string {
  const base = `/ext/${encodeURIComponent(plugin)}/${encodeURIComponent(type)}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
}

/**
 * Where a content type's files are uploaded: `http.upload('POST', extFilesPath(plugin, type), { photo: file })`
 * answers `{ photo: '/uploads/ext/...' }`, the value to save in the record's `photo` field.
 */
export function extFilesPath(plugin: string, type: string): string {
  return `${extPath(plugin, type)}/files`;
}
