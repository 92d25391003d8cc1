import {
  type ArticleLink,
  CONTENT_DEFAULT_PAGE_SIZE,
  contentApi,
  sectionButtonField,
  sectionCardButtonField,
  sectionCardField,
  isContentCategory,
  normalizeSlug,
  PublicAboutCard,
  PublicArticle,
  PublicArticleSummary,
  PublicCompany,
  PublicFaq,
  PublicHomeHero,
  PublicJob,
  PublicLegalLink,
  PublicLegalPage,
  PublicPodcast,
  PublicPricingPlan,
  PublicRegion,
  PublicReview,
  PublicSection,
  PublicSeo,
  type Endpoint,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPreview, versionsFor } from '../../content-state/delivery';
import { AppError } from '../../http/app-error';
import { jsonValueProblem, MAX_JSON_DEPTH } from '../../http/json-limits';
import { route, type ContractAnswer, type ContractRequest } from '../../http/route';
import { limitRequests } from '../../limits/rate-limits';
import type { ModuleContext } from '../module';
import { articlePage, deliveredArticle, translatedArticle } from './articles';
import { deliverableRows } from './deliverable';
import { installContentCaching, setLastModified } from './delivery';
import { fieldPicker } from './fields';
import { refuseUnknownParameters } from './known-parameters';
import { listPage } from './list-answer';
import { imageBook } from './images';
import { absoluteMediaIn, absoluteMediaInHtml, mediaUrls, storedAddressesIn } from './media';
import { answerLocale } from './locale';
import { inLocaleOf } from './in-locale';
import { pageKeyOf } from './page-keys';
import { BANNERS_PAGE } from '../sections/input';
import { itemsInLocale, localizedImages, translatedRows, withLocales, type TranslatedRows } from './translated';
import { localized, translationsOf, type StoredTranslation } from '../translations/store';
import { TRANSLATABLE, translatedIdOf } from '../translations/kinds';

/** The plugin whose records each content kind delivers. */
const PLUGIN_OF_KIND = {
  sections: 'sections',
  articles: 'articles',
  pricing: 'pricing',
  faqs: 'faqs',
  jobs: 'jobs',
  countries: 'countries',
  podcasts: 'podcasts',
  legal: 'legal-pages',
  seo: 'seo',
  companies: 'companies',
  reviews: 'reviews',
  'about-cards': 'sections',
  heroes: 'sections',
} as const;

const TOO_MANY = 'Too many requests from your address. Please wait a minute and try again.';
/** A section body holds the form's JSON fields (one level more than theirs) and is read within these limits. */
const SECTION_BODY_LIMITS = { maxDepth: MAX_JSON_DEPTH + 1, maxValues: 200_000 };

/** A stored button with its text in the answer's locale (anything else in the list is delivered as stored). */
function translatedButton(button: unknown, text: (value: string) => string): unknown {
  if (!button || typeof button !== 'object' || typeof (button as { text?: unknown }).text !== 'string') return button;
  return { ...button, text: text((button as { text: string }).text) };
}

/** A stored card with its texts in the answer's locale (its image and links are the same in every language). */
function translatedCard(card: unknown, position: number, id: string, translated: TranslatedRows): unknown {
  if (!card || typeof card !== 'object' || Array.isArray(card)) return card;
  const delivered: Record<string, unknown> = { ...(card as Record<string, unknown>) };
  for (const part of ['title', 'subtitle', 'description'] as const)
    if (typeof delivered[part] === 'string')
      delivered[part] = translated.text(id, sectionCardField(position, part), delivered[part] as string);
  if (Array.isArray(delivered.buttons))
    delivered.buttons = delivered.buttons.map((button: unknown, index) =>
      translatedButton(button, (text) => translated.text(id, sectionCardButtonField(position, index), text)),
    );
  return delivered;
}

/** When an answer last changed: its rows' edits, and those of what was read with them (images, translations). */
const changedAt = (rows: Array<{ updated_at: Date | string }>, ...readWith: Array<{ times: Date[] }>) => [
  ...rows.map((row) => row.updated_at),
  ...readWith.flatMap((part) => part.times),
];

/** The fields of an answer's items, from its contract (what `fields=` may name). */
const fieldsOf = (schema: { properties: Record<string, unknown> }) => Object.keys(schema.properties);

/**
 * The public content delivery API (docs/api.md "Public content API"): GET only, no session, rate limited per
 * address, cacheable (ETag, 304, Cache-Control per kind), callable from PUBLIC_SITE_ORIGINS (app.ts's CORS
 * serves routes marked public). Each answer is built field by field from what a visitor may see.
 */
export function contentRoutes(app: FastifyInstance, { db, storage, config, plugins }: ModuleContext) {
  installContentCaching(
    app,
    (kind) => config.contentCacheSeconds[kind] ?? config.contentCacheSeconds.default ?? 60,
    config.contentLocales[0],
    { db, context: () => String(plugins.revision) },
  );
  refuseUnknownParameters(app);
  const limit = {
    onRequest: limitRequests(app, {
      name: 'content',
      max: config.contentRequestsPerMinute,
      windowMs: 60_000,
      message: TOO_MANY,
    }),
  };
  // Each kind is delivered while the plugin that edits it is on (404 when it is off).
  const open = (contentKind: keyof typeof PLUGIN_OF_KIND) => ({
    public: true,
    contentKind,
    plugin: PLUGIN_OF_KIND[contentKind],
  });
  // Every delivery route: public, on while its kind's plugin is, rate limited.
  const deliver = <E extends Endpoint>(
    endpoint: E,
    kind: keyof typeof PLUGIN_OF_KIND,
    handler: NoInfer<(request: ContractRequest<E>, reply: FastifyReply) => Promise<ContractAnswer<E>>>,
  ) => route(app, endpoint, open(kind), handler, limit);
  const media = mediaUrls(storage, config.publicUrl);
  const imagesOf = (urls: Array<string | null | undefined>) => imageBook(db, urls, media);
  const inLocale = inLocaleOf(db, config.contentLocales);

  deliver(contentApi.sections, 'sections', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicSection));
    const preview = await isPreview(request, db, 'sections');
    const stored = await db
      .selectFrom('sections')
      .selectAll()
      .where('page', '=', request.params.page)
      .orderBy('order')
      .orderBy('created_at')
      .execute();
    // The published version (or a preview's draft), and only while it is active: the spec's isActive still hides it.
    const rows = versionsFor(stored, preview).filter((row) => row.is_active);
    const images = await imagesOf(rows.flatMap((row) => storedAddressesIn(row.body)));
    // Delivered in a locale: a banner's heading, description and image (kind banners), any other page area's
    // heading, description and button texts (kind sections).
    const banners = request.params.page === BANNERS_PAGE;
    // A banner's title is its row's own column, translated with its body's texts.
    const spread = rows.map((row) => ({ ...(row.body ?? {}), ...(banners ? { title: row.title } : {}), id: row.id }));
    const translated = await inLocale(request, reply, banners ? 'banners' : 'sections', spread);
    const bannerImages = banners
      ? await localizedImages(
          db,
          translated,
          rows.map((row) => row.id),
          ['image'],
          media,
        )
      : null;
    setLastModified(reply, [
      ...rows.map((row) => row.updated_at),
      ...images.times,
      ...translated.times,
      ...(bannerImages?.times ?? []),
    ]);
    const data = deliverableRows(
      rows,
      (row) => {
        // Checked before the recursive rewriting below; rows written since the limits exist always pass.
        const problem = jsonValueProblem(row.body, SECTION_BODY_LIMITS);
        if (problem) throw new Error(`The section body ${problem}`);
        const body = absoluteMediaIn(row.body ?? {}, media) as Record<string, unknown>;
        let delivered = storedAddressesIn(row.body)
          .map((url) => images.of(url))
          .filter((image) => image !== null);
        // The section in the answer's locale: its text field by field (the caption too, when it has one).
        for (const field of ['heading', 'description', 'caption'])
          if (typeof body[field] === 'string') body[field] = translated.text(row.id, field, body[field] as string);
        // Its buttons' texts by position; their links, targets and styles are the same in every language.
        if (Array.isArray(body.buttons))
          body.buttons = body.buttons.map((button: unknown, position) =>
            translatedButton(button, (text) => translated.text(row.id, sectionButtonField(position), text)),
          );
        if (!bannerImages) {
          // A card section's cards by position: title, subtitle, description and their buttons' texts.
          if (Array.isArray(body.cards))
            body.cards = body.cards.map((card: unknown, position) =>
              translatedCard(card, position, row.id, translated),
            );
          return withLocales(
            {
              id: row.id,
              title: row.title,
              slug: row.slug,
              order: row.order,
              type: row.section_type,
              body,
              images: delivered,
            },
            translated.locales(row.id),
          );
        }
        // A banner's image: the translation's own, else the default.
        const storedImage = typeof row.body?.image === 'string' ? row.body.image : '';
        if (storedImage || translated.image(row.id, 'image').url) {
          const defaultImage = storedImage ? images.of(storedImage) : null;
          const image = bannerImages.of(row.id, 'image', storedImage, defaultImage);
          body.image = image.url;
          const defaultSrc = storedImage ? media(storedImage) : null;
          delivered = [...(image.image ? [image.image] : []), ...delivered.filter((entry) => entry.src !== defaultSrc)];
        }
        return withLocales(
          {
            id: row.id,
            title: translated.text(row.id, 'title', row.title),
            slug: row.slug,
            order: row.order,
            type: row.section_type,
            body,
            images: delivered,
          },
          translated.locales(row.id),
        );
      },
      app.log,
      'section',
    );
    return { success: true, ...listPage(data, request.query, { fields: fieldsOf(PublicSection), exact: ['type'] }) };
  });

  deliver(contentApi.articles, 'articles', async (request, reply) => {
    const { page = 1, pageSize = CONTENT_DEFAULT_PAGE_SIZE, category, q } = request.query;
    if (category && !isContentCategory(category))
      throw new AppError(400, 'category must be one of the content categories');
    const pick = fieldPicker(request.query.fields, fieldsOf(PublicArticleSummary));
    const locale = answerLocale(request, reply, config.contentLocales);
    const translatedLocale = locale === config.contentLocales[0] ? undefined : locale;
    const found = await articlePage(
      db,
      { kind: request.params.kind, page, pageSize, category, q, translatedLocale },
      media,
      await isPreview(request, db, 'articles'),
    );
    const translated = await translatedRows(db, config.contentLocales, 'articles', locale, found.texts);
    const covers = await localizedImages(
      db,
      translated,
      found.texts.map((row) => row.id),
      ['cover'],
      media,
    );
    const storedCover = new Map(found.texts.map((row) => [row.id, String(row.cover ?? '')]));
    setLastModified(reply, [...found.times, ...translated.times, ...covers.times]);
    const data = found.articles.map((article) =>
      withLocales(
        translatedArticle(article, translated, covers, storedCover.get(article.id) ?? ''),
        translated.locales(article.id),
      ),
    );
    return { success: true, data: data.map(pick), total: found.total, page, pageSize };
  });

  deliver(contentApi.article, 'articles', async (request, reply) => {
    const pick = fieldPicker(request.query.fields, fieldsOf(PublicArticle));
    const locale = answerLocale(request, reply, config.contentLocales);
    const translatedLocale = locale === config.contentLocales[0] ? undefined : locale;
    const found = await deliveredArticle(
      db,
      request.params.kind,
      request.params.slug,
      media,
      await isPreview(request, db, 'articles'),
      translatedLocale,
    );
    if (!found) throw new AppError(404, 'No published article has this address');
    const { previous, next } = found.neighbours;
    const translated = await translatedRows(db, config.contentLocales, 'articles', locale, found.texts);
    // The neighbours' links in the same locale (their titles and slugs there); their completeness is not asked.
    const linked = translatedLocale
      ? await translationsOf(
          db,
          'articles',
          [previous, next].filter((id) => id !== null),
          translatedLocale,
        )
      : new Map<string, StoredTranslation>();
    const link = (id: string | null, value: ArticleLink | null) =>
      id && value
        ? { slug: linked.get(id)?.slug || value.slug, title: localized(value.title, linked.get(id), 'title') }
        : value;
    const article = found.article;
    const covers = await localizedImages(db, translated, [article.id], ['cover'], media);
    setLastModified(reply, [...found.times, ...translated.times, ...covers.times]);
    return {
      success: true,
      data: pick(
        withLocales(
          {
            ...translatedArticle(article, translated, covers, String(found.texts[0].cover ?? '')),
            content: absoluteMediaInHtml(translated.text(article.id, 'content', found.texts[0].content), media),
            metaDescription: translated.text(article.id, 'metaDescription', article.metaDescription),
            previous: link(previous, article.previous),
            next: link(next, article.next),
          },
          translated.locales(article.id),
        ),
      ),
    };
  });

  deliver(contentApi.pricing, 'pricing', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicPricingPlan));
    const rows = versionsFor(
      await db.selectFrom('pricing_plans').selectAll().orderBy('position').orderBy('created_at').execute(),
      await isPreview(request, db, 'pricing'),
    );
    const translated = await inLocale(request, reply, 'pricing', rows);
    const images = await imagesOf(rows.map((row) => row.media));
    setLastModified(reply, changedAt(rows, images, translated));
    const data = itemsInLocale(rows, translated, (row) => ({
      id: row.id,
      planName: translated.text(row.id, 'planName', row.plan_name),
      monthlyPrice: Number(row.monthly_price),
      yearlyPrice: Number(row.yearly_price),
      description: translated.text(row.id, 'description', row.description),
      features: row.features,
      media: media(row.media),
      mediaImage: images.of(row.media),
    }));
    return {
      success: true,
      ...listPage(data, request.query, { fields: fieldsOf(PublicPricingPlan), search: ['planName', 'description'] }),
    };
  });

  // Kinds with drafts deliver their published versions, or their drafts to a preview token (docs/editorial-workflow.md).
  deliver(contentApi.faqs, 'faqs', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicFaq));
    const preview = await isPreview(request, db, 'faqs');
    const stored = await db.selectFrom('faqs').selectAll().orderBy('row').orderBy('created_at').execute();
    const rows = versionsFor(stored, preview).sort((a, b) => a.row - b.row);
    const translated = await inLocale(request, reply, 'faqs', rows);
    setLastModified(reply, changedAt(rows, translated));
    const data = itemsInLocale(rows, translated, (row) => ({
      id: row.id,
      question: translated.text(row.id, 'question', row.question),
      answer: translated.text(row.id, 'answer', row.answer),
      row: row.row,
    }));
    return {
      success: true,
      ...listPage(data, request.query, {
        fields: fieldsOf(PublicFaq),
        exact: ['row'],
        search: ['question', 'answer'],
      }),
    };
  });

  type JobRow = {
    id: string;
    title: string;
    department: string;
    description: string;
    overview: string;
    content: string;
    location: string;
    remote: boolean;
    salary: string;
  };
  /** A job as delivered in the answer's locale (its text fields translated, each falling back on its own). */
  const jobOf = (row: JobRow, translated: TranslatedRows) => {
    const text = (field: 'title' | 'description' | 'overview' | 'content') =>
      translated.text(row.id, field, row[field]);
    return withLocales(
      {
        id: row.id,
        title: text('title'),
        department: row.department,
        description: text('description'),
        overview: text('overview'),
        content: absoluteMediaInHtml(text('content'), media),
        location: row.location,
        remote: row.remote,
        salary: row.salary,
      },
      translated.locales(row.id),
    );
  };

  deliver(contentApi.jobs, 'jobs', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicJob));
    const rows = versionsFor(
      await db.selectFrom('jobs').selectAll().orderBy('created_at', 'desc').orderBy('id').execute(),
      await isPreview(request, db, 'jobs'),
    );
    const translated = await inLocale(request, reply, 'jobs', rows);
    setLastModified(reply, changedAt(rows, translated));
    const data = rows.map((row) => jobOf(row, translated));
    return {
      success: true,
      ...listPage(data, request.query, {
        fields: fieldsOf(PublicJob),
        exact: ['department', 'location', 'remote'],
        search: ['title', 'description'],
      }),
    };
  });

  deliver(contentApi.job, 'jobs', async (request, reply) => {
    const pick = fieldPicker(request.query.fields, fieldsOf(PublicJob));
    const preview = await isPreview(request, db, 'jobs');
    const [row] = versionsFor(
      await db.selectFrom('jobs').selectAll().where('id', '=', request.params.id).execute(),
      preview,
    );
    if (!row) throw new AppError(404, 'This job is no longer open');
    const translated = await inLocale(request, reply, 'jobs', [row]);
    setLastModified(reply, [row.updated_at, ...translated.times]);
    return { success: true, data: pick(jobOf(row, translated)) };
  });

  deliver(contentApi.countries, 'countries', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicRegion));
    const { status } = request.query;
    const preview = await isPreview(request, db, 'countries');
    const [stored, regionRows] = await Promise.all([
      db.selectFrom('countries').selectAll().orderBy('name').execute(),
      db.selectFrom('country_regions').selectAll().orderBy('name').execute(),
    ]);
    // The version of each country the site gets (drafts only to a preview); a region's description waiting in a
    // delivered draft is the one shown. Inactive countries are not covered; regions left with none (or none of
    // the status asked) are not shown.
    const delivered = versionsFor(stored, preview).filter(
      (row) => row.status !== 'Inactive' && (status === undefined || row.status === status),
    );
    const regionRowById = new Map(regionRows.map((region) => [region.id, region]));
    const images = await imagesOf(delivered.map((row) => row.flag));
    // Country names, region names and descriptions in the answer's locale, each field falling back on its own.
    const locale = answerLocale(request, reply, config.contentLocales);
    const shownRegions = regionRows.filter((region) => delivered.some((row) => row.region_id === region.id));
    const [countryNames, regionTexts] = await Promise.all([
      translatedRows(db, config.contentLocales, 'countries', locale, delivered),
      translatedRows(db, config.contentLocales, 'country-regions', locale, shownRegions),
    ]);
    setLastModified(reply, [
      ...delivered.map((row) => row.updated_at),
      ...delivered.map((row) => regionRowById.get(row.region_id)?.updated_at),
      ...images.times,
      ...countryNames.times,
      ...regionTexts.times,
    ]);
    const regions = new Map<string, PublicRegion>();
    for (const regionRow of shownRegions) {
      for (const row of delivered.filter((country) => country.region_id === regionRow.id)) {
        const waiting = (row as { region_description?: unknown }).region_description;
        const description = typeof waiting === 'string' ? waiting : regionRow.description;
        const region: PublicRegion =
          regions.get(regionRow.id) ??
          withLocales(
            {
              region: regionTexts.text(regionRow.id, 'region', regionRow.name),
              description: regionTexts.text(regionRow.id, 'description', description),
              countries: [],
            },
            regionTexts.locales(regionRow.id),
          );
        region.countries.push(
          withLocales(
            {
              name: countryNames.text(row.id, 'name', row.name),
              flag: media(row.flag),
              flagImage: images.of(row.flag),
              status: row.status,
            },
            countryNames.locales(row.id),
          ),
        );
        regions.set(regionRow.id, region);
      }
    }
    return {
      success: true,
      ...listPage([...regions.values()], request.query, { fields: fieldsOf(PublicRegion), exact: ['region'] }),
    };
  });

  deliver(contentApi.podcasts, 'podcasts', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicPodcast));
    const [rows, hero] = await Promise.all([
      isPreview(request, db, 'podcasts').then(async (preview) =>
        versionsFor(
          await db
            .selectFrom('podcasts')
            .selectAll()
            .orderBy('date_scheduled', 'desc')
            .orderBy('created_at', 'desc')
            .execute(),
          preview,
        ),
      ),
      db.selectFrom('podcast_hero').select(['cover', 'updated_at']).where('id', '=', 1).executeTakeFirst(),
    ]);
    const images = await imagesOf([...rows.map((row) => row.cover), hero?.cover]);
    // A podcast's title per locale; the hero is a cover only, the same in every locale.
    const translated = await inLocale(request, reply, 'podcasts', rows);
    setLastModified(reply, [
      ...rows.map((row) => row.updated_at),
      hero?.updated_at,
      ...images.times,
      ...translated.times,
    ]);
    // Newest scheduled first, as the editors' list: a draft shown to a preview may have moved its date.
    rows.sort(
      (a, b) =>
        b.date_scheduled.localeCompare(a.date_scheduled) ||
        new Date(b.created_at).getTime() - new Date(a.created_at).getTime(),
    );
    const podcasts = itemsInLocale(rows, translated, (row) => ({
      id: row.id,
      title: translated.text(row.id, 'title', row.title),
      url: row.url,
      cover: media(row.cover),
      coverImage: images.of(row.cover),
      date: row.date_scheduled,
      category: row.category,
      isLiveNow: row.is_live_now,
    }));
    // The page, its filters and `fields` apply to the podcasts; the hero comes with every page.
    const { data, ...paging } = listPage(podcasts, request.query, {
      fields: fieldsOf(PublicPodcast),
      exact: ['category', 'isLiveNow'],
    });
    return {
      success: true,
      data: { podcasts: data, hero: hero?.cover ? media(hero.cover) : null, heroImage: images.of(hero?.cover) },
      ...paging,
    };
  });

  const legalPages = async (preview: boolean) =>
    versionsFor(await db.selectFrom('legal_pages').selectAll().execute(), preview).sort((a, b) =>
      a.title.localeCompare(b.title),
    );

  deliver(contentApi.legalPages, 'legal', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicLegalLink));
    const rows = await legalPages(await isPreview(request, db, 'legal'));
    const translated = await inLocale(request, reply, 'legal-pages', rows);
    setLastModified(reply, changedAt(rows, translated));
    const data = itemsInLocale(rows, translated, (row) => ({
      slug: translated.slug(row.id) || pageKeyOf(row.title),
      title: translated.text(row.id, 'title', row.title),
    }));
    return {
      success: true,
      ...listPage(data, request.query, { fields: fieldsOf(PublicLegalLink), search: ['title'] }),
    };
  });

  deliver(contentApi.legalPage, 'legal', async (request, reply) => {
    const pick = fieldPicker(request.query.fields, fieldsOf(PublicLegalPage));
    // A handful of pages, found by their slug in the answer's locale, else by the slug of their title ('Privacy Policy' → privacy-policy).
    const locale = answerLocale(request, reply, config.contentLocales);
    const pages = await legalPages(await isPreview(request, db, 'legal'));
    const translated = await translatedRows(db, config.contentLocales, 'legal-pages', locale, pages);
    const slug = normalizeSlug(request.params.slug);
    const row =
      pages.find((page) => translated.slug(page.id) === slug) ?? pages.find((page) => pageKeyOf(page.title) === slug);
    if (!row) throw new AppError(404, 'No legal page has this address');
    const changed = [row.updated_at, ...translated.times].reduce((newest, time) => (time > newest ? time : newest));
    setLastModified(reply, [changed]);
    return {
      success: true,
      data: pick(
        withLocales(
          {
            slug: translated.slug(row.id) || pageKeyOf(row.title),
            title: translated.text(row.id, 'title', row.title),
            content: absoluteMediaInHtml(translated.text(row.id, 'content', row.content), media),
            updatedAt: new Date(changed).toISOString(),
          },
          translated.locales(row.id),
        ),
      ),
    };
  });

  deliver(contentApi.seo, 'seo', async (request, reply) => {
    const pick = fieldPicker(request.query.fields, fieldsOf(PublicSeo));
    const rows = versionsFor(
      await db.selectFrom('seo_pages').selectAll().execute(),
      await isPreview(request, db, 'seo'),
    );
    const row = rows.find((page) => pageKeyOf(page.title) === normalizeSlug(request.params.page));
    if (!row) throw new AppError(404, 'No SEO entry for this page');
    const translated = await inLocale(request, reply, 'seo', [row]);
    setLastModified(reply, [row.updated_at, ...translated.times]);
    const complete = translated.locales(row.id);
    // The page's key stays its default-locale title's: it names the page, whatever the language.
    const alternates = complete && [
      ...complete.map((entry) => ({ hreflang: entry, locale: entry })),
      { hreflang: 'x-default', locale: config.contentLocales[0] },
    ];
    return {
      success: true,
      data: pick({
        page: pageKeyOf(row.title),
        title: translated.text(row.id, 'title', row.title),
        metaTags: row.meta_tags,
        metaDescription: translated.text(row.id, 'metaDescription', row.meta_description),
        metaKeywords: row.meta_keywords,
        ...(alternates ? { alternates } : {}),
      }),
    };
  });

  deliver(contentApi.companies, 'companies', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicCompany));
    const stored = await db.selectFrom('companies').selectAll().orderBy('row').orderBy('created_at').execute();
    const rows = versionsFor(stored, await isPreview(request, db, 'companies')).sort((a, b) => a.row - b.row);
    const images = await imagesOf(rows.map((row) => row.logo));
    setLastModified(reply, changedAt(rows, images));
    const data = rows.map((row) => ({
      name: row.name,
      logo: media(row.logo),
      logoImage: images.of(row.logo),
      row: row.row,
    }));
    return {
      success: true,
      ...listPage(data, request.query, { fields: fieldsOf(PublicCompany), exact: ['row'], search: ['name'] }),
    };
  });

  deliver(contentApi.reviews, 'reviews', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicReview));
    const stored = await db.selectFrom('reviews').selectAll().orderBy('row').orderBy('created_at').execute();
    const rows = versionsFor(stored, await isPreview(request, db, 'reviews')).sort((a, b) => a.row - b.row);
    const images = await imagesOf(rows.map((row) => row.avatar));
    // The review's words and the reviewer's job title per locale; the reviewer's name as written.
    const translated = await inLocale(request, reply, 'reviews', rows);
    setLastModified(reply, changedAt(rows, images, translated));
    const data = itemsInLocale(rows, translated, (row) => ({
      fullName: `${row.first_name} ${row.last_name}`.trim(),
      jobTitle: translated.text(row.id, 'role', row.job_title),
      title: translated.text(row.id, 'title', row.title),
      description: translated.text(row.id, 'description', row.description),
      avatar: row.avatar ? media(row.avatar) : null,
      avatarImage: images.of(row.avatar),
      row: row.row,
    }));
    return {
      success: true,
      ...listPage(data, request.query, {
        fields: fieldsOf(PublicReview),
        exact: ['row'],
        search: ['title', 'description'],
      }),
    };
  });

  deliver(contentApi.aboutCards, 'about-cards', async (request, reply) => {
    fieldPicker(request.query.fields, fieldsOf(PublicAboutCard));
    const stored = await db.selectFrom('about_cards').selectAll().orderBy('row').orderBy('created_at').execute();
    // The published version (or a preview's draft), in the order of the version delivered.
    const rows = versionsFor(stored, await isPreview(request, db, 'about_cards')).sort((a, b) => a.row - b.row);
    const images = await imagesOf(rows.map((row) => row.media));
    const translated = await inLocale(request, reply, 'about-cards', rows);
    setLastModified(reply, changedAt(rows, images, translated));
    const data = itemsInLocale(rows, translated, (row) => ({
      title: translated.text(row.id, 'title', row.title),
      content: translated.text(row.id, 'content', row.content),
      media: row.media ? media(row.media) : null,
      mediaImage: images.of(row.media),
      row: row.row,
    }));
    return {
      success: true,
      ...listPage(data, request.query, {
        fields: fieldsOf(PublicAboutCard),
        exact: ['row'],
        search: ['title', 'content'],
      }),
    };
  });

  deliver(contentApi.homeHero, 'heroes', async (request, reply) => {
    const pick = fieldPicker(request.query.fields, fieldsOf(PublicHomeHero));
    const stored = await db.selectFrom('home_hero').selectAll().where('id', '=', 1).execute();
    const [row] = versionsFor(
      stored.map((hero) => ({ ...hero, id: String(hero.id) })),
      await isPreview(request, db, 'home_hero'),
    );
    const images = await imagesOf([row?.image]);
    // The one hero is translated under the fixed id of singletons.
    const id = translatedIdOf(TRANSLATABLE['home-hero'], row?.id);
    const translated = await inLocale(request, reply, 'home-hero', row ? [{ ...row, id }] : []);
    setLastModified(reply, [row?.updated_at, ...images.times, ...translated.times]);
    const text = (field: 'heading' | 'description', value: string) => translated.text(id, field, value);
    return {
      success: true,
      data: row
        ? pick(
            withLocales(
              {
                heading: text('heading', row.heading),
                description: text('description', row.description),
                image: media(row.image),
                heroImage: images.of(row.image),
              },
              translated.locales(id),
            ),
          )
        : null,
    };
  });

  deliver(contentApi.dashboardHero, 'heroes', async (request, reply) => {
    const pick = fieldPicker(request.query.fields, ['cover', 'coverImage']);
    const stored = await db.selectFrom('dashboard_hero').selectAll().where('id', '=', 1).execute();
    const [row] = versionsFor(
      stored.map((hero) => ({ ...hero, id: String(hero.id) })),
      await isPreview(request, db, 'dashboard_hero'),
    );
    const images = await imagesOf([row?.cover]);
    setLastModified(reply, [row?.updated_at, ...images.times]);
    return {
      success: true,
      data: row?.cover ? pick({ cover: media(row.cover), coverImage: images.of(row.cover) }) : null,
    };
  });
}
