import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './answers';
import { answer, endpoint } from './endpoint';

/**
 * The public content delivery API (README "Public content API"): read-only GET routes under `/api/content`
 * that the public marketing site calls without a session. Answers hold only what a visitor may see: no
 * admin ids or names, no inactive sections, no drafts; media addresses are absolute (they work from
 * another origin). Every answer is `{ success: true, data }` (lists of articles add paging).
 */

/** Largest page of an article list, and the page size when none is asked for. */
export const CONTENT_MAX_PAGE_SIZE = 50;
export const CONTENT_DEFAULT_PAGE_SIZE = 12;

/** The kinds of article, as the public routes name them. */
export const CONTENT_ARTICLE_KINDS = ['blog', 'resource', 'guide'] as const;
export type ContentArticleKind = (typeof CONTENT_ARTICLE_KINDS)[number];

const Slug = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,159}$' });
export const ContentPageParams = Type.Object({ page: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,60}$' }) });
export const ContentKindParams = Type.Object({ kind: Type.Union([Type.Literal('blog'), Type.Literal('resource'), Type.Literal('guide')]) });
export const ContentArticleParams = Type.Object({ kind: ContentKindParams.properties.kind, slug: Slug });
export const ContentSlugParams = Type.Object({ slug: Slug });
export const ContentIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const ContentArticleQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: CONTENT_MAX_PAGE_SIZE })),
    category: Type.Optional(Type.String({ maxLength: 60 })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ContentArticleQuery = Static<typeof ContentArticleQuery>;

/** A section of a page area (active ones only, in order); its type's fields are under `body`. */
export const PublicSection = Type.Object({
  id: Type.String(),
  title: Type.String(),
  order: Type.Number(),
  type: Type.String(),
  body: Type.Record(Type.String(), Type.Unknown()),
});
export type PublicSection = Static<typeof PublicSection>;

/** An article as a list shows it. */
export const PublicArticleSummary = Type.Object({
  id: Type.String(),
  kind: Type.Unsafe<ContentArticleKind>({ enum: [...CONTENT_ARTICLE_KINDS] }),
  slug: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  /** The byline ('Written by'), as the editor typed it. */
  author: Type.String(),
  /** YYYY-MM-DD. */
  date: Type.String(),
  readTime: Type.Number(),
  description: Type.String(),
  category: Type.String(),
  /** Absolute address of the cover, or '' when none. */
  cover: Type.String(),
});
export type PublicArticleSummary = Static<typeof PublicArticleSummary>;

export const ArticleLink = Type.Object({
  slug: Type.String(),
  title: Type.String(),
});
export type ArticleLink = Static<typeof ArticleLink>;

/** One article with its content; previous (older) and next (newer) among the delivered ones of its kind. */
export const PublicArticle = Type.Object({
  ...PublicArticleSummary.properties,
  content: Type.String(),
  metaDescription: Type.String(),
  previous: Nullable(ArticleLink),
  next: Nullable(ArticleLink),
});
export type PublicArticle = Static<typeof PublicArticle>;

export const PublicArticlePage = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(PublicArticleSummary),
  total: Type.Number(),
  page: Type.Number(),
  pageSize: Type.Number(),
});
export type PublicArticlePage = Static<typeof PublicArticlePage>;

export const PublicPricingPlan = Type.Object({
  id: Type.String(),
  planName: Type.String(),
  monthlyPrice: Type.Number(),
  yearlyPrice: Type.Number(),
  description: Type.String(),
  features: Type.Array(Type.String()),
  media: Type.String(),
});
export type PublicPricingPlan = Static<typeof PublicPricingPlan>;

export const PublicFaq = Type.Object({
  id: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  row: Type.Number(),
});
export type PublicFaq = Static<typeof PublicFaq>;

export const PublicJob = Type.Object({
  id: Type.String(),
  title: Type.String(),
  department: Type.String(),
  description: Type.String(),
  overview: Type.String(),
  content: Type.String(),
  location: Type.String(),
  remote: Type.Boolean(),
  salary: Type.String(),
});
export type PublicJob = Static<typeof PublicJob>;

export const PublicCountry = Type.Object({
  name: Type.String(),
  flag: Type.String(),
  /** 'Active' or 'Pending' (inactive countries are not delivered). */
  status: Type.String(),
});
export type PublicCountry = Static<typeof PublicCountry>;

export const PublicRegion = Type.Object({
  region: Type.String(),
  description: Type.String(),
  countries: Type.Array(PublicCountry),
});
export type PublicRegion = Static<typeof PublicRegion>;

export const PublicPodcast = Type.Object({
  id: Type.String(),
  title: Type.String(),
  url: Type.String(),
  cover: Type.String(),
  /** YYYY-MM-DD. */
  date: Type.String(),
  category: Type.String(),
  isLiveNow: Type.Boolean(),
});
export type PublicPodcast = Static<typeof PublicPodcast>;

export const PublicPodcasts = Type.Object({
  podcasts: Type.Array(PublicPodcast),
  /** The podcasts page's hero cover, or null. */
  hero: Nullable(Type.String()),
});
export type PublicPodcasts = Static<typeof PublicPodcasts>;

export const PublicLegalLink = Type.Object({
  slug: Type.String(),
  title: Type.String(),
});
export type PublicLegalLink = Static<typeof PublicLegalLink>;

export const PublicLegalPage = Type.Object({
  ...PublicLegalLink.properties,
  content: Type.String(),
  /** ISO time of the last change ('Last update'). */
  updatedAt: Type.String(),
});
export type PublicLegalPage = Static<typeof PublicLegalPage>;

export const PublicSeo = Type.Object({
  page: Type.String(),
  title: Type.String(),
  metaTags: Type.Array(Type.String()),
  metaDescription: Type.String(),
  metaKeywords: Type.Array(Type.String()),
});
export type PublicSeo = Static<typeof PublicSeo>;

export const PublicCompany = Type.Object({
  name: Type.String(),
  logo: Type.String(),
  row: Type.Number(),
});
export type PublicCompany = Static<typeof PublicCompany>;

export const PublicReview = Type.Object({
  fullName: Type.String(),
  jobTitle: Type.String(),
  title: Type.String(),
  description: Type.String(),
  avatar: Nullable(Type.String()),
  row: Type.Number(),
});
export type PublicReview = Static<typeof PublicReview>;

export const PublicAboutCard = Type.Object({
  title: Type.String(),
  content: Type.String(),
  media: Nullable(Type.String()),
  row: Type.Number(),
});
export type PublicAboutCard = Static<typeof PublicAboutCard>;

export const PublicHomeHero = Type.Object({
  heading: Type.String(),
  description: Type.String(),
  image: Type.String(),
});
export type PublicHomeHero = Static<typeof PublicHomeHero>;

/** `{ success: true, data }`. */
export const DeliveredSchema = <S extends TSchema>(data: S) => Type.Object({ success: Type.Literal(true), data });
export interface Delivered<T> {
  success: true;
  data: T;
}

const get = <P extends string>(path: P) => ({ method: 'GET' as const, path: `/content${path}` as `/content${P}` });

/** Every public content route (paths under /api). */
export const contentApi = {
  sections: endpoint({ ...get('/sections/:page'), params: ContentPageParams, answer: answer(DeliveredSchema(Type.Array(PublicSection))) }),
  articles: endpoint({ ...get('/articles/:kind'), params: ContentKindParams, query: ContentArticleQuery, answer: answer(PublicArticlePage) }),
  article: endpoint({ ...get('/articles/:kind/:slug'), params: ContentArticleParams, answer: answer(DeliveredSchema(PublicArticle)) }),
  pricing: endpoint({ ...get('/pricing'), answer: answer(DeliveredSchema(Type.Array(PublicPricingPlan))) }),
  faqs: endpoint({ ...get('/faqs'), answer: answer(DeliveredSchema(Type.Array(PublicFaq))) }),
  jobs: endpoint({ ...get('/jobs'), answer: answer(DeliveredSchema(Type.Array(PublicJob))) }),
  job: endpoint({ ...get('/jobs/:id'), params: ContentIdParams, answer: answer(DeliveredSchema(PublicJob)) }),
  countries: endpoint({ ...get('/countries'), answer: answer(DeliveredSchema(Type.Array(PublicRegion))) }),
  podcasts: endpoint({ ...get('/podcasts'), answer: answer(DeliveredSchema(PublicPodcasts)) }),
  legalPages: endpoint({ ...get('/legal'), answer: answer(DeliveredSchema(Type.Array(PublicLegalLink))) }),
  legalPage: endpoint({ ...get('/legal/:slug'), params: ContentSlugParams, answer: answer(DeliveredSchema(PublicLegalPage)) }),
  seo: endpoint({ ...get('/seo/:page'), params: ContentPageParams, answer: answer(DeliveredSchema(PublicSeo)) }),
  companies: endpoint({ ...get('/companies'), answer: answer(DeliveredSchema(Type.Array(PublicCompany))) }),
  reviews: endpoint({ ...get('/reviews'), answer: answer(DeliveredSchema(Type.Array(PublicReview))) }),
  aboutCards: endpoint({ ...get('/about-cards'), answer: answer(DeliveredSchema(Type.Array(PublicAboutCard))) }),
  homeHero: endpoint({ ...get('/home-hero'), answer: answer(DeliveredSchema(Nullable(PublicHomeHero))) }),
  dashboardHero: endpoint({ ...get('/dashboard-hero'), answer: answer(DeliveredSchema(Nullable(Type.Object({ cover: Type.String() })))) }),
};
export type ContentApi = typeof contentApi;

/** What a content webhook posts (signed: `X-Content-Signature: sha256=<hex HMAC of the body>`). */
export interface ContentChange {
  event: 'content.changed';
  /** 'section', 'article', 'pricing-plan', 'faq', 'job', 'country', 'podcast', 'podcast-hero', 'legal-page', 'seo', 'company', 'review', 'about-card', 'home-hero', 'dashboard-hero'. */
  kind: string;
  action: 'create' | 'update' | 'delete';
  id: string;
  /** Articles and legal pages: the slug (and the one it had before, when a save changed it). */
  slug?: string;
  previousSlug?: string;
  /** Articles: blog, resource or guide. */
  articleKind?: string;
  /** Sections: the page key; SEO entries: the page they describe. */
  pageKey?: string;
  /** ISO time the change was sent. */
  at: string;
}
