import { extContentApi, type Role } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { currentAdmin, ROLE_CANNOT } from '../../auth/request-guard';
import { jsonb, containsPattern } from '../../db/record';
import { updateRow } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { fetchPage } from '../../db/list-page';
import { listAnswer, readListOptions } from '../../http/list-options';
import { route } from '../../http/route';
import { limitRequests } from '../../limits/rate-limits';
import type { ContentType } from '../../plugins/plugin-manifests';
import { installContentCaching, setLastModified } from '../content-api/delivery';
import type { ModuleContext } from '../module';
import { EXT_FILES_FOLDER, type FileField } from '../../plugins/file-fields';
import type { AcceptedUpload } from '../../storage/accept-upload';
import type { FileRule } from '../../storage/uploads';
import { absoluteMediaIn, mediaUrls } from '../content-api/media';
import { answerLocale } from '../content-api/locale';
import { translatedRows, withLocales } from '../content-api/translated';
import { extKindOf, extKindRules } from '../translations/kinds';
import { checkedFields, extRecordOf, filesOfRecord, sentFields } from './record-fields';

const MISSING = 'This record no longer exists';
const TOO_MANY = 'Too many requests from your address. Please wait a minute and try again.';
/** Every route here is gated by its path: 404 unless the plugin is listed, on, and serves the type (plugin-gate.ts). */
const GATED = { contentTypeRoute: true, plugin: null } as const;

type TypeRequest = FastifyRequest<{ Params: { plugin: string; type: string } }>;

/**
 * The declared content type of the request's path, with the signed-in admin's role checked against its `read`
 * or `write` list (the route's permission already refused a viewer's write). The gate answered 404 before
 * the session was looked at when the type is not served.
 */
function typeFor(request: TypeRequest, context: ModuleContext, access: 'read' | 'write'): ContentType {
  const type = context.plugins.contentType(request.params.plugin, request.params.type);
  if (!type) throw new AppError(404, 'Not found');
  const role: Role = currentAdmin(request).role;
  if (!type[access].includes(role)) throw new AppError(403, ROLE_CANNOT);
  return type;
}

/** A file field's rules as the upload check takes them (the checks of every built-in upload). */
function fileRuleOf(name: string, field: FileField): FileRule {
  return {
    kinds: field.kinds,
    formats: field.formats,
    maxBytes: field.maxBytes,
    label: `The file for ${name}`,
    field: name,
  };
}

/** The size in pixels a file field declares, checked on an accepted image (others have no size to check). */
function checkImageSize(name: string, field: FileField, file: AcceptedUpload): void {
  const size = file.size;
  if (!size) return;
  const wrong =
    (field.width !== undefined && size.width !== field.width) ||
    (field.height !== undefined && size.height !== field.height);
  if (wrong)
    throw new AppError(
      400,
      `The image for ${name} must be ${field.width ?? 'any'} × ${field.height ?? 'any'} pixels; it is ${size.width} × ${size.height}`,
      name,
    );
  const tooBig =
    (field.maxWidth !== undefined && size.width > field.maxWidth) ||
    (field.maxHeight !== undefined && size.height > field.maxHeight);
  if (tooBig)
    throw new AppError(
      400,
      `The image for ${name} must be at most ${field.maxWidth ?? 'any'} × ${field.maxHeight ?? 'any'} pixels; it is ${size.width} × ${size.height}`,
      name,
    );
}

/** A file field's new value must name a file that is stored (uploaded for the type, not made up). */
async function checkFilesStored(
  context: ModuleContext,
  type: ContentType,
  data: Record<string, unknown>,
  before: Record<string, unknown> = {},
): Promise<void> {
  for (const field of type.fileFields.keys()) {
    const value = data[field];
    if (typeof value !== 'string' || value === '' || value === before[field]) continue;
    const opened = await context.storage.open(value);
    opened?.stream.destroy();
    if (!opened) throw new AppError(400, `The file of ${field} is not stored; upload it again`, field);
  }
}

/** Removes the files a write let go of (replaced, cleared, or the record deleted), once it committed. */
async function removeReleased(
  context: ModuleContext,
  type: ContentType,
  before: Record<string, unknown>,
  after: Record<string, unknown> | null,
): Promise<void> {
  const kept = new Set(after ? filesOfRecord(type, after) : []);
  for (const url of filesOfRecord(type, before)) if (!kept.has(url)) await context.uploads.remove(url).catch(() => {});
}

/** Rich text is searched by its words, not its markup, with runs of spaces as one (as record-fields.ts builds `search`). */
function wordsOf(html: RawBuilder<string | null>): RawBuilder<string | null> {
  return sql<string | null>`regexp_replace(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')`;
}

function words(type: ContentType, field: string, value: RawBuilder<string | null>): RawBuilder<string | null> {
  return type.htmlFields.includes(field) ? wordsOf(value) : value;
}

/**
 * The admin list's search: the record's own text (`search`), or a translation of a translatable field in any
 * locale (docs/content-in-several-languages.md), so a French word finds its record.
 */
function matchesInAnyLocale(type: ContentType, pattern: string): RawBuilder<boolean> {
  if (type.translatableFields.length === 0) return sql<boolean>`ext_records.search ilike ${pattern}`;
  const html = type.translatableFields.filter((field) => type.htmlFields.includes(field));
  // An HTML field's translation is searched without its tags.
  const value =
    html.length > 0
      ? sql<string>`case when v.key in (${sql.join(html)}) then ${wordsOf(sql`v.value`)} else v.value end`
      : sql<string>`v.value`;
  return sql<boolean>`(ext_records.search ilike ${pattern} or exists (select 1 from content_translations t, jsonb_each_text(t.fields) v
    where t.kind = ${extKindOf(type.plugin, type.name)} and t.record_id = ext_records.id and v.key in (${sql.join(type.translatableFields)}) and ${value} ilike ${pattern}))`;
}

/**
 * The public route's search: the text as delivered in `locale` (a translated field's text there, else the record's
 * own, field by field), never a personal field's (they are not delivered).
 */
function matchesAsDelivered(type: ContentType, pattern: string, locale: string | null): RawBuilder<boolean> {
  const personal = Object.keys(type.personal?.fields ?? {});
  const kind = extKindOf(type.plugin, type.name);
  const delivered = type.textFields
    .filter((field) => !personal.includes(field))
    .map((field) => {
      const own = sql<string | null>`ext_records.data->>${field}`;
      const text =
        locale && type.translatableFields.includes(field)
          ? sql<
              string | null
            >`coalesce((select nullif(t.fields->>${field}, '') from content_translations t where t.kind = ${kind} and t.locale = ${locale} and t.record_id = ext_records.id), ${own})`
          : own;
      return sql<boolean>`${words(type, field, text)} ilike ${pattern}`;
    });
  return delivered.length > 0 ? sql<boolean>`(${sql.join(delivered, sql` or `)})` : sql<boolean>`false`;
}

/**
 * The records of one content type, newest first, with the list's paging and search: the admin's over the text in
 * every locale; the public route's (`delivered`) over the text as delivered in the answer's locale (null: the default).
 */
async function listOf(
  context: ModuleContext,
  type: ContentType,
  query: unknown,
  delivered?: { locale: string | null },
) {
  const options = readListOptions(query);
  let select = context.db
    .selectFrom('ext_records')
    .selectAll()
    .where('plugin', '=', type.plugin)
    .where('type', '=', type.name);
  if (options.q) {
    const pattern = containsPattern(options.q);
    select = select.where(
      delivered ? matchesAsDelivered(type, pattern, delivered.locale) : matchesInAnyLocale(type, pattern),
    );
  }
  const { rows, total } = await fetchPage(select.orderBy('created_at', 'desc').orderBy('id', 'desc'), options);
  return listAnswer(rows.map(extRecordOf), total, options);
}

/**
 * The records of plugins' declared content types (docs/plugins-reference.md "Content types of a plugin"): list, read, create,
 * edit (409 on a stale version), delete, through the write seam (activity log, history, webhooks), and the
 * public types' content route.
 */
export async function extContentRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const one = (plugin: string, type: string, id: string) =>
    db.selectFrom('ext_records').selectAll().where('id', '=', id).where('plugin', '=', plugin).where('type', '=', type);

  route(app, extContentApi.list, GATED, async (request) =>
    listOf(context, typeFor(request, context, 'read'), request.query),
  );

  route(app, extContentApi.get, GATED, async (request) => {
    typeFor(request, context, 'read');
    const row = await one(request.params.plugin, request.params.type, request.params.id).executeTakeFirst();
    if (!row) throw new AppError(404, MISSING);
    return { success: true, data: extRecordOf(row) };
  });

  route(app, extContentApi.add, { ...GATED, permission: 'content:write' }, async (request, reply) => {
    const type = typeFor(request, context, 'write');
    const { data, search } = await checkedFields(type, sentFields(type, request.body as Record<string, unknown>));
    await checkFilesStored(context, type, data);
    const created = await request.records.create('ext_records', (tx) =>
      tx
        .insertInto('ext_records')
        .values({ plugin: type.plugin, type: type.name, data: jsonb(data), search })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    reply.code(201);
    return { success: true, message: `${type.label} added`, data: extRecordOf(created) };
  });

  route(app, extContentApi.edit, { ...GATED, permission: 'content:write' }, async (request) => {
    const type = typeFor(request, context, 'write');
    const sent = sentFields(type, request.body as Record<string, unknown>);
    const { plugin, id } = request.params;
    let before: Record<string, unknown> = {};
    const updated = await request.records.update({
      table: 'ext_records',
      id,
      missing: MISSING,
      lock: (tx) =>
        tx
          .selectFrom('ext_records')
          .selectAll()
          .where('id', '=', id)
          .where('plugin', '=', plugin)
          .where('type', '=', type.name)
          .forUpdate()
          .executeTakeFirst(),
      // Fields not sent keep their stored values; the whole record is then checked again.
      write: async (tx, current) => {
        before = current.data;
        const { data, search } = await checkedFields(type, { ...current.data, ...sent });
        await checkFilesStored(context, type, data, current.data);
        return updateRow(tx, 'ext_records', id, { data: jsonb(data) as unknown as Record<string, unknown>, search });
      },
    });
    await removeReleased(context, type, before, updated.data);
    return { success: true, message: `${type.label} updated`, data: extRecordOf(updated) };
  });

  route(app, extContentApi.remove, { ...GATED, permission: 'content:write' }, async (request) => {
    const type = typeFor(request, context, 'write');
    const { plugin, id } = request.params;
    const found = await one(plugin, type.name, id).executeTakeFirst();
    if (!found) throw new AppError(404, MISSING);
    await request.records.remove({ table: 'ext_records', id, missing: MISSING });
    await removeReleased(context, type, found.data, null);
    return { success: true, message: `${type.label} deleted` };
  });

  route(app, extContentApi.upload, { ...GATED, permission: 'content:write' }, async (request) => {
    const type = typeFor(request, context, 'write');
    if (type.fileFields.size === 0) throw new AppError(400, `${type.label} has no file fields`);
    const rules = Object.fromEntries([...type.fileFields].map(([name, field]) => [name, fileRuleOf(name, field)]));
    const form = await context.uploads.read(request, rules);
    const sent = Object.entries(form.files) as Array<[string, AcceptedUpload]>;
    if (sent.length === 0)
      throw new AppError(
        400,
        `Send a file in a part named after its field (${[...type.fileFields.keys()].join(', ')})`,
      );
    for (const [name, file] of sent) checkImageSize(name, type.fileFields.get(name)!, file);
    // Stored now, kept once a record names them: the orphan sweep removes those no record names after an hour.
    const data: Record<string, string> = {};
    for (const [name, file] of sent) data[name] = await context.uploads.save(file, EXT_FILES_FOLDER);
    return { success: true, data };
  });

  // The public route, in its own scope: the content API's caching (ETag, 304, Cache-Control) applies to it only.
  const media = mediaUrls(context.storage, context.config.publicUrl);
  await app.register(async (scope) => {
    installContentCaching(
      scope,
      (kind) => context.config.contentCacheSeconds[kind] ?? context.config.contentCacheSeconds.default ?? 60,
      context.config.contentLocales[0],
      { db: context.db, context: () => String(context.plugins.revision) },
    );
    const limit = {
      onRequest: limitRequests(scope, {
        name: 'content-ext',
        max: context.config.contentRequestsPerMinute,
        windowMs: 60_000,
        message: TOO_MANY,
      }),
    };
    route(
      scope,
      extContentApi.content,
      { ...GATED, public: true, contentKind: 'ext' },
      async (request, reply) => {
        const type = context.plugins.contentType(request.params.plugin, request.params.type);
        // A type that is not public is as absent here as one that does not exist.
        if (!type?.public) throw new AppError(404, 'Not found');
        const translatable = type.translatableFields.length > 0;
        const locales = context.config.contentLocales;
        // A type with translatable fields answers in a locale (`locale`, else Accept-Language), as the content API's kinds do.
        const locale = translatable ? answerLocale(request, reply, locales) : null;
        const answer = await listOf(context, type, request.query, {
          locale: locale && locale !== locales[0] ? locale : null,
        });
        // Last-Modified: the newest of the records and of their translations in the locale (the ETag is the bytes').
        const times: Array<string | Date> = answer.data.map((record) => record.updatedAt);
        if (locale) {
          const rows = answer.data.map((record) => ({ ...record, id: record._id }));
          const translated = await translatedRows(
            context.db,
            locales,
            extKindOf(type.plugin, type.name),
            locale,
            rows,
            extKindRules(type),
          );
          times.push(...translated.times);
          answer.data = answer.data.map((record: Record<string, unknown> & { _id: string }) => {
            const texts = Object.fromEntries(
              type.translatableFields
                .filter((field) => typeof record[field] === 'string')
                .map((field) => [field, translated.text(record._id, field, record[field] as string)]),
            );
            return withLocales({ ...record, ...texts }, translated.locales(record._id)) as (typeof answer.data)[number];
          });
        }
        setLastModified(reply, times);
        // File fields are delivered as addresses another origin can use, as the content API's media are.
        if (type.fileFields.size > 0)
          answer.data = answer.data.map((record) => absoluteMediaIn(record, media) as typeof record);
        // Personal fields ("x-personal") are never published: they are for the back-office only.
        const personal = Object.keys(type.personal?.fields ?? {});
        if (personal.length > 0)
          answer.data = answer.data.map(
            (record) =>
              Object.fromEntries(
                Object.entries(record).filter(([field]) => !personal.includes(field)),
              ) as typeof record,
          );
        return answer;
      },
      limit,
    );
  });
}
