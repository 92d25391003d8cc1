import { CONTENT_DEFAULT_PAGE_SIZE, contentApi, isContentCategory, type PublicRegion } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../http/app-error';
import { jsonValueProblem, MAX_JSON_DEPTH } from '../../http/json-limits';
import { route } from '../../http/route';
import { limitRequests } from '../../limits/rate-limits';
import type { ModuleContext } from '../module';
import { articlePage, deliveredArticle } from './articles';
import { deliverableRows } from './deliverable';
import { installContentCaching, setLastModified } from './delivery';
import { absoluteMediaIn, absoluteMediaInHtml, mediaUrls } from './media';
import { pageKeyOf } from './page-keys';

const TOO_MANY = 'Too many requests from your address. Please wait a minute and try again.';
/** A section body holds the form's JSON fields (one level more than theirs) and is read within these limits. */
const SECTION_BODY_LIMITS = { maxDepth: MAX_JSON_DEPTH + 1, maxValues: 200_000 };

/**
 * The public content delivery API (README "Public content API"): GET only, no session, rate limited per
 * address, cacheable (ETag, 304, Cache-Control per kind), callable from PUBLIC_SITE_ORIGINS (app.ts's CORS
 * serves routes marked public). Each answer is built field by field from what a visitor may see.
 */
export function contentRoutes(app: FastifyInstance, { db, storage, config }: ModuleContext) {
  installContentCaching(app, (kind) => config.contentCacheSeconds[kind] ?? config.contentCacheSeconds.default ?? 60);
  const limit = { onRequest: limitRequests(app, { name: 'content', max: config.contentRequestsPerMinute, windowMs: 60_000, message: TOO_MANY }) };
  const open = (contentKind: string) => ({ public: true, contentKind });
  const media = mediaUrls(storage, config.publicUrl);

  route(app, contentApi.sections, open('sections'), async (request, reply) => {
    const rows = await db
      .selectFrom('sections')
      .select(['id', 'title', 'order', 'section_type', 'body', 'updated_at'])
      .where('page', '=', request.params.page)
      .where('is_active', '=', true)
      .orderBy('order')
      .orderBy('created_at')
      .execute();
    setLastModified(reply, rows.map((row) => row.updated_at));
    const data = deliverableRows(rows, (row) => {
      // Checked before the recursive rewriting below; rows written since the limits exist always pass.
      const problem = jsonValueProblem(row.body, SECTION_BODY_LIMITS);
      if (problem) throw new Error(`The section body ${problem}`);
      return { id: row.id, title: row.title, order: row.order, type: row.section_type, body: absoluteMediaIn(row.body ?? {}, media) as Record<string, unknown> };
    }, app.log, 'section');
    return { success: true, data };
  }, limit);

  route(app, contentApi.articles, open('articles'), async (request, reply) => {
    const { page = 1, pageSize = CONTENT_DEFAULT_PAGE_SIZE, category, q } = request.query;
    if (category && !isContentCategory(category)) throw new AppError(400, 'category must be one of the content categories');
    const found = await articlePage(db, { kind: request.params.kind, page, pageSize, category, q }, media);
    setLastModified(reply, found.times);
    return { success: true, data: found.articles, total: found.total, page, pageSize };
  }, limit);

  route(app, contentApi.article, open('articles'), async (request, reply) => {
    const found = await deliveredArticle(db, request.params.kind, request.params.slug, media);
    if (!found) throw new AppError(404, 'No published article has this address');
    setLastModified(reply, found.times);
    return { success: true, data: found.article };
  }, limit);

  route(app, contentApi.pricing, open('pricing'), async (request, reply) => {
    const rows = await db.selectFrom('pricing_plans').selectAll().orderBy('position').orderBy('created_at').execute();
    setLastModified(reply, rows.map((row) => row.updated_at));
    const data = rows.map((row) => ({
      id: row.id, planName: row.plan_name, monthlyPrice: Number(row.monthly_price), yearlyPrice: Number(row.yearly_price),
      description: row.description, features: row.features, media: media(row.media),
    }));
    return { success: true, data };
  }, limit);

  route(app, contentApi.faqs, open('faqs'), async (_request, reply) => {
    const rows = await db.selectFrom('faqs').select(['id', 'question', 'answer', 'row', 'updated_at']).orderBy('row').orderBy('created_at').execute();
    setLastModified(reply, rows.map((row) => row.updated_at));
    return { success: true, data: rows.map((row) => ({ id: row.id, question: row.question, answer: row.answer, row: row.row })) };
  }, limit);

  const jobColumns = ['id', 'title', 'department', 'description', 'overview', 'content', 'location', 'remote', 'salary', 'updated_at'] as const;
  const jobOf = (row: { id: string; title: string; department: string; description: string; overview: string; content: string; location: string; remote: boolean; salary: string }, html: (text: string) => string) => ({
    id: row.id, title: row.title, department: row.department, description: row.description, overview: row.overview,
    content: html(row.content), location: row.location, remote: row.remote, salary: row.salary,
  });

  route(app, contentApi.jobs, open('jobs'), async (request, reply) => {
    const rows = await db.selectFrom('jobs').select([...jobColumns]).orderBy('created_at', 'desc').orderBy('id').execute();
    setLastModified(reply, rows.map((row) => row.updated_at));
    return { success: true, data: rows.map((row) => jobOf(row, (html) => absoluteMediaInHtml(html, media))) };
  }, limit);

  route(app, contentApi.job, open('jobs'), async (request, reply) => {
    const row = await db.selectFrom('jobs').select([...jobColumns]).where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw new AppError(404, 'This job is no longer open');
    setLastModified(reply, [row.updated_at]);
    return { success: true, data: jobOf(row, (html) => absoluteMediaInHtml(html, media)) };
  }, limit);

  route(app, contentApi.countries, open('countries'), async (request, reply) => {
    // Inactive countries are not covered; regions left with none are not shown.
    const rows = await db
      .selectFrom('countries')
      .innerJoin('country_regions', 'country_regions.id', 'countries.region_id')
      .select(['country_regions.name as region', 'country_regions.description', 'countries.name', 'countries.flag', 'countries.status', 'countries.updated_at', 'country_regions.updated_at as region_updated_at'])
      .where('countries.status', '<>', 'Inactive')
      .orderBy('country_regions.name')
      .orderBy('countries.name')
      .execute();
    setLastModified(reply, rows.flatMap((row) => [row.updated_at, row.region_updated_at]));
    const regions = new Map<string, PublicRegion>();
    for (const row of rows) {
      const region = regions.get(row.region) ?? { region: row.region, description: row.description, countries: [] };
      region.countries.push({ name: row.name, flag: media(row.flag), status: row.status });
      regions.set(row.region, region);
    }
    return { success: true, data: [...regions.values()] };
  }, limit);

  route(app, contentApi.podcasts, open('podcasts'), async (request, reply) => {
    const [rows, hero] = await Promise.all([
      db
        .selectFrom('podcasts')
        .select(['id', 'title', 'url', 'cover', sql<string>`to_char(date_scheduled, 'YYYY-MM-DD')`.as('day'), 'category', 'is_live_now', 'updated_at'])
        .orderBy('date_scheduled', 'desc')
        .orderBy('created_at', 'desc')
        .execute(),
      db.selectFrom('podcast_hero').select(['cover', 'updated_at']).where('id', '=', 1).executeTakeFirst(),
    ]);
    setLastModified(reply, [...rows.map((row) => row.updated_at), hero?.updated_at]);
    const podcasts = rows.map((row) => ({ id: row.id, title: row.title, url: row.url, cover: media(row.cover), date: row.day, category: row.category, isLiveNow: row.is_live_now }));
    return { success: true, data: { podcasts, hero: hero?.cover ? media(hero.cover) : null } };
  }, limit);

  const legalPages = () => db.selectFrom('legal_pages').select(['title', 'content', 'updated_at']).orderBy('title').execute();

  route(app, contentApi.legalPages, open('legal'), async (_request, reply) => {
    const rows = await legalPages();
    setLastModified(reply, rows.map((row) => row.updated_at));
    return { success: true, data: rows.map((row) => ({ slug: pageKeyOf(row.title), title: row.title })) };
  }, limit);

  route(app, contentApi.legalPage, open('legal'), async (request, reply) => {
    // A handful of pages, found by the slug of their title ('Privacy Policy' → privacy-policy).
    const row = (await legalPages()).find((page) => pageKeyOf(page.title) === request.params.slug.toLowerCase());
    if (!row) throw new AppError(404, 'No legal page has this address');
    setLastModified(reply, [row.updated_at]);
    return { success: true, data: { slug: pageKeyOf(row.title), title: row.title, content: absoluteMediaInHtml(row.content, media), updatedAt: row.updated_at.toISOString() } };
  }, limit);

  route(app, contentApi.seo, open('seo'), async (request, reply) => {
    const rows = await db.selectFrom('seo_pages').select(['title', 'meta_tags', 'meta_description', 'meta_keywords', 'updated_at']).execute();
    const row = rows.find((page) => pageKeyOf(page.title) === request.params.page.toLowerCase());
    if (!row) throw new AppError(404, 'No SEO entry for this page');
    setLastModified(reply, [row.updated_at]);
    return { success: true, data: { page: pageKeyOf(row.title), title: row.title, metaTags: row.meta_tags, metaDescription: row.meta_description, metaKeywords: row.meta_keywords } };
  }, limit);

  route(app, contentApi.companies, open('companies'), async (request, reply) => {
    const rows = await db.selectFrom('companies').select(['name', 'logo', 'row', 'created_at']).orderBy('row').orderBy('created_at').execute();
    setLastModified(reply, rows.map((row) => row.created_at));
    return { success: true, data: rows.map((row) => ({ name: row.name, logo: media(row.logo), row: row.row })) };
  }, limit);

  route(app, contentApi.reviews, open('reviews'), async (request, reply) => {
    const rows = await db.selectFrom('reviews').select(['first_name', 'last_name', 'job_title', 'title', 'description', 'avatar', 'row', 'updated_at']).orderBy('row').orderBy('created_at').execute();
    setLastModified(reply, rows.map((row) => row.updated_at));
    const data = rows.map((row) => ({
      fullName: `${row.first_name} ${row.last_name}`.trim(), jobTitle: row.job_title, title: row.title, description: row.description,
      avatar: row.avatar ? media(row.avatar) : null, row: row.row,
    }));
    return { success: true, data };
  }, limit);

  route(app, contentApi.aboutCards, open('about-cards'), async (request, reply) => {
    const rows = await db.selectFrom('about_cards').select(['title', 'content', 'media', 'row', 'updated_at']).orderBy('row').orderBy('created_at').execute();
    setLastModified(reply, rows.map((row) => row.updated_at));
    return { success: true, data: rows.map((row) => ({ title: row.title, content: row.content, media: row.media ? media(row.media) : null, row: row.row })) };
  }, limit);

  route(app, contentApi.homeHero, open('heroes'), async (request, reply) => {
    const row = await db.selectFrom('home_hero').select(['heading', 'description', 'image', 'updated_at']).where('id', '=', 1).executeTakeFirst();
    setLastModified(reply, [row?.updated_at]);
    return { success: true, data: row ? { heading: row.heading, description: row.description, image: media(row.image) } : null };
  }, limit);

  route(app, contentApi.dashboardHero, open('heroes'), async (request, reply) => {
    const row = await db.selectFrom('dashboard_hero').select(['cover', 'updated_at']).where('id', '=', 1).executeTakeFirst();
    setLastModified(reply, [row?.updated_at]);
    return { success: true, data: row?.cover ? { cover: media(row.cover) } : null };
  }, limit);
}
