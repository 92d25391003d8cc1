import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PluginManifestSchema,
  roleCan,
  ROLES,
  type ContentTypeManifest,
  type PluginManifest,
  type Role,
} from '@backoffice/contracts';
import Ajv, { type ValidateFunction } from 'ajv';
import semver from 'semver';
import { validator } from '../http/validators';
import { fileFieldOf, FILE_FORMAT, FILE_KEYWORDS, isExtFileUrl, type FileField } from './file-fields';
import { personalFieldsOf, PERSONAL_KEYWORD, type PersonalFields } from './personal-fields';

/**
 * The plugin API version the server serves manifests for: the kernel's PLUGIN_API_VERSION (a test keeps the two
 * equal; the server does not load the kernel).
 */
export const SERVER_PLUGIN_API_VERSION = '1.3.0';

/** The file a plugin's folder (PLUGINS_DIR/<id>/) may carry: read as JSON, never run. */
export const MANIFEST_FILE = 'manifest.json';

/** A field's opt-out of translation: `"x-translatable": false` (its value is the same in every locale). */
export const TRANSLATABLE_KEYWORD = 'x-translatable';

/** A declared content type, ready to serve: its record check compiled and its roles settled. */
export interface ContentType {
  plugin: string;
  name: string;
  label: string;
  public: boolean;
  read: readonly Role[];
  write: readonly Role[];
  /** Checks a record's fields; its errors name the field. */
  check: ValidateFunction;
  /** The top-level string fields (searched) and those holding rich text (sanitized). */
  textFields: string[];
  /** The fields a record may carry; null when the schema allows others (`"additionalProperties": true`). */
  declaredFields: ReadonlySet<string> | null;
  htmlFields: string[];
  /**
   * The string fields that may hold one value per locale (docs/content-in-several-languages.md): top-level
   * strings, plain or `html`, unless they are codes (enum, const, pattern, a format such as email, uri, uuid,
   * date or file), personal data, or say `"x-translatable": false`.
   */
  translatableFields: string[];
  /** The fields holding personal data (`"x-personal"`), or null when the type holds none. */
  personal: PersonalFields | null;
  /** The file fields (`"format": "file"`) with their upload rules, by field name. */
  fileFields: Map<string, FileField>;
}

/** What became of a plugin's manifest: none, refused with the reason, or its content types. */
export type ManifestResult =
  | { status: 'none' }
  | { status: 'refused'; problem: string }
  | { status: 'accepted'; manifest: PluginManifest; types: Map<string, ContentType> };

/**
 * Compiled on the first manifest read, not at import: a start reads none unless plugins ship one. The schema is the
 * contracts' own, so it is not checked against JSON Schema's meta-schema (compiling that took ~55 ms of every cold
 * start).
 */
let manifestCheck: ValidateFunction<PluginManifest> | null = null;
const checkManifest = () =>
  (manifestCheck ??= new Ajv({ allErrors: false, strict: false, validateSchema: false }).compile<PluginManifest>(
    PluginManifestSchema,
  ));

/** The JSON Schema keywords a field schema may use: enough for forms, nothing that reaches out (`$ref`) or branches. */
const SUPPORTED_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'title',
  'description',
  'default',
  'examples',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  PERSONAL_KEYWORD,
  TRANSLATABLE_KEYWORD,
  ...FILE_KEYWORDS,
]);
const SUPPORTED_FORMATS = new Set(['html', 'date', 'date-time', 'time', 'email', 'uri', 'uuid', FILE_FORMAT]);
/** A field name: it becomes a key of the JSON answers and the forms. `_id`, `createdAt`, `updatedAt` are the record's own. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const RESERVED_FIELDS = new Set(['createdAt', 'updatedAt']);
/** Patterns are compiled for every write: kept short, as a long one is most likely a mistake (or a slow regex). */
const MAX_PATTERN_LENGTH = 200;

/** Field schemas compile with the request validators' formats, plus `html` (rich text, sanitized on write). */
const fieldValidator = validator(false);
fieldValidator.addFormat('html', true);
// A file field holds the address of a file uploaded for it (POST /api/ext/{plugin}/{type}/files).
fieldValidator.addFormat(FILE_FORMAT, isExtFileUrl);
// The manifest's own annotations (personal data, upload rules): read by the server, no effect on the check.
fieldValidator.addVocabulary([PERSONAL_KEYWORD, TRANSLATABLE_KEYWORD, ...FILE_KEYWORDS]);

class ManifestProblem extends Error {}

/** Whether a top-level field may hold one value per locale (see ContentType.translatableFields). */
function isTranslatableField(field: Record<string, unknown>, personal: PersonalFields | null, name: string): boolean {
  if (field.type !== 'string' || field[TRANSLATABLE_KEYWORD] === false) return false;
  if (field.enum !== undefined || field.const !== undefined || field.pattern !== undefined) return false;
  if (field.format !== undefined && field.format !== 'html') return false;
  return !Object.hasOwn(personal?.fields ?? {}, name);
}

/** Refuses keywords outside SUPPORTED_KEYWORDS anywhere in a field schema, naming where. */
function checkKeywords(schema: unknown, where: string): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema))
    throw new ManifestProblem(`${where} must be a JSON Schema object`);
  for (const [keyword, value] of Object.entries(schema)) {
    if (!SUPPORTED_KEYWORDS.has(keyword))
      throw new ManifestProblem(
        `${where} uses "${keyword}", which content types do not support (supported: ${[...SUPPORTED_KEYWORDS].join(', ')})`,
      );
    if (keyword === 'properties') {
      if (!value || typeof value !== 'object') throw new ManifestProblem(`${where}.properties must be an object`);
      for (const [name, child] of Object.entries(value as Record<string, unknown>))
        checkKeywords(child, `${where}.properties.${name}`);
    }
    if (keyword === 'items') checkKeywords(value, `${where}.items`);
    if (keyword === 'additionalProperties' && typeof value !== 'boolean')
      throw new ManifestProblem(`${where}.additionalProperties must be true or false`);
    if (keyword === 'format' && !SUPPORTED_FORMATS.has(value as string))
      throw new ManifestProblem(
        `${where} has format "${String(value)}" (supported: ${[...SUPPORTED_FORMATS].join(', ')})`,
      );
    if (keyword === TRANSLATABLE_KEYWORD && typeof value !== 'boolean')
      throw new ManifestProblem(`${where}.${TRANSLATABLE_KEYWORD} must be true or false`);
    if (keyword === 'pattern' && typeof value === 'string' && value.length > MAX_PATTERN_LENGTH)
      throw new ManifestProblem(`${where}.pattern is longer than ${MAX_PATTERN_LENGTH} characters`);
  }
}

/** One content type: its schema checked and compiled, its roles settled. */
function contentTypeOf(plugin: string, declared: ContentTypeManifest): ContentType {
  const where = `content type "${declared.name}"`;
  const schema = declared.schema as {
    type?: unknown;
    properties?: Record<string, Record<string, unknown>>;
    additionalProperties?: unknown;
  };
  if (schema.type !== 'object' || !schema.properties || typeof schema.properties !== 'object')
    throw new ManifestProblem(`${where}: its schema must be { "type": "object", "properties": {...} }`);
  checkKeywords(schema, `${where}: schema`);
  for (const name of Object.keys(schema.properties)) {
    if (!FIELD_NAME.test(name) || RESERVED_FIELDS.has(name))
      throw new ManifestProblem(
        `${where}: "${name}" cannot be a field name (letters, digits and _, starting with a letter; not createdAt or updatedAt)`,
      );
  }
  let check: ValidateFunction;
  try {
    // Records hold the declared fields only, unless the schema says otherwise.
    check = fieldValidator.compile({ ...schema, additionalProperties: schema.additionalProperties ?? false });
  } catch (error) {
    throw new ManifestProblem(`${where}: its schema is not valid: ${(error as Error).message}`);
  }
  const writers: Role[] = [...(declared.write ?? ROLES.filter((role) => roleCan(role, 'content:write')))];
  const viewerWrites = writers.find((role) => !roleCan(role, 'content:write'));
  if (viewerWrites)
    throw new ManifestProblem(`${where}: "write" lists ${viewerWrites}, a role that cannot write content`);
  const properties = Object.entries(schema.properties);
  let personal: PersonalFields | null;
  const fileFields = new Map<string, FileField>();
  try {
    personal = personalFieldsOf(schema.properties);
    for (const [name, field] of properties) {
      const file = fileFieldOf(name, field);
      if (file) fileFields.set(name, file);
    }
  } catch (error) {
    throw new ManifestProblem(`${where}: ${(error as Error).message}`);
  }
  return {
    plugin,
    name: declared.name,
    label: declared.label,
    public: declared.public === true,
    read: declared.read ?? [...ROLES],
    write: writers,
    check,
    textFields: properties.filter(([, field]) => field.type === 'string').map(([name]) => name),
    declaredFields: schema.additionalProperties === true ? null : new Set(Object.keys(schema.properties)),
    htmlFields: properties
      .filter(([, field]) => field.type === 'string' && field.format === 'html')
      .map(([name]) => name),
    translatableFields: properties
      .filter(([name, field]) => isTranslatableField(field, personal, name))
      .map(([name]) => name),
    personal,
    fileFields,
  };
}

/** Checks a parsed manifest for the plugin `id`; throws a ManifestProblem naming what is wrong. */
export function contentTypesOf(
  id: string,
  value: unknown,
): { manifest: PluginManifest; types: Map<string, ContentType> } {
  const check = checkManifest();
  if (!check(value)) {
    const error = check.errors?.[0];
    const where = error?.instancePath ? `"${error.instancePath.slice(1).replaceAll('/', '.')}"` : 'the manifest';
    const extra =
      error?.keyword === 'additionalProperties'
        ? ` ("${(error.params as { additionalProperty: string }).additionalProperty}" is not a manifest field)`
        : '';
    throw new ManifestProblem(`${where} ${error?.message ?? 'is not valid'}${extra}`);
  }
  const manifest = value;
  if (manifest.id !== id)
    throw new ManifestProblem(`its id is "${manifest.id}" but the config lists the folder as "${id}"`);
  if (!semver.validRange(manifest.pluginApi))
    throw new ManifestProblem(`pluginApi "${manifest.pluginApi}" is not a semver range such as "^1.0"`);
  if (!semver.satisfies(SERVER_PLUGIN_API_VERSION, manifest.pluginApi))
    throw new ManifestProblem(
      `needs plugin API ${manifest.pluginApi}, this server provides ${SERVER_PLUGIN_API_VERSION}`,
    );
  const types = new Map<string, ContentType>();
  for (const declared of manifest.contentTypes ?? []) {
    if (types.has(declared.name))
      throw new ManifestProblem(`the content type name "${declared.name}" is taken (declared twice)`);
    types.set(declared.name, contentTypeOf(id, declared));
  }
  return { manifest, types };
}

/** Reads PLUGINS_DIR/<id>/manifest.json: none when absent, refused (with the reason) when it cannot be used. */
export function readManifest(pluginsDir: string | null, id: string): ManifestResult {
  if (!pluginsDir) return { status: 'none' };
  let text: string;
  try {
    text = readFileSync(join(pluginsDir, id, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return { status: 'none' };
    return { status: 'refused', problem: `${MANIFEST_FILE} cannot be read: ${(error as Error).message}` };
  }
  try {
    return { status: 'accepted', ...contentTypesOf(id, JSON.parse(text)) };
  } catch (error) {
    if (error instanceof SyntaxError)
      return { status: 'refused', problem: `${MANIFEST_FILE} is not valid JSON: ${error.message}` };
    if (error instanceof ManifestProblem) return { status: 'refused', problem: `${MANIFEST_FILE}: ${error.message}` };
    throw error;
  }
}
