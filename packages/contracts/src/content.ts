import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import { Nullable } from './answers';
import { answer, endpoint } from './endpoint';
import { FocalPoint } from './media';
import { JobFields } from './jobs';
import { PlanFields } from './pricing';
import { slugAddressPattern } from './slugs';

/**
 * The public content delivery API (docs/api.md "Public content API"): read-only GET routes under `/api/content`
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

/** A slug in an address: letters of any script, marks, digits and dashes (percent-encoded in the URL; packages/contracts/src/slugs.ts). */
const Slug = Type.String({ pattern: slugAddressPattern() });
export const ContentPageParams = Type.Object({ page: Type.String({ pattern: slugAddressPattern(61) }) });
export const ContentKindParams = Type.Object({
  kind: Type.Union([Type.Literal('blog'), Type.Literal('resource'), Type.Literal('guide')]),
});
export const ContentArticleParams = Type.Object({ kind: ContentKindParams.properties.kind, slug: Slug });
export const ContentSlugParams = Type.Object({ slug: Slug });
export const ContentIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * `fields=title,slug`: only these fields of each item (of the record, for one record). An unknown name is a
 * 400 naming it. The answer's item schemas list every field; with `fields` the others are left out.
 */
const Fields = Type.Optional(
  Type.String({
    maxLength: 400,
    description: 'Comma-separated fields to keep in each item (all when absent); an unknown field is a 400 naming it.',
  }),
);

/**
 * The language asked for, one of the site's CONTENT_LOCALES (else the request's Accept-Language decides, else the
 * default locale); another is a 400 naming those the site has. Text not translated falls back, field by field,
 * to the default locale's (docs/content-in-several-languages.md).
 */
const Locale = Type.Optional(
  Type.String({
    maxLength: 35,
    description:
      "One of the site's content locales (CONTENT_LOCALES); absent: the best match of Accept-Language, else the default locale.",
  }),
);

export const ContentArticleQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: CONTENT_MAX_PAGE_SIZE })),
    category: Type.Optional(Type.String({ maxLength: 60 })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    fields: Fields,
    locale: Locale,
  },
  { additionalProperties: false },
);
export type ContentArticleQuery = Static<typeof ContentArticleQuery>;

/** The query of a public route that answers one record: only `fields`. Any other parameter is a 400. */
export const ContentFieldsQuery = Type.Object({ fields: Fields }, { additionalProperties: false });
export type ContentFieldsQuery = Static<typeof ContentFieldsQuery>;

/** `fields` and `locale`: the query of a translated single record. */
export const ContentLocalizedQuery = Type.Object({ fields: Fields, locale: Locale }, { additionalProperties: false });
export type ContentLocalizedQuery = Static<typeof ContentLocalizedQuery>;

/**
 * The query of a public list: paging, `fields` and the list's own filters (each an exact match on the field
 * of that name, case-insensitive for text; `q` searches some text fields). Without `page` and `pageSize` the
 * whole list is one page, as before paging existed. Any other parameter is a 400 naming it.
 */
export const ContentListQuery = <P extends TProperties>(filters: P) =>
  Type.Object(
    {
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'The page, from 1 (default 1).' })),
      pageSize: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: CONTENT_MAX_PAGE_SIZE,
          description: `Items per page (default ${CONTENT_DEFAULT_PAGE_SIZE} when page is given; the whole list when neither is).`,
        }),
      ),
      fields: Fields,
      ...filters,
    },
    { additionalProperties: false },
  );

const Search = (what: string) =>
  Type.Optional(Type.String({ maxLength: 100, description: `Text contained in ${what} (any case).` }));
const Exact = (what: string) =>
  Type.Optional(Type.String({ maxLength: 100, description: `Only items whose ${what} is this (any case).` }));
const RowFilter = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Only items of this row.' }),
);

/**
 * `locale` translates the sections: a banner's (page `banners-component`) heading, description and image; any other
 * page area's heading, description and button texts.
 */
export const ContentSectionsQuery = ContentListQuery({ type: Exact('section type'), locale: Locale });
export const ContentPricingQuery = ContentListQuery({ q: Search('the plan name or description'), locale: Locale });
export const ContentFaqsQuery = ContentListQuery({
  row: RowFilter,
  q: Search('the question or answer'),
  locale: Locale,
});
export const ContentJobsQuery = ContentListQuery({
  department: Exact('department'),
  location: Exact('location'),
  remote: Type.Optional(Type.Boolean({ description: 'Only remote jobs (true) or on-site ones (false).' })),
  q: Search('the title or description'),
  locale: Locale,
});
export const ContentCountriesQuery = ContentListQuery({
  region: Exact('region name (as delivered in the locale)'),
  status: Type.Optional(
    Type.Union([Type.Literal('Active'), Type.Literal('Pending')], {
      description: 'Only regions with countries of this status, and only those countries.',
    }),
  ),
  locale: Locale,
});
export const ContentPodcastsQuery = ContentListQuery({
  category: Exact('category'),
  isLiveNow: Type.Optional(Type.Boolean({ description: 'Only podcasts live now (true) or not (false).' })),
  locale: Locale,
});
export const ContentLegalQuery = ContentListQuery({ q: Search('the title'), locale: Locale });
export const ContentCompaniesQuery = ContentListQuery({ row: RowFilter, q: Search('the name') });
export const ContentReviewsQuery = ContentListQuery({
  row: RowFilter,
  q: Search('the title or description'),
  locale: Locale,
});
export const ContentAboutCardsQuery = ContentListQuery({
  row: RowFilter,
  q: Search('the title or content'),
  locale: Locale,
});

/**
 * An image as the site shows it (issue 37): its address, size, text alternative (`alt` is '' for a decorative
 * image, on purpose) and smaller copies for `srcset` (WebP and AVIF at each width narrower than the original;
 * none for an SVG or a small image). Made once, in the background: just after an upload, `variants` may be empty.
 */
export const DeliveredImage = Type.Object({
  src: Type.String(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  alt: Type.String(),
  decorative: Type.Boolean(),
  /** The point to keep in view when the site crops it (object-position), or null: the middle. */
  focalPoint: Nullable(FocalPoint),
  variants: Type.Array(Type.Object({ src: Type.String(), width: Type.Integer(), type: Type.String() })),
});
export type DeliveredImage = Static<typeof DeliveredImage>;

/** A section of a page area (active ones only, in order); its type's fields are under `body`. */
export const PublicSection = Type.Object({
  id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  order: Type.Number(),
  type: Type.String(),
  body: Type.Record(Type.String(), Type.Unknown()),
  /** The images its body names (its image, its cards' images), each with its alt text and variants. */
  images: Type.Array(DeliveredImage),
  /** The section's locales with all its text (when the site has several). */
  locales: Type.Optional(Type.Array(Type.String())),
});
export type PublicSection = Static<typeof PublicSection>;

/** The locales a record is delivered in with all its text (the default always; present when the site has several). */
const AvailableLocales = Type.Optional(
  Type.Array(Type.String(), {
    description:
      'The site locales this record has every translatable field in (the default locale always); only when CONTENT_LOCALES names several.',
  }),
);

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
  /** The cover with its alt text and `srcset` variants, or null when none. */
  coverImage: Nullable(DeliveredImage),
  locales: AvailableLocales,
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
  ...PlanFields,
  media: Type.String(),
  /** `media` with its alt text and `srcset` variants, or null when none. */
  mediaImage: Nullable(DeliveredImage),
  locales: AvailableLocales,
});
export type PublicPricingPlan = Static<typeof PublicPricingPlan>;

export const PublicFaq = Type.Object({
  id: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  row: Type.Number(),
  locales: AvailableLocales,
});
export type PublicFaq = Static<typeof PublicFaq>;

export const PublicJob = Type.Object({
  id: Type.String(),
  ...JobFields,
  locales: AvailableLocales,
});
export type PublicJob = Static<typeof PublicJob>;

export const PublicCountry = Type.Object({
  name: Type.String(),
  flag: Type.String(),
  /** `flag` with its alt text and variants, or null when none. */
  flagImage: Nullable(DeliveredImage),
  /** 'Active' or 'Pending' (inactive countries are not delivered). */
  status: Type.String(),
  locales: AvailableLocales,
});
export type PublicCountry = Static<typeof PublicCountry>;

export const PublicRegion = Type.Object({
  region: Type.String(),
  description: Type.String(),
  countries: Type.Array(PublicCountry),
  locales: AvailableLocales,
});
export type PublicRegion = Static<typeof PublicRegion>;

export const PublicPodcast = Type.Object({
  id: Type.String(),
  title: Type.String(),
  url: Type.String(),
  cover: Type.String(),
  /** `cover` with its alt text and variants, or null when none. */
  coverImage: Nullable(DeliveredImage),
  /** YYYY-MM-DD. */
  date: Type.String(),
  category: Type.String(),
  isLiveNow: Type.Boolean(),
  locales: AvailableLocales,
});
export type PublicPodcast = Static<typeof PublicPodcast>;

export const PublicPodcasts = Type.Object({
  podcasts: Type.Array(PublicPodcast),
  /** The podcasts page's hero cover, or null. */
  hero: Nullable(Type.String()),
  /** `hero` with its alt text and variants, or null. */
  heroImage: Nullable(DeliveredImage),
});
export type PublicPodcasts = Static<typeof PublicPodcasts>;

export const PublicLegalLink = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  locales: AvailableLocales,
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
  /**
   * The page's `hreflang` alternates: one per site locale its SEO entry is complete in, and `x-default` (the default
   * locale); the site writes `<link rel="alternate" hreflang href>` with its own address of the page in `locale`.
   * Only when CONTENT_LOCALES names several.
   */
  alternates: Type.Optional(Type.Array(Type.Object({ hreflang: Type.String(), locale: Type.String() }))),
});
export type PublicSeo = Static<typeof PublicSeo>;

export const PublicCompany = Type.Object({
  name: Type.String(),
  logo: Type.String(),
  /** `logo` with its alt text and variants, or null when none. */
  logoImage: Nullable(DeliveredImage),
  row: Type.Number(),
});
export type PublicCompany = Static<typeof PublicCompany>;

export const PublicReview = Type.Object({
  fullName: Type.String(),
  jobTitle: Type.String(),
  title: Type.String(),
  description: Type.String(),
  avatar: Nullable(Type.String()),
  /** `avatar` with its alt text and variants, or null when none. */
  avatarImage: Nullable(DeliveredImage),
  row: Type.Number(),
  locales: AvailableLocales,
});
export type PublicReview = Static<typeof PublicReview>;

export const PublicAboutCard = Type.Object({
  title: Type.String(),
  content: Type.String(),
  media: Nullable(Type.String()),
  /** `media` with its alt text and variants, or null when none. */
  mediaImage: Nullable(DeliveredImage),
  row: Type.Number(),
  locales: AvailableLocales,
});
export type PublicAboutCard = Static<typeof PublicAboutCard>;

export const PublicHomeHero = Type.Object({
  heading: Type.String(),
  description: Type.String(),
  image: Type.String(),
  /** `image` with its alt text and variants, or null when none. */
  heroImage: Nullable(DeliveredImage),
  locales: AvailableLocales,
});
export type PublicHomeHero = Static<typeof PublicHomeHero>;

/** `{ success: true, data }`. */
export const DeliveredSchema = <S extends TSchema>(data: S) => Type.Object({ success: Type.Literal(true), data });
export interface Delivered<T> {
  success: true;
  data: T;
}

/** `{ success: true, data, total, page, pageSize }`: one page of a list; `total` counts every item the filters let through. */
export const DeliveredPageSchema = <S extends TSchema>(data: S) =>
  Type.Object({
    success: Type.Literal(true),
    data,
    total: Type.Number(),
    page: Type.Number(),
    pageSize: Type.Number(),
  });

const get = <P extends string>(path: P) => ({ method: 'GET' as const, path: `/content${path}` as `/content${P}` });

/** Every public content route (paths under /api). */
export const contentApi = {
  sections: endpoint({
    ...get('/sections/:page'),
    params: ContentPageParams,
    query: ContentSectionsQuery,
    answer: answer(DeliveredPageSchema(Type.Array(PublicSection))),
  }),
  articles: endpoint({
    ...get('/articles/:kind'),
    params: ContentKindParams,
    query: ContentArticleQuery,
    answer: answer(PublicArticlePage),
  }),
  article: endpoint({
    ...get('/articles/:kind/:slug'),
    params: ContentArticleParams,
    query: ContentLocalizedQuery,
    answer: answer(DeliveredSchema(PublicArticle)),
  }),
  pricing: endpoint({
    ...get('/pricing'),
    query: ContentPricingQuery,
    answer: answer(DeliveredPageSchema(Type.Array(PublicPricingPlan))),
  }),
  faqs: endpoint({
    ...get('/faqs'),
    query: ContentFaqsQuery,
    answer: answer(DeliveredPageSchema(Type.Array(PublicFaq))),
  }),
  jobs: endpoint({
    ...get('/jobs'),
    query: ContentJobsQuery,
    answer: answer(DeliveredPageSchema(Type.Array(PublicJob))),
  }),
  job: endpoint({
    ...get('/jobs/:id'),
    params: ContentIdParams,
    query: ContentLocalizedQuery,
    answer: answer(DeliveredSchema(PublicJob)),
  }),
  countries: endpoint({
    ...get('/countries'),
    query: ContentCountriesQuery,
    answer: answer(DeliveredPageSchema(Type.Array(PublicRegion))),
  }),
  podcasts: endpoint({
    ...get('/podcasts'),
    query: ContentPodcastsQuery,
    answer: answer(DeliveredPageSchema(PublicPodcasts)),
  }),
  legalPages: endpoint({
    ...get('/legal'),
    query: ContentLegalQuery,
    answer: answer(DeliveredPageSchema(Type.Array(PublicLegalLink))),
  }),
  legalPage: endpoint({
    ...get('/legal/:slug'),
    params: ContentSlugParams,
    query: ContentLocalizedQuery,
    answer: answer(DeliveredSchema(PublicLegalPage)),
  }),
  seo: endpoint({
    ...get('/seo/:page'),
    params: ContentPageParams,
    query: ContentLocalizedQuery,
    answer: answer(DeliveredSchema(PublicSeo)),
  }),
  companies: endpoint({
    ...get('/companies'),
    query: ContentCompaniesQuery,
    answer: answer(DeliveredPageSchema(Type.Array(PublicCompany))),
  }),
  reviews: endpoint({
    ...get('/reviews'),
    query: ContentReviewsQuery,
    answer: answer(DeliveredPageSchema(Type.Array(PublicReview))),
  }),
  aboutCards: endpoint({
    ...get('/about-cards'),
    query: ContentAboutCardsQuery,
    answer: answer(DeliveredPageSchema(Type.Array(PublicAboutCard))),
  }),
  homeHero: endpoint({
    ...get('/home-hero'),
    query: ContentLocalizedQuery,
    answer: answer(DeliveredSchema(Nullable(PublicHomeHero))),
  }),
  dashboardHero: endpoint({
    ...get('/dashboard-hero'),
    query: ContentFieldsQuery,
    answer: answer(
      DeliveredSchema(Nullable(Type.Object({ cover: Type.String(), coverImage: Nullable(DeliveredImage) }))),
    ),
  }),
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
