import { ADMIN_LANGUAGE_CODES, preferencesApi, type AdminLanguageCode, type Preferences } from '@backoffice/contracts';
import { writeOriginOf } from '../../http/write-origin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { currentAdmin } from '../../auth/request-guard';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { assertSentVersion } from '../../http/version-check';
import type { ModuleContext } from '../module';
import './tables';

export const UNKNOWN_LANGUAGE = `The language must be one of ${ADMIN_LANGUAGE_CODES.join(', ')}, or null for the browser's`;
export const PREFERENCES_CHANGED = 'Your preferences were changed in another window; reload to see them';

const isLanguage = (value: string): value is AdminLanguageCode =>
  (ADMIN_LANGUAGE_CODES as readonly string[]).includes(value);

async function preferencesOf(db: Kysely<Database>, adminId: string): Promise<Preferences> {
  const row = await db
    .selectFrom('admin_preferences')
    .select(['language', 'updated_at'])
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return {
    language: row?.language && isLanguage(row.language) ? row.language : null,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/**
 * `/api/admin/preferences`: the signed-in admin reads and changes their own settings (every role may; nobody
 * reads another's). A change based on an older version than the stored one is refused (409), as every edit is.
 */
export function preferencesRoutes(app: FastifyInstance, { db }: ModuleContext): void {
  route(app, preferencesApi.get, {}, async (request) => ({
    success: true,
    data: await preferencesOf(db, currentAdmin(request).id),
  }));

  route(app, preferencesApi.update, {}, async (request) => {
    const admin = currentAdmin(request);
    const { language, updatedAt } = request.body;
    if (language !== null && !isLanguage(language)) throw new AppError(400, UNKNOWN_LANGUAGE);
    return db.transaction().execute(async (tx) => {
      const stored = await tx
        .selectFrom('admin_preferences')
        .select('updated_at')
        .where('admin_id', '=', admin.id)
        .forUpdate()
        .executeTakeFirst();
      // `updatedAt: null` says "based on none stored"; a version (body, If-Match or If-Unmodified-Since) is checked as every edit's is.
      if (updatedAt === null && stored) throw new AppError(409, PREFERENCES_CHANGED);
      if (stored) assertSentVersion(writeOriginOf(request), stored.updated_at, undefined, PREFERENCES_CHANGED);
      await tx
        .insertInto('admin_preferences')
        .values({ admin_id: admin.id, language })
        .onConflict((conflict) => conflict.column('admin_id').doUpdateSet({ language, updated_at: new Date() }))
        .execute();
      return { success: true as const, message: 'Preferences saved', data: await preferencesOf(tx, admin.id) };
    });
  });
}
