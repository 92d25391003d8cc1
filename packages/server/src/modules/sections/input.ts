import {
  BUTTON_TARGETS,
  BUTTON_VARIANTS,
  isSlug,
  type SectionBody,
  type SectionButton,
  type SectionCard,
  type SectionImageDimensions,
} from '@backoffice/contracts';
import { AppError } from '../../http/app-error';
import { formInteger } from '../../http/form-numbers';
import { parseJsonField } from '../../http/json-form-field';
import { pageKeyOf } from '../content-api/page-keys';

export const BANNERS_PAGE = 'banners-component';
/** Body keys sent as JSON text; every other body key is plain text. */
const JSON_KEYS = ['buttons', 'cards', 'imageDimensions'] as const;
type JsonKey = (typeof JSON_KEYS)[number];
const isJsonKey = (key: string): key is JsonKey => (JSON_KEYS as readonly string[]).includes(key);
const AREA_KEY = /^[A-Za-z0-9][A-Za-z0-9-]{0,60}$/;
const SECTION_TYPE = /^[a-z][a-zA-Z0-9]{0,30}$/;
const TEXT_LIMIT = 5000;

/** A section body as its form sends it: every key but the image, which the route decides. */
export type SectionBodyWithoutImage = { [K in keyof SectionBody as K extends 'image' ? never : K]: SectionBody[K] };

export interface SectionWrite {
  page: string;
  title: string;
  slug: string;
  order: number;
  sectionType: string;
  isActive: boolean;
  createdBy: string;
  metaDescription: string;
  metaKeywords: string;
  /** The `<type>Section` body without its image (the route decides the image). */
  body: SectionBodyWithoutImage;
  /** The form asked to drop the section's image (`<type>Section.image` sent empty). */
  removeImage: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
/** Optional text: absent → '', text within its limit as sent; another type or longer text is refused, never cut or converted. */
function text(value: unknown, name: string, limit = TEXT_LIMIT): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new AppError(400, `${name} must be text`);
  if (value.length > limit) throw new AppError(400, `${name} must be at most ${limit} characters`);
  return value;
}

/** One of `allowed` (the first when absent or empty); anything else is refused. */
function choice<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (value === undefined || value === null || value === '') return allowed[0];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw new AppError(400, `${name} must be one of: ${allowed.join(', ')}`);
  return value as T;
}

/**
 * A button's link: a path on this site (one `/` then not another `/` or `\`: `//host` and `/\host` lead
 * browsers to another site), an absolute http(s) URL, `#anchor`, mailto: or tel:.
 */
export function isSafeButtonUrl(url: string): boolean {
  if (url.startsWith('/')) return !/^\/[/\\]/.test(url);
  if (url.startsWith('#') || /^(mailto|tel):/i.test(url)) return true;
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return new URL(url).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Buttons as the spec stores them: text required, a safe url, known target and variant, order = position.
 * `field` is the form field they came in, named by a refusal of their shape.
 */
function readButtons(value: unknown, where: (n: number) => string, field: string): SectionButton[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new AppError(400, `${field}: the buttons must be a list`, field);
  if (value.length > 20) throw new AppError(400, 'A section holds at most 20 buttons', field);
  return value.map((raw, index) => {
    // A list item that is not an object was read as a blank button (or card): its shape is refused instead.
    if (!isObject(raw)) throw new AppError(400, `${field}: ${where(index + 1)} must be an object`, field);
    const button = raw;
    const label = text(button.text, `The text of ${where(index + 1)}`, 100).trim();
    if (!label) throw new AppError(400, `${where(index + 1)} is missing text`);
    const url = text(button.url, `The link of ${where(index + 1)}`, 2000).trim() || '#';
    if (!isSafeButtonUrl(url))
      throw new AppError(
        400,
        `${where(index + 1)} has a link that is not a path on this site (/...), an http(s) address, mailto, tel or #`,
      );
    const target = choice(button.target, BUTTON_TARGETS, `The target of ${where(index + 1)}`);
    const variant = choice(button.variant, BUTTON_VARIANTS, `The variant of ${where(index + 1)}`);
    if (button.labels !== undefined && (!Array.isArray(button.labels) || button.labels.length > 10))
      throw new AppError(400, `The labels of ${where(index + 1)} must be a list of at most 10`);
    const labels = ((button.labels ?? []) as unknown[]).map((entry, n) =>
      text(entry, `Label ${n + 1} of ${where(index + 1)}`, 60),
    );
    return {
      text: label,
      icon: text(button.icon, `The icon of ${where(index + 1)}`, 100),
      url,
      target,
      variant,
      order: index,
      labels,
    };
  });
}

/** A card of a card section; its image is a stored /uploads address or '' (new files come apart). */
function readCards(value: unknown, field: string): SectionCard[] {
  if (!Array.isArray(value)) throw new AppError(400, `${field}: the cards must be a list`, field);
  if (value.length > 50) throw new AppError(400, 'A section holds at most 50 cards', field);
  return value.map((raw, cardIndex) => {
    if (!isObject(raw)) throw new AppError(400, `${field}: Card ${cardIndex + 1} must be an object`, field);
    const card = raw;
    const name = `Card ${cardIndex + 1}`;
    const image = text(card.image, `The image of ${name}`, 500);
    if (image && !image.startsWith('/uploads/'))
      throw new AppError(400, `Card ${cardIndex + 1} has an image that is not an upload`);
    return {
      title: text(card.title, `The title of ${name}`, 300).trim(),
      subtitle: text(card.subtitle, `The subtitle of ${name}`, 300),
      description: text(card.description, `The description of ${name}`),
      image,
      imageDimensions: readCardDimensions(card.imageDimensions, name, field),
      buttons: readButtons(card.buttons, (n) => `Button ${n} in Card ${cardIndex + 1}`, field),
    };
  });
}

/** A card image's size: `{ width, height }` in pixels, or `{}` when not known. */
function readCardDimensions(value: unknown, name: string, field: string): SectionImageDimensions {
  if (value === undefined || value === null) return {};
  if (!isObject(value))
    throw new AppError(400, `${field}: the imageDimensions of ${name} must be a JSON object`, field);
  return pixelSize(value);
}

/** `{ width, height }` when both are whole pixels (1 to 100,000), otherwise `{}` (not known); other keys are dropped. */
function pixelSize(value: Record<string, unknown>): SectionImageDimensions {
  const size = (key: 'width' | 'height') => {
    const number = value[key];
    return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 100_000
      ? number
      : undefined;
  };
  const width = size('width');
  const height = size('height');
  return width !== undefined && height !== undefined ? { width, height } : {};
}

/** The built-in types' rules, the same as the editors check. */
function checkBody(page: string, title: string, type: string, body: SectionBodyWithoutImage) {
  const heading = (body.heading ?? '').trim();
  if (page === BANNERS_PAGE) {
    if (!title) throw new AppError(400, 'Banner title is required');
    if (!heading) throw new AppError(400, 'Heading is required for the banner');
  }
  if (!title) throw new AppError(400, 'Title is required');
  if (type === 'general' && !heading) throw new AppError(400, 'Heading is required for general section');
  if (type === 'card') {
    if (!heading) throw new AppError(400, 'Heading is required for card section');
    const cards = body.cards;
    if (!cards || cards.length === 0) throw new AppError(400, 'At least one card is required for card section');
    cards.forEach((card, index) => {
      if (!card.title) throw new AppError(400, `Card ${index + 1} is missing a title`);
    });
  }
}

/** `isActive`: 'true' or 'false' (absent: active). */
function readActive(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new AppError(400, 'isActive must be true or false');
}

const SLUG_MAX = 120;

/**
 * The spec's `slug`: as sent (lower-case letters of any script, digits, single dashes; packages/contracts/src/slugs.ts),
 * or made from the title when absent or empty.
 */
function readSlug(value: string | undefined, title: string): string {
  const slug = (value ?? '').trim().normalize('NFC');
  if (!slug) return Array.from(pageKeyOf(title)).slice(0, SLUG_MAX).join('').replace(/-+$/, '');
  if (!isSlug(slug, SLUG_MAX))
    throw new AppError(
      400,
      `slug must be lower-case letters, digits and single dashes (at most ${SLUG_MAX} characters)`,
    );
  return slug;
}

/** Reads the spec's multipart section form (title, sectionType, order, page, `<type>Section.<key>` fields). */
export function readSectionForm(
  fields: Record<string, string>,
  fallback?: { page: string; sectionType: string },
): SectionWrite {
  const page = fallback?.page ?? (fields.page ?? '').trim();
  if (!AREA_KEY.test(page)) throw new AppError(400, 'page must be the key of a page area (letters, digits and dashes)');
  const sectionType = fallback?.sectionType ?? (fields.sectionType ?? '').trim();
  if (!SECTION_TYPE.test(sectionType))
    throw new AppError(400, 'sectionType must be a section type such as general or card');
  if (fallback && fields.sectionType && fields.sectionType !== fallback.sectionType)
    throw new AppError(400, 'The type of a section cannot change');
  const title = (fields.title ?? '').trim();
  if (title.length > 300) throw new AppError(400, 'The title must be at most 300 characters');
  const order =
    fields.order === undefined || fields.order === '' ? 0 : formInteger(fields.order, 'order', { min: 0, max: 100000 });

  const prefix = `${sectionType}Section.`;
  const texts: Record<string, string> = {};
  const json: Partial<Record<JsonKey, unknown>> = {};
  let removeImage = false;
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith(prefix)) continue;
    const key = name.slice(prefix.length);
    if (!/^[a-zA-Z][a-zA-Z0-9]{0,40}$/.test(key)) throw new AppError(400, `Unknown field ${name}`);
    if (key === 'image') {
      removeImage = value === '';
      continue;
    }
    // Browsers send a form's line breaks as CRLF: store them as the editor typed them.
    if (isJsonKey(key)) json[key] = parseJsonField(name, value);
    else texts[key] = text(value.replace(/\r\n?/g, '\n'), name);
  }
  const buttons = readButtons(json.buttons, (n) => `Button ${n}`, `${prefix}buttons`);
  const cards =
    json.cards !== undefined || sectionType === 'card' ? readCards(json.cards ?? [], `${prefix}cards`) : undefined;
  const sentDimensions = json.imageDimensions === undefined ? {} : json.imageDimensions;
  if (!isObject(sentDimensions)) throw new AppError(400, `${prefix}imageDimensions must be a JSON object`);
  const imageDimensions = pixelSize(sentDimensions);
  const body: SectionBodyWithoutImage = { ...texts, buttons, imageDimensions, ...(cards ? { cards } : {}) };
  checkBody(page, title, sectionType, body);

  return {
    page,
    title,
    slug: readSlug(fields.slug, title),
    order,
    sectionType,
    isActive: readActive(fields.isActive),
    createdBy: text(fields.createdBy, 'createdBy', 60).trim() || 'Admin',
    metaDescription: text(fields.metaDescription, 'metaDescription', 300),
    metaKeywords: text(fields.metaKeywords, 'metaKeywords', 300),
    body,
    removeImage,
  };
}

/**
 * The stored section as the fields of its form, so an update can lay the sent fields over it: a field the
 * client did not send keeps its stored value (the editor never sends the meta fields); one sent empty is
 * cleared. The image is not among them (absent already keeps it; sent empty removes it).
 */
export function storedSectionFields(row: {
  title: string;
  slug: string;
  is_active: boolean;
  meta_description: string;
  meta_keywords: string;
  section_type: string;
  body: SectionBody;
}): Record<string, string> {
  const fields: Record<string, string> = {
    title: row.title,
    slug: row.slug,
    isActive: String(row.is_active),
    metaDescription: row.meta_description,
    metaKeywords: row.meta_keywords,
  };
  for (const [key, value] of Object.entries(row.body)) {
    if (key === 'image' || value === undefined || value === null) continue;
    fields[`${row.section_type}Section.${key}`] = isJsonKey(key) ? JSON.stringify(value) : String(value);
  }
  return fields;
}
