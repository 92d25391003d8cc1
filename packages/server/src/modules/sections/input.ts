import { AppError } from '../../http/app-error';

export const BANNERS_PAGE = 'banners-component';
const TARGETS = ['_self', '_blank', '_parent', '_top'];
const VARIANTS = ['primary', 'secondary', 'tertiary', 'danger', 'warning', 'info', 'success'];
/** Body keys sent as JSON text (content spec §7); every other body key is plain text. */
const JSON_KEYS = new Set(['buttons', 'cards', 'imageDimensions']);
const AREA_KEY = /^[A-Za-z0-9][A-Za-z0-9-]{0,60}$/;
const SECTION_TYPE = /^[a-z][a-zA-Z0-9]{0,30}$/;
const TEXT_LIMIT = 5000;
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/|#)/i;

export interface SectionButton {
  text: string;
  icon: string;
  url: string;
  target: string;
  variant: string;
  order: number;
  labels: string[];
}

export interface SectionWrite {
  page: string;
  title: string;
  order: number;
  sectionType: string;
  isActive: boolean;
  createdBy: string;
  metaDescription: string;
  metaKeywords: string;
  /** The `<type>Section` body without its image (the route decides the image). */
  body: Record<string, unknown>;
  /** The form asked to drop the section's image (`<type>Section.image` sent empty). */
  removeImage: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown, limit = TEXT_LIMIT) => (typeof value === 'string' ? value.slice(0, limit) : '');

function parseJson(key: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError(400, `${key} must be JSON`);
  }
}

/** Buttons as the spec stores them: text required, a safe url, known target and variant, order = position. */
function readButtons(value: unknown, where: (n: number) => string): SectionButton[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new AppError(400, 'buttons must be a list');
  if (value.length > 20) throw new AppError(400, 'A section holds at most 20 buttons');
  return value.map((raw, index) => {
    const button = isObject(raw) ? raw : {};
    const label = text(button.text, 100).trim();
    if (!label) throw new AppError(400, `${where(index + 1)} is missing text`);
    const url = text(button.url, 2000).trim() || '#';
    if (!SAFE_URL.test(url)) throw new AppError(400, `${where(index + 1)} has a link that is not http(s), mailto, tel, a path or #`);
    const target = TARGETS.includes(String(button.target)) ? String(button.target) : '_self';
    const variant = VARIANTS.includes(String(button.variant)) ? String(button.variant) : 'primary';
    const labels = Array.isArray(button.labels) ? button.labels.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.slice(0, 60)).slice(0, 10) : [];
    return { text: label, icon: text(button.icon, 100), url, target, variant, order: index, labels };
  });
}

/** A card of a card section; its image is a stored /uploads address or '' (new files come apart). */
function readCards(value: unknown): Array<Record<string, unknown>> {
  if (!Array.isArray(value)) throw new AppError(400, 'cards must be a list');
  if (value.length > 50) throw new AppError(400, 'A section holds at most 50 cards');
  return value.map((raw, cardIndex) => {
    const card = isObject(raw) ? raw : {};
    const image = text(card.image, 500);
    if (image && !image.startsWith('/uploads/')) throw new AppError(400, `Card ${cardIndex + 1} has an image that is not an upload`);
    return {
      title: text(card.title, 300).trim(),
      subtitle: text(card.subtitle, 300),
      description: text(card.description),
      image,
      buttons: readButtons(card.buttons, (n) => `Button ${n} in Card ${cardIndex + 1}`),
    };
  });
}

/** The built-in types' rules (content spec §5; banners: admin spec §5), the same as the editors check. */
function checkBody(page: string, title: string, type: string, body: Record<string, unknown>) {
  const heading = String(body.heading ?? '').trim();
  if (page === BANNERS_PAGE) {
    if (!title) throw new AppError(400, 'Banner title is required');
    if (!heading) throw new AppError(400, 'Heading is required for the banner');
  }
  if (!title) throw new AppError(400, 'Title is required');
  if (type === 'general' && !heading) throw new AppError(400, 'Heading is required for general section');
  if (type === 'card') {
    if (!heading) throw new AppError(400, 'Heading is required for card section');
    const cards = body.cards as Array<{ title: string }>;
    if (!cards || cards.length === 0) throw new AppError(400, 'At least one card is required for card section');
    cards.forEach((card, index) => {
      if (!card.title) throw new AppError(400, `Card ${index + 1} is missing a title`);
    });
  }
}

/** Reads the spec's multipart section form (title, sectionType, order, page, `<type>Section.<key>` fields). */
export function readSectionForm(fields: Record<string, string>, fallback?: { page: string; sectionType: string }): SectionWrite {
  const page = fallback?.page ?? (fields.page ?? '').trim();
  if (!AREA_KEY.test(page)) throw new AppError(400, 'page must be the key of a page area (letters, digits and dashes)');
  const sectionType = fallback?.sectionType ?? (fields.sectionType ?? '').trim();
  if (!SECTION_TYPE.test(sectionType)) throw new AppError(400, 'sectionType must be a section type such as general or card');
  if (fallback && fields.sectionType && fields.sectionType !== fallback.sectionType) throw new AppError(400, 'The type of a section cannot change');
  const title = (fields.title ?? '').trim();
  if (title.length > 300) throw new AppError(400, 'The title must be at most 300 characters');
  const order = fields.order === undefined || fields.order === '' ? 0 : Number(fields.order);
  if (!Number.isInteger(order) || order < 0 || order > 100000) throw new AppError(400, 'order must be a whole number from 0');

  const prefix = `${sectionType}Section.`;
  const body: Record<string, unknown> = {};
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
    body[key] = JSON_KEYS.has(key) ? parseJson(name, value) : value.replace(/\r\n?/g, '\n').slice(0, TEXT_LIMIT);
  }
  body.buttons = readButtons(body.buttons, (n) => `Button ${n}`);
  if (body.cards !== undefined || sectionType === 'card') body.cards = readCards(body.cards ?? []);
  if (!isObject(body.imageDimensions)) body.imageDimensions = {};
  checkBody(page, title, sectionType, body);

  return {
    page,
    title,
    order,
    sectionType,
    isActive: fields.isActive !== 'false',
    createdBy: (fields.createdBy ?? 'Admin').trim().slice(0, 60) || 'Admin',
    metaDescription: text(fields.metaDescription, 300),
    metaKeywords: text(fields.metaKeywords, 300),
    body,
    removeImage,
  };
}
