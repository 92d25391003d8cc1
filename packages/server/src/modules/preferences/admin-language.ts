import { ADMIN_LANGUAGE_CODES, type AdminLanguageCode } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { negotiatedLocale } from '../content-api/locale';
import './tables';

const isLanguage = (value: unknown): value is AdminLanguageCode =>
  typeof value === 'string' && (ADMIN_LANGUAGE_CODES as readonly string[]).includes(value);

/**
 * The language an admin works in, for what the server writes for them (an export's column names): the language
 * kept with their account (`/api/admin/preferences`) is the source of truth; without one (the browser's), the
 * request's `Accept-Language` (the admin screen sends the language it shows); else English.
 */
export async function adminLanguage(db: Kysely<Database>, request: FastifyRequest): Promise<AdminLanguageCode> {
  const adminId = request.admin?.id;
  if (adminId) {
    const row = await db
      .selectFrom('admin_preferences')
      .select('language')
      .where('admin_id', '=', adminId)
      .executeTakeFirst();
    if (isLanguage(row?.language)) return row.language;
  }
  const sent = negotiatedLocale(request.headers['accept-language'], ADMIN_LANGUAGE_CODES);
  return isLanguage(sent) ? sent : 'en';
}

export { isLanguage as isAdminLanguage };
