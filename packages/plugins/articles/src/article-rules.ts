import { DEFAULT_CONTENT_CATEGORY, isRichTextEmpty } from '@backoffice/kernel';
import type { Article, ArticleInput } from './api';
import { DEFAULT_READ_TIME, LIMITS } from './kinds';
import { isValidSlug } from './slug';

/** The editor's values (the cover file is kept apart). */
export type ArticleValues = Omit<ArticleInput, 'blogPhoto'>;

/** Today as YYYY-MM-DD in the admin's own time zone. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function emptyValues(): ArticleValues {
  return {
    subtitle: '',
    title: '',
    creator: '',
    date: today(),
    readTime: DEFAULT_READ_TIME,
    description: '',
    category: DEFAULT_CONTENT_CATEGORY,
    content: '',
    slug: '',
    metaDescription: '',
  };
}

export function valuesOf(article: Article): ArticleValues {
  return {
    subtitle: article.subtitle ?? '',
    title: article.title,
    creator: article.creator,
    date: article.date,
    readTime: article.readTime,
    description: article.description,
    category: article.category,
    content: article.content,
    slug: article.slug,
    metaDescription: article.metaDescription,
  };
}

/** The values as the server would store them (texts trimmed): two sets that compare equal are no change. */
export function comparableValues(values: ArticleValues): ArticleValues {
  const trimmed = { ...values };
  for (const key of Object.keys(trimmed) as Array<keyof ArticleValues>) {
    const value = trimmed[key];
    if (typeof value === 'string') (trimmed as Record<string, unknown>)[key] = value.trim();
  }
  return trimmed;
}

/**
 * Marks a text the form shows translated: `validate` and the field rules return English, and the form page reads
 * it in the plugin's catalog when it shows it (tests/plugins/plugin-languages.test.ts finds the texts by `t('…')`).
 */
export const english = (text: string): string => text;
const t = english;

/** The field rules' texts: English, read in the catalog when a field shows them. */
export const RULE_TEXTS = {
  subtitle: t('Please enter the subtitle'),
  title: t('Please enter the title'),
  creator: t('Please enter the author'),
  date: t('Please choose the date'),
  readTime: t('Please enter the read time'),
  // LIMITS.readTime, written out.
  readTimeRange: t('A whole number of minutes from 1 to 600'),
  category: t('Please choose a category'),
  description: t('Please enter the description'),
  content: t('Please write the content'),
  slug: t('Please enter the slug'),
  slugPattern: t('Only lower-case letters, digits and single dashes (e.g. cod-in-morocco)'),
  metaDescription: t('Please enter the SEO meta description'),
  noChanges: t('No changes made'),
};

/** The first problem with the values, as the error dialog shows it, or null. */
export function articleProblem(values: ArticleValues): string | null {
  const filled =
    values.subtitle.trim() &&
    values.title.trim() &&
    values.creator.trim() &&
    values.date &&
    values.readTime !== null &&
    !Number.isNaN(values.readTime) &&
    values.description.trim() &&
    values.category &&
    !isRichTextEmpty(values.content) &&
    values.slug.trim() &&
    values.metaDescription.trim();
  if (!filled) return t('Please fill all the fields');
  if (!Number.isInteger(values.readTime) || values.readTime < 1 || values.readTime > LIMITS.readTime) {
    // LIMITS.readTime, written out: the English text is the catalogs' key.
    return t('Read time must be a whole number of minutes from 1 to 600');
  }
  if (!isValidSlug(values.slug, LIMITS.slug))
    return t('The slug may contain only lower-case letters, digits and single dashes (e.g. cod-in-morocco)');
  return null;
}
