import {
  altFieldOf,
  isSlug,
  normalizeSlug,
  SINGLETON_RECORD_ID,
  SLUG_MAX_LENGTH,
  translationsApi,
  type Translation,
} from '@backoffice/contracts';
import imageSize from 'image-size';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import { isUniqueViolation, jsonb } from '../../db/record';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import {
  extKindOf,
  extKindParts,
  extKindRules,
  filled,
  imageFieldNames,
  isTranslatableKind,
  isListField,
  TRANSLATABLE,
  translatedIdOf,
  translationComplete,
  type TranslatableKindRules,
} from './kinds';
import { completeLocalesOf } from './store';
import type { ContentTranslationsTable } from './tables';

const WRITE = { permission: 'content:write' } as const;

type TranslationRow = Selectable<ContentTranslationsTable>;

type RecordRow = Record<string, unknown> & { id: string };

/** The translation answer (`record`: what it translates); a locale never saved answers empty fields and no version. */
function translationOf(
  kind: string,
  rules: TranslatableKindRules,
  record: RecordRow,
  locale: string,
  row: TranslationRow | undefined,
): Translation {
  const fields = row?.fields ?? {};
  return {
    kind,
    recordId: record.id,
    locale,
    fields,
    slug: row?.slug ?? '',
    complete: translationComplete(rules, fields, record),
    updatedAt: row ? new Date(row.updated_at).toISOString() : '',
  };
}

/**
 * Content in several languages (docs/content-in-several-languages.md): the site's locales, a record's text in a
 * locale other than the default (read, save with a version check), and which locales each record is complete in.
 */
export function translationsRoutes(app: FastifyInstance, { db, config, plugins, uploads }: ModuleContext) {
  const [defaultLocale, ...others] = config.contentLocales;
  const kindIsOn = (kind: string) => plugins.isEnabled(TRANSLATABLE[kind as keyof typeof TRANSLATABLE].plugin);

  /** A kind's rules and how its records are read: a built-in table, or a declared content type's ext_records. */
  interface KindAccess {
    kind: string;
    rules: TranslatableKindRules;
    /** Its records, each with its fields by column (a declared type's `data` spread out). */
    rows: () => Promise<RecordRow[]>;
    /** One record, read as `rows` reads them; undefined when it does not exist. */
    find: (id: string) => Promise<RecordRow | undefined>;
  }

  /**
   * A kind translated here; while the plugin that edits it is off, its translation routes answer 404 like its own.
   * A plugin's declared content type is the kind `ext:<plugin>:<type>` while its plugin serves it.
   */
  const kindOf = (kind: string): KindAccess => {
    const ext = extKindParts(kind);
    if (ext) {
      const type = plugins.contentType(ext.plugin, ext.type);
      if (!type || type.translatableFields.length === 0) throw new AppError(404, 'Not found');
      const records = () =>
        db.selectFrom('ext_records').where('plugin', '=', type.plugin).where('type', '=', type.name);
      return {
        kind,
        rules: extKindRules(type),
        rows: async () =>
          (await records().select(['id', 'data']).execute()).map((row) => ({ ...row.data, id: row.id })),
        find: async (id) => {
          const row = await records().select(['id', 'data']).where('id', '=', id).executeTakeFirst();
          return row ? { ...row.data, id: row.id } : undefined;
        },
      };
    }
    if (!isTranslatableKind(kind))
      throw new AppError(
        404,
        `No content kind "${kind.slice(0, 40)}" is translated (these are: ${Object.keys(TRANSLATABLE).join(', ')}, and ext:<plugin>:<type>)`,
      );
    if (!kindIsOn(kind)) throw new AppError(404, 'Not found');
    const rules = TRANSLATABLE[kind];
    // Tables chosen by the kind's rules: kysely's untyped view (as in src/db); banners are one page area's
    // sections, the `sections` kind every other area's; a singleton is its one row.
    const { scope, singleton } = rules;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const untyped = db as unknown as Kysely<any>;
    const table = () =>
      untyped
        .selectFrom(rules.table)
        .$if(Boolean(scope), (query) => query.where(scope!.column, scope!.other ? '<>' : '=', scope!.value))
        .$if(singleton !== undefined, (query) => query.where('id', '=', singleton));
    // Its rows as translated: a singleton under its fixed record id, a JSON body spread over the row.
    const asRecord = (row: Record<string, unknown>): RecordRow => {
      const spread = rules.spread ? { ...(row[rules.spread] as Record<string, unknown>), ...row } : row;
      return { ...spread, id: translatedIdOf(rules, row.id) };
    };
    return {
      kind,
      rules,
      rows: async () => (await table().selectAll().execute()).map(asRecord),
      find: async (id) => {
        if (singleton !== undefined)
          return id === SINGLETON_RECORD_ID ? (await table().selectAll().execute()).map(asRecord)[0] : undefined;
        const row = await table().selectAll().where('id', '=', id).executeTakeFirst();
        return row ? asRecord(row) : undefined;
      },
    };
  };

  /** A locale translations are kept for: a site locale other than the default (whose text is the record's own). */
  const translatedLocale = (locale: string) => {
    if (locale === defaultLocale)
      throw new AppError(400, `${locale} is the default locale: its text is the record's own (edit the record)`);
    if (!others.includes(locale))
      throw new AppError(
        400,
        `locale must be one of the site's other locales: ${others.join(', ') || 'none (CONTENT_LOCALES names one)'}`,
      );
    return locale;
  };

  const recordOf = async (access: KindAccess, id: string) => {
    const record = await access.find(id);
    if (!record) throw new AppError(404, 'This record no longer exists');
    return record;
  };

  const storedTranslation = (kind: string, id: string, locale: string) =>
    db
      .selectFrom('content_translations')
      .selectAll()
      .where('kind', '=', kind)
      .where('record_id', '=', id)
      .where('locale', '=', locale)
      .executeTakeFirst();

  /**
   * A translation's own images: each a public image the media library holds (uploaded through the route below or
   * picked from the library), with its alt text (content images are described: docs/media.md).
   */
  const checkImages = async (rules: TranslatableKindRules, fields: Record<string, string>) => {
    for (const image of rules.images ?? []) {
      const url = fields[image.name];
      if (url === undefined) continue;
      const stored = url.startsWith('/uploads/')
        ? await db.selectFrom('media').select(['mime', 'width', 'height']).where('url', '=', url).executeTakeFirst()
        : undefined;
      if (
        !stored ||
        !stored.mime.startsWith('image/') ||
        (stored.mime === 'image/svg+xml' && !image.kinds.includes('svg'))
      ) {
        throw new AppError(
          400,
          `fields: ${image.name} must be an image of the media library (upload one or choose it from the library)`,
          image.name,
        );
      }
      if (image.exact && (stored.width !== image.exact.width || stored.height !== image.exact.height)) {
        throw new AppError(
          400,
          `Image should be exactly ${image.exact.width}px width and ${image.exact.height}px height`,
          image.name,
        );
      }
      if (!filled(fields[altFieldOf(image.name)]))
        throw new AppError(400, 'Describe this image in its alt text', altFieldOf(image.name));
    }
  };

  route(app, translationsApi.locales, {}, async () => ({
    success: true,
    data: {
      locales: config.contentLocales,
      defaultLocale,
      kinds: Object.fromEntries([
        ...Object.entries(TRANSLATABLE)
          .filter(([kind]) => kindIsOn(kind))
          .map(([kind, rules]) => [
            kind,
            {
              fields: rules.fields.map((entry) => entry.name),
              slug: Boolean(rules.slugOf),
              images: (rules.images ?? []).map((image) => image.name),
            },
          ]),
        ...plugins
          .servedTypes()
          .filter((type) => type.translatableFields.length > 0)
          .map((type) => [extKindOf(type.plugin, type.name), { fields: type.translatableFields, slug: false }]),
      ]),
    },
  }));

  route(app, translationsApi.completeness, {}, async (request) => {
    const access = kindOf(request.params.kind);
    const rows = await access.rows();
    const complete = await completeLocalesOf(db, config.contentLocales, access.kind, rows, access.rules);
    return { success: true, data: rows.map((row) => ({ id: row.id, complete: complete.get(row.id) ?? [] })) };
  });

  route(app, translationsApi.read, {}, async (request) => {
    const access = kindOf(request.params.kind);
    const { kind, rules } = access;
    const locale = translatedLocale(request.params.locale);
    const record = await recordOf(access, request.params.id);
    return {
      success: true,
      data: translationOf(kind, rules, record, locale, await storedTranslation(kind, request.params.id, locale)),
    };
  });

  route(app, translationsApi.save, WRITE, async (request) => {
    const access = kindOf(request.params.kind);
    const { kind, rules } = access;
    const locale = translatedLocale(request.params.locale);
    const { id } = request.params;
    const record = await recordOf(access, id);
    const names = [...rules.fields.map((entry) => entry.name), ...imageFieldNames(rules)];
    const unknown = Object.keys(request.body.fields).filter(
      (name) => !names.includes(name) && !isListField(rules, name),
    );
    if (unknown.length > 0)
      throw new AppError(
        400,
        `fields: "${unknown[0].slice(0, 60)}" is not translated for ${kind} (these are: ${[...names, ...(rules.list ? [rules.list.described] : [])].join(', ')})`,
      );
    // A field left blank is no translation: the default locale's text (or image) is delivered for it.
    const fields = Object.fromEntries(
      Object.entries(request.body.fields)
        .map(([name, value]) => [name, value.trim()])
        .filter(([, value]) => value !== ''),
    );
    await checkImages(rules, fields);
    // Letters of any script (lower case where it has one), marks and digits, joined by single dashes; NFC (packages/contracts/src/slugs.ts).
    const slug = normalizeSlug(request.body.slug ?? '');
    if (slug && !rules.slugOf) throw new AppError(400, `${kind} have no slug`);
    if (slug && !isSlug(slug))
      throw new AppError(
        400,
        `slug must be words of letters and digits joined by single dashes, at most ${SLUG_MAX_LENGTH} characters (e.g. politique-de-confidentialite)`,
      );
    if (slug) {
      const taken = await db
        .selectFrom('content_translations')
        .select('record_id')
        .where('kind', '=', kind)
        .where('locale', '=', locale)
        .where('slug', '=', slug)
        .where('record_id', '<>', id)
        .executeTakeFirst();
      if (taken) throw new AppError(409, `Another record already has the slug "${slug}" in ${locale}`);
    }
    const current = await storedTranslation(kind, id, locale);
    try {
      const saved = current
        ? await request.records.update({
            table: 'content_translations',
            id: current.id,
            missing: 'This translation no longer exists',
            write: (tx) =>
              tx
                .updateTable('content_translations')
                .set({ fields: jsonb(fields), slug, updated_at: sql`now()` })
                .where('id', '=', current.id)
                .returningAll()
                .executeTakeFirstOrThrow(),
          })
        : await request.records.create('content_translations', (tx) =>
            tx
              .insertInto('content_translations')
              .values({ kind, record_id: id, locale, fields: jsonb(fields), slug })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
      return { success: true, message: 'Translation saved', data: translationOf(kind, rules, record, locale, saved) };
    } catch (error) {
      // Two first saves at once, or a slug taken meanwhile: the loser reloads.
      if (isUniqueViolation(error))
        throw new AppError(409, 'This translation was changed by someone else. Reload to see the latest version.');
      throw error;
    }
  });

  route(app, translationsApi.uploadImage, WRITE, async (request) => {
    const access = kindOf(request.params.kind);
    const image = (access.rules.images ?? []).find((entry) => entry.name === request.params.image);
    if (!image)
      throw new AppError(404, `${access.kind} have no translatable image "${request.params.image.slice(0, 60)}"`);
    translatedLocale(request.params.locale);
    await recordOf(access, request.params.id);
    // Checked by content like the default locale's image (a text file named .png is a 400), before it is stored.
    const form = await uploads.read(request, {
      file: { kinds: image.kinds, maxBytes: image.maxBytes, label: 'The image', cleanSvg: true },
    });
    const file = form.files.file;
    if (!file) throw new AppError(400, 'file: choose an image to upload', 'file');
    if (image.exact) {
      const size = imageSize(file.buffer);
      if (size.width !== image.exact.width || size.height !== image.exact.height)
        throw new AppError(
          400,
          `Image should be exactly ${image.exact.width}px width and ${image.exact.height}px height`,
          'file',
        );
    }
    // Into the library (the same bytes are the same file); kept while a translation names it, else swept.
    const url = await uploads.save(file, image.folder);
    const described = await db
      .selectFrom('media')
      .select(['alt', 'decorative'])
      .where('url', '=', url)
      .executeTakeFirst();
    return { success: true, data: { url, alt: described && !described.decorative ? described.alt : '' } };
  });
}
