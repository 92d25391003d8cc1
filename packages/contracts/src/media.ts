import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable, RecordMetaFields } from './answers';
import { IdParams, ListQuery, UpdatedAt } from './common';
import { answer, endpoint, form } from './endpoint';

/** Widths the content API offers of every raster image (narrower than the original only), as WebP and AVIF. */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 1280] as const;
export const MEDIA_VARIANT_TYPES = ['image/webp', 'image/avif'] as const;
/** Largest file the library's own upload accepts (forms keep their own limits). */
export const MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** One smaller copy of an image, made once by the `media-variants` job. */
export const MediaVariant = Type.Object({
  src: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  type: Type.String(),
});
export type MediaVariant = Static<typeof MediaVariant>;

/** The point of an image that must stay in view when it is cropped (x and y from 0 to 1, from the top left). */
export const FocalPoint = Type.Object(
  { x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) },
  { additionalProperties: false },
);
export type FocalPoint = Static<typeof FocalPoint>;

/** One record that shows a file: where it is and the screen that edits it. */
export const MediaUse = Type.Object({
  table: Type.String(),
  id: Type.String(),
  /** What a person calls it: 'Blog: Shipping to Morocco'. */
  label: Type.String(),
  /** The screen that edits it (an address in the back office), or '' when there is none. */
  path: Type.String(),
});
export type MediaUse = Static<typeof MediaUse>;

/** A file of the library. */
export const MediaItem = Type.Object({
  ...RecordMetaFields,
  name: Type.String(),
  /** Its address (`/uploads/...`), what records store. */
  url: Type.String(),
  mime: Type.String(),
  bytes: Type.Integer(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  alt: Type.String(),
  /** Marked as decoration: the site gives it an empty text alternative on purpose. */
  decorative: Type.Boolean(),
  /** Where the cropper centres by default; null: the middle. */
  focalPoint: Nullable(FocalPoint),
  tags: Type.Array(Type.String()),
  /** sha256 of the bytes, hex: the same file uploaded twice is one file. */
  hash: Type.String(),
  /** How many records use it. */
  usage: Type.Integer(),
  uploadedBy: Nullable(Type.String()),
  variants: Type.Array(MediaVariant),
});
export type MediaItem = Static<typeof MediaItem>;

export const MediaDetail = Type.Object({ ...MediaItem.properties, usedBy: Type.Array(MediaUse) });
export type MediaDetail = Static<typeof MediaDetail>;

export const MEDIA_TYPES = ['image', 'svg', 'other'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const MediaQuery = Type.Object({
  ...ListQuery.properties,
  /** raster images, SVGs, or anything else. */
  type: Type.Optional(Type.Unsafe<MediaType>({ type: 'string', enum: [...MEDIA_TYPES] })),
  /** At most this many bytes. */
  maxBytes: Type.Optional(Type.Integer({ minimum: 0 })),
  /** At least this many bytes. */
  minBytes: Type.Optional(Type.Integer({ minimum: 0 })),
  /** 'true': only files no record uses. */
  unused: Type.Optional(Type.Boolean()),
  tag: Type.Optional(Type.String({ maxLength: 40 })),
  /** Only the file stored at this address (`/uploads/...`): what an image field asks of the image it shows. */
  url: Type.Optional(Type.String({ maxLength: 1000 })),
  /** Only the file with these bytes (sha256, hex): what an image field asks of a file chosen from the computer. */
  hash: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })),
  /** 'true': only raster images and SVGs with no alt text that are not marked decorative. */
  missingAlt: Type.Optional(Type.Boolean()),
});
export type MediaQuery = Static<typeof MediaQuery>;

export const MediaPage = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(MediaItem),
  total: Type.Integer(),
  page: Type.Optional(Type.Integer()),
  pageSize: Type.Optional(Type.Integer()),
});
export type MediaPage = Static<typeof MediaPage>;

export const MediaEditBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, notBlank: true })),
    alt: Type.Optional(Type.String({ maxLength: 300 })),
    decorative: Type.Optional(Type.Boolean()),
    focalPoint: Type.Optional(Nullable(FocalPoint)),
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
    updatedAt: Type.Optional(UpdatedAt),
  },
  { additionalProperties: false },
);
export type MediaEditBody = Static<typeof MediaEditBody>;

export const MediaRemoveManyBody = Type.Object(
  { ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type MediaRemoveManyBody = Static<typeof MediaRemoveManyBody>;

/** The library's own upload (multipart): the file, then optional alt text and tags (comma-separated). */
export type MediaUploadForm = { file: Blob; alt?: string; decorative?: string; tags?: string };
/** Replace everywhere (multipart): the new file. */
export type MediaReplaceForm = { file: Blob };

/** The media library (issue 37): every uploaded file, its alt text, where it is used. */
export const mediaApi = {
  list: endpoint({ method: 'GET', path: '/media', query: MediaQuery, answer: answer(MediaPage) }),
  get: endpoint({ method: 'GET', path: '/media/:id', params: IdParams, answer: answer(EnvelopeSchema(MediaDetail)) }),
  upload: endpoint({
    method: 'POST',
    path: '/media',
    form: form<MediaUploadForm>(),
    answer: answer(EnvelopeSchema(MediaItem)),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/media/:id',
    params: IdParams,
    body: MediaEditBody,
    answer: answer(EnvelopeSchema(MediaItem)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/media/:id', params: IdParams, answer: answer(DoneSchema) }),
  removeMany: endpoint({
    method: 'POST',
    path: '/media/delete',
    body: MediaRemoveManyBody,
    answer: answer(EnvelopeSchema(Type.Object({ removed: Type.Array(Type.String()) }))),
  }),
  replace: endpoint({
    method: 'POST',
    path: '/media/:id/replace',
    params: IdParams,
    form: form<MediaReplaceForm>(),
    answer: answer(EnvelopeSchema(MediaDetail)),
  }),
};
export type MediaApi = typeof mediaApi;
