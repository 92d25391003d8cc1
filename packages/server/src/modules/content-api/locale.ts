import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

/** Adds a header name to the answer's Vary (CORS or compression may already have put others there). */
export function addVary(reply: FastifyReply, name: string): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary.split(',').some((entry) => entry.trim().toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', vary ? `${vary}, ${name}` : name);
}

/** The site locale an Accept-Language asks for first (by q, exact tag, else same language: fr-CA → fr); null when none. */
export function negotiatedLocale(acceptLanguage: string | undefined, locales: readonly string[]): string | null {
  if (!acceptLanguage) return null;
  const asked = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map((entry, index) => {
      const [tag, ...parameters] = entry.trim().split(';');
      const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of asked) {
    const exact = locales.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const same = locales.find(
      (locale) => locale.toLowerCase() === language || locale.toLowerCase().split('-')[0] === language,
    );
    if (same) return same;
  }
  return null;
}

/**
 * The locale of a translated answer: the `locale` parameter (one of CONTENT_LOCALES, else a 400 naming them),
 * else the best match of Accept-Language, else the default. The answer says it (`Content-Language`) and that it
 * depends on Accept-Language (`Vary`), so a CDN keeps one copy per language.
 */
export function answerLocale(request: FastifyRequest, reply: FastifyReply, locales: readonly string[]): string {
  const asked = (request.query as { locale?: string } | undefined)?.locale;
  let locale: string;
  if (asked !== undefined) {
    const known = locales.find((entry) => entry.toLowerCase() === asked.trim().toLowerCase());
    if (!known)
      throw new AppError(400, `locale: unknown locale "${asked.slice(0, 35)}" (this site has: ${locales.join(', ')})`);
    locale = known;
  } else {
    locale = negotiatedLocale(request.headers['accept-language'], locales) ?? locales[0];
  }
  reply.header('content-language', locale);
  addVary(reply, 'Accept-Language');
  return locale;
}
