import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { answerLocale } from './locale';
import { translatedRows, type TranslatedRows } from './translated';

/** Reads a translated answer's rows in the locale the request asks for (see answerLocale and translatedRows). */
export type InLocale = (
  request: FastifyRequest,
  reply: FastifyReply,
  kind: string,
  rows: Array<Record<string, unknown> & { id: string }>,
) => Promise<TranslatedRows>;

/** What every translated kind's route does first: choose the answer's locale, then read its rows' translations. */
export function inLocaleOf(db: Kysely<Database>, siteLocales: string[]): InLocale {
  return (request, reply, kind, rows) =>
    translatedRows(db, siteLocales, kind, answerLocale(request, reply, siteLocales), rows);
}
