import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema } from './answers';
import { ListQuery, UpdatedAt } from './common';
import { answer, endpoint, form } from './endpoint';
import { PLUGIN_ID_PATTERN } from './plugins';
import { ROLES } from './roles';

/** A content type's name: lower-case letters, digits and dashes, as it appears in its addresses. */
export const CONTENT_TYPE_NAME_PATTERN = '^[a-z][a-z0-9-]{0,39}$';

const RoleList = Type.Array(Type.Unsafe<(typeof ROLES)[number]>({ type: 'string', enum: [...ROLES] }), {
  uniqueItems: true,
});

/** One content type a plugin declares: its records are stored and served by the server, no plugin code runs there. */
export const ContentTypeManifestSchema = Type.Object(
  {
    name: Type.String({ pattern: CONTENT_TYPE_NAME_PATTERN }),
    label: Type.String({ minLength: 1, maxLength: 80 }),
    /** JSON Schema of a record's fields: `{ type: 'object', properties: {...}, required: [...] }` (docs/plugins-reference.md "Content types"). */
    schema: Type.Object({}, { additionalProperties: true }),
    /** Roles that may list and read its records; every role when absent. */
    read: Type.Optional(RoleList),
    /** Roles that may create, edit and delete; every role that may write content when absent (a viewer never writes). */
    write: Type.Optional(RoleList),
    /** Served without a session at GET /api/content/ext/{plugin}/{type}. */
    public: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ContentTypeManifest = Static<typeof ContentTypeManifestSchema>;

/** `manifest.json` in an external plugin's folder: what the server reads of a plugin (never its code). */
export const PluginManifestSchema = Type.Object(
  {
    id: Type.String({ pattern: PLUGIN_ID_PATTERN }),
    version: Type.String({ minLength: 1, maxLength: 40 }),
    /** The plugin API range it was built for (`^1.0`), as in `definePlugin`. */
    pluginApi: Type.String({ minLength: 1, maxLength: 80 }),
    contentTypes: Type.Optional(Type.Array(ContentTypeManifestSchema, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type PluginManifest = Static<typeof PluginManifestSchema>;

/** A record of a declared content type: its fields as declared, plus its identity and timestamps. */
export const ExtRecord = Type.Object(
  { _id: Type.String(), createdAt: Type.String(), updatedAt: Type.String() },
  { additionalProperties: true },
);
export type ExtRecord = Static<typeof ExtRecord>;

export const ExtTypeParams = Type.Object({
  plugin: Type.String({ pattern: PLUGIN_ID_PATTERN, maxLength: 100 }),
  type: Type.String({ pattern: CONTENT_TYPE_NAME_PATTERN }),
});
export const ExtRecordParams = Type.Object({ ...ExtTypeParams.properties, id: Type.String({ format: 'uuid' }) });

/** A record's fields (checked against its type's schema by the route, which knows the type). */
export const ExtRecordBody = Type.Object({}, { additionalProperties: true });
/** An edit: only the fields it changes, and the version it was based on. */
export const ExtRecordEditBody = Type.Object({ updatedAt: Type.Optional(UpdatedAt) }, { additionalProperties: true });

const ExtListAnswer = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(ExtRecord),
  total: Type.Integer(),
  page: Type.Optional(Type.Integer()),
  pageSize: Type.Optional(Type.Integer()),
});

/** The addresses of the files just stored, by file field: put them in the record's fields to keep them. */
export const ExtFilesAnswer = EnvelopeSchema(Type.Record(Type.String(), Type.String()));
export type ExtFilesAnswer = Static<typeof ExtFilesAnswer>;

/** Records of the content types plugins declare in their manifests (docs/plugins-reference.md "Content types of a plugin"). */
export const extContentApi = {
  list: endpoint({
    method: 'GET',
    path: '/ext/:plugin/:type',
    params: ExtTypeParams,
    query: ListQuery,
    answer: answer(ExtListAnswer),
  }),
  add: endpoint({
    method: 'POST',
    path: '/ext/:plugin/:type',
    params: ExtTypeParams,
    body: ExtRecordBody,
    answer: answer(EnvelopeSchema(ExtRecord)),
  }),
  get: endpoint({
    method: 'GET',
    path: '/ext/:plugin/:type/:id',
    params: ExtRecordParams,
    answer: answer(EnvelopeSchema(ExtRecord)),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/ext/:plugin/:type/:id',
    params: ExtRecordParams,
    body: ExtRecordEditBody,
    answer: answer(EnvelopeSchema(ExtRecord)),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/ext/:plugin/:type/:id',
    params: ExtRecordParams,
    answer: answer(DoneSchema),
  }),
  /**
   * Stores files for a type's file fields (`"format": "file"`): a multipart form with one file part per field,
   * named after it, each checked as every upload is (type by content, size, image size); answers their addresses.
   */
  upload: endpoint({
    method: 'POST',
    path: '/ext/:plugin/:type/files',
    params: ExtTypeParams,
    form: form<Record<string, Blob | undefined>>(),
    answer: answer(ExtFilesAnswer),
  }),
  /** A public type's records, without a session, cacheable like the rest of the content API. */
  content: endpoint({
    method: 'GET',
    path: '/content/ext/:plugin/:type',
    params: ExtTypeParams,
    query: Type.Object({ ...ListQuery.properties, locale: Type.Optional(Type.String({ maxLength: 35 })) }),
    answer: answer(ExtListAnswer),
  }),
};
export type ExtContentApi = typeof extContentApi;
