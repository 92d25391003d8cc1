import {
  ARTICLE_LIMITS as LIMITS,
  ARTICLE_MAX_READ_TIME,
  ARTICLE_STATUSES,
  CONTENT_CATEGORIES,
  isContentCategory,
  isSlug,
  normalizeSlug,
  type ArticleKind,
  type ArticleValues,
} from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { readPublishingInput, type PublishingInput } from '../../content-state/input';
import { AppError } from '../../http/app-error';
import { isCalendarDay, parseDateTime } from '../../http/date-rules';
import { formInteger } from '../../http/form-numbers';
import { cleanRichText } from '../../sanitize/markup-pool';

export type ArticleFields = ArticleValues;

/**
 * The publishing fields of an article's form (docs/editorial-workflow.md), checked against the role. Older
 * forms' `status: scheduled` with `publishAt` still works: a draft published at that time.
 */
export function readArticlePublishing(
  fields: Record<string, string>,
  request: FastifyRequest,
  now = Date.now(),
): PublishingInput {
  const status = (fields.status ?? '').trim();
  if (status && !(ARTICLE_STATUSES as readonly string[]).includes(status))
    throw new AppError(400, `status must be one of: ${ARTICLE_STATUSES.join(', ')}`);
  if (status !== 'scheduled') return readPublishingInput({ ...fields, status }, request, now);
  const publishAt = (fields.publishAt ?? '').trim();
  if (!publishAt) throw new AppError(400, 'Choose the date and time to publish the article');
  const at = parseDateTime(publishAt);
  if (at && at.getTime() < now - CLOCK_SLACK_MS) throw new AppError(400, 'The publish time must be in the future');
  return readPublishingInput({ ...fields, status: 'draft', publishAt }, request, now);
}

/** A scheduled time may be this far in the past (the editor's clock and the server's differ a little). */
const CLOCK_SLACK_MS = 60_000;

/** The kind a form is for: the spec's flags (`isResourceCenterBlog`, `isGuidesBlog`), else a blog. */
export function kindOf(fields: Record<string, string>): ArticleKind {
  if (fields.isGuidesBlog === 'true') return 'guide';
  if (fields.isResourceCenterBlog === 'true') return 'resource';
  return 'blog';
}

/**
 * Reads the multipart text fields: every one required ('Please fill all the fields', the spec's message),
 * then each checked with a message naming it; the rich content is sanitized against the editor's allowlist.
 */
export async function readArticleFields(fields: Record<string, string>): Promise<ArticleFields> {
  const text = (key: string) => (fields[key] ?? '').trim();
  const { html: content, empty } = await cleanRichText(fields.content ?? '', 'content');
  const values = {
    subtitle: text('subtitle'),
    title: text('title'),
    creator: text('creator'),
    date: text('date'),
    readTime: text('readTime'),
    description: text('description'),
    category: text('category'),
    slug: normalizeSlug(fields.slug ?? ''),
    metaDescription: text('metaDescription'),
  };
  if (Object.values(values).some((value) => !value) || empty) throw new AppError(400, 'Please fill all the fields');
  for (const [key, limit] of Object.entries(LIMITS)) {
    if ((values as Record<string, string>)[key].length > limit)
      throw new AppError(400, `${key} must be at most ${limit} characters`);
  }
  if (!isCalendarDay(values.date))
    throw new AppError(400, 'date must be a day (YYYY-MM-DD) that exists, in years 1000–9999', 'date');
  const readTime = formInteger(fields.readTime ?? '', 'readTime', {
    min: 1,
    max: ARTICLE_MAX_READ_TIME,
    what: 'a whole number of minutes',
  });
  if (!isContentCategory(values.category))
    throw new AppError(400, `category must be one of: ${CONTENT_CATEGORIES.join(', ')}`);
  // Letters of any script, marks and digits, joined by single dashes (packages/contracts/src/slugs.ts).
  if (!isSlug(values.slug))
    throw new AppError(400, 'The slug may hold only lower-case letters, digits and single dashes');
  return { ...values, readTime, content };
}
