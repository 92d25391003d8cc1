import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, RecordMetaFields } from './answers';
import { IdParams } from './common';
import { answer, endpoint, form } from './endpoint';
import { PublishingAnswer, type PublishStatus } from './publishing';

/** The three kinds of article that share one table, one list and one editor. */
export type ArticleKind = 'blog' | 'resource' | 'guide';

/** The cover must be exactly this size. */
export const ARTICLE_COVER = { width: 1062, height: 530, maxBytes: 5 * 1024 * 1024 } as const;
/** Field limits, checked on both sides. */
export const ARTICLE_LIMITS = {
  subtitle: 200,
  title: 200,
  creator: 100,
  description: 1000,
  slug: 120,
  metaDescription: 300,
} as const;
export const ARTICLE_MAX_READ_TIME = 600;

/**
 * The `status` a form may send: the shared `draft` / `published` (docs/editorial-workflow.md), and `scheduled`
 * (with `publishAt`), which forms made before the shared drafts send: it saves a draft to publish at that time.
 * Answers carry the shared publishing fields (`status` draft or published, `state`, `publishAt`, `unpublishAt`).
 */
export const ARTICLE_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** An article's own values, as its editor fills them and the server checks them. */
export const ArticleValues = Type.Object({
  subtitle: Type.String(),
  title: Type.String(),
  /** The author ('Written by'). */
  creator: Type.String(),
  /** YYYY-MM-DD. */
  date: Type.String(),
  readTime: Type.Number(),
  description: Type.String(),
  category: Type.String(),
  /** Rich text (sanitized by the server). */
  content: Type.String(),
  slug: Type.String(),
  metaDescription: Type.String(),
});
export type ArticleValues = Static<typeof ArticleValues>;

/** An article as the spec's lists and forms read it. */
export const Article = Type.Object({
  ...RecordMetaFields,
  ...ArticleValues.properties,
  kind: Type.Unsafe<ArticleKind>({ enum: ['blog', 'resource', 'guide'] }),
  /** Address of the cover image, or '' when none. */
  blogPhoto: Type.String(),
  /** Guides carry their cover under this name too (the spec's guide form reads it). */
  GuidePhoto: Type.Optional(Type.String()),
  /** The cover's original file name and size, for the form's read-only text. */
  mediaName: Type.String(),
  mediaSize: Type.Number(),
  /** Draft and publish (docs/editorial-workflow.md): the values above are the draft's when it has one. */
  ...PublishingAnswer,
});
export type Article = Static<typeof Article>;

/** The create and edit form (multipart); the spec's flags tell which kind a new item is. */
export type ArticleForm = { [K in keyof ArticleValues]: string } & {
  isResourceCenterBlog?: 'true';
  isGuidesBlog?: 'true';
  updatedAt?: string;
  blogPhoto?: Blob;
  /**
   * Absent: a new article is published for those who may publish, a draft for the others; an edit keeps the
   * article's status. 'scheduled' (older forms) needs `publishAt`. Times are ISO and in the future; '' clears one.
   */
  status?: ArticleStatus | PublishStatus;
  publishAt?: string;
  unpublishAt?: string;
};

/** Blogs, resource-center articles and guides: each list answers a bare array. */
export const articlesApi = {
  blogs: endpoint({ method: 'GET', path: '/blog/get', answer: answer(Type.Array(Article)) }),
  resources: endpoint({ method: 'GET', path: '/blog/get/resource-center', answer: answer(Type.Array(Article)) }),
  guides: endpoint({ method: 'GET', path: '/blog/get/guides', answer: answer(Type.Array(Article)) }),
  create: endpoint({
    method: 'POST',
    path: '/blog/create',
    form: form<ArticleForm>(),
    answer: answer(EnvelopeSchema(Article)),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/blog/edit/:id',
    params: IdParams,
    form: form<ArticleForm>(),
    answer: answer(EnvelopeSchema(Article)),
  }),
  remove: endpoint({ method: 'DELETE', path: '/blog/delete/:id', params: IdParams, answer: answer(DoneSchema) }),
};
export type ArticlesApi = typeof articlesApi;
