import { Type, type Static } from '@sinclair/typebox';
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
export interface PublicSection {
  id: string;
  title: string;
  order: number;
  type: string;
  body: Record<string, unknown>;
}

/** An article as a list shows it. */
export interface PublicArticleSummary {
  id: string;
  kind: ContentArticleKind;
  slug: string;
  title: string;
  subtitle: string;
  /** The byline ('Written by'), as the editor typed it. */
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  readTime: number;
  description: string;
  category: string;
  /** Absolute address of the cover, or '' when none. */
  cover: string;
}

export interface ArticleLink {
  slug: string;
  title: string;
}

/** One article with its content; previous (older) and next (newer) among the delivered ones of its kind. */
export interface PublicArticle extends PublicArticleSummary {
  content: string;
  metaDescription: string;
  previous: ArticleLink | null;
  next: ArticleLink | null;
}

export interface PublicArticlePage {
  success: true;
  data: PublicArticleSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PublicPricingPlan {
  id: string;
  planName: string;
  monthlyPrice: number;
  yearlyPrice: number;
  description: string;
  features: string[];
  media: string;
}

export interface PublicFaq {
  id: string;
  question: string;
  answer: string;
  row: number;
}

export interface PublicJob {
  id: string;
  title: string;
  department: string;
  description: string;
  overview: string;
  content: string;
  location: string;
  remote: boolean;
  salary: string;
}

export interface PublicCountry {
  name: string;
  flag: string;
  /** 'Active' or 'Pending' (inactive countries are not delivered). */
  status: string;
}

export interface PublicRegion {
  region: string;
  description: string;
  countries: PublicCountry[];
}

export interface PublicPodcast {
  id: string;
  title: string;
  url: string;
  cover: string;
  /** YYYY-MM-DD. */
  date: string;
  category: string;
  isLiveNow: boolean;
}

export interface PublicPodcasts {
  podcasts: PublicPodcast[];
  /** The podcasts page's hero cover, or null. */
  hero: string | null;
}

export interface PublicLegalLink {
  slug: string;
  title: string;
}

export interface PublicLegalPage extends PublicLegalLink {
  content: string;
  /** ISO time of the last change ('Last update'). */
  updatedAt: string;
}

export interface PublicSeo {
  page: string;
  title: string;
  metaTags: string[];
  metaDescription: string;
  metaKeywords: string[];
}

export interface PublicCompany {
  name: string;
  logo: string;
  row: number;
}

export interface PublicReview {
  fullName: string;
  jobTitle: string;
  title: string;
  description: string;
  avatar: string | null;
  row: number;
}

export interface PublicAboutCard {
  title: string;
  content: string;
  media: string | null;
  row: number;
}

export interface PublicHomeHero {
  heading: string;
  description: string;
  image: string;
}

export interface Delivered<T> {
  success: true;
  data: T;
}

const get = <P extends string>(path: P) => ({ method: 'GET' as const, path: `/content${path}` as `/content${P}` });

/** Every public content route (paths under /api). */
export const contentApi = {
  sections: endpoint({ ...get('/sections/:page'), params: ContentPageParams, answer: answer<Delivered<PublicSection[]>>() }),
  articles: endpoint({ ...get('/articles/:kind'), params: ContentKindParams, query: ContentArticleQuery, answer: answer<PublicArticlePage>() }),
  article: endpoint({ ...get('/articles/:kind/:slug'), params: ContentArticleParams, answer: answer<Delivered<PublicArticle>>() }),
  pricing: endpoint({ ...get('/pricing'), answer: answer<Delivered<PublicPricingPlan[]>>() }),
  faqs: endpoint({ ...get('/faqs'), answer: answer<Delivered<PublicFaq[]>>() }),
  jobs: endpoint({ ...get('/jobs'), answer: answer<Delivered<PublicJob[]>>() }),
  job: endpoint({ ...get('/jobs/:id'), params: ContentIdParams, answer: answer<Delivered<PublicJob>>() }),
  countries: endpoint({ ...get('/countries'), answer: answer<Delivered<PublicRegion[]>>() }),
  podcasts: endpoint({ ...get('/podcasts'), answer: answer<Delivered<PublicPodcasts>>() }),
  legalPages: endpoint({ ...get('/legal'), answer: answer<Delivered<PublicLegalLink[]>>() }),
  legalPage: endpoint({ ...get('/legal/:slug'), params: ContentSlugParams, answer: answer<Delivered<PublicLegalPage>>() }),
  seo: endpoint({ ...get('/seo/:page'), params: ContentPageParams, answer: answer<Delivered<PublicSeo>>() }),
  companies: endpoint({ ...get('/companies'), answer: answer<Delivered<PublicCompany[]>>() }),
  reviews: endpoint({ ...get('/reviews'), answer: answer<Delivered<PublicReview[]>>() }),
  aboutCards: endpoint({ ...get('/about-cards'), answer: answer<Delivered<PublicAboutCard[]>>() }),
  homeHero: endpoint({ ...get('/home-hero'), answer: answer<Delivered<PublicHomeHero | null>>() }),
  dashboardHero: endpoint({ ...get('/dashboard-hero'), answer: answer<Delivered<{ cover: string } | null>>() }),
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
