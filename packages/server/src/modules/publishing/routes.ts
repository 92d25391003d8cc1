import { publishingApi, type PublishableKind } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { PUBLISHABLE } from '../../content-state/kinds';
import { PREVIEW_TOKEN_SECONDS, previewSecret, signPreviewToken } from '../../content-state/preview-token';
import { publishNow, unpublishNow } from '../../content-state/save';
import { publishingOf, type PublishableRow } from '../../content-state/state';
import type { ModuleContext } from '../module';

/** The plugin that edits each kind: while it is off, its publishing routes answer 404 like its own. */
const PLUGIN_OF: Record<PublishableKind, string> = {
  faqs: 'faqs',
  legal: 'legal-pages',
  seo: 'seo',
  pricing: 'pricing',
  jobs: 'jobs',
  reviews: 'reviews',
  companies: 'companies',
  articles: 'articles',
  podcasts: 'podcasts',
  countries: 'countries',
  sections: 'sections',
  home_hero: 'sections',
  dashboard_hero: 'sections',
  about_cards: 'sections',
};

/** Publish now, unpublish now and the preview link, for every kind with drafts (docs/editorial-workflow.md). */
export function publishingRoutes(app: FastifyInstance, { db, plugins, config }: ModuleContext) {
  const kindOf = (kind: PublishableKind, id: string) => {
    if (!plugins.isEnabled(PLUGIN_OF[kind])) throw new AppError(404, 'Not found');
    const info = PUBLISHABLE[kind];
    // A kind of one record is named by 1, the others by a uuid: anything else is no record of it.
    if ((id === '1') !== Boolean(info.single)) throw new AppError(404, info.missing);
    return info;
  };

  for (const [endpoint, act, message] of [
    [publishingApi.publish, publishNow, 'Published'],
    [publishingApi.unpublish, unpublishNow, 'Unpublished'],
  ] as const) {
    route(app, endpoint, { permission: 'content:publish' }, async (request) => {
      const { table, missing } = kindOf(request.params.kind, request.params.id);
      const row = await request.records.update({
        table,
        id: request.params.id,
        missing,
        write: (tx, current) => act(tx, table, current as unknown as PublishableRow),
      });
      return { success: true, message, data: publishingOf(row as unknown as PublishableRow) };
    });
  }

  route(app, publishingApi.preview, { permission: 'content:write' }, async (request) => {
    const { kind, id } = request.params;
    const info = kindOf(kind, id);
    const template = config.previewUrls[kind];
    if (!template)
      throw new AppError(
        404,
        `No preview address is set for this kind: set PREVIEW_URL_${kind.toUpperCase()} (e.g. https://www.example.com/page/{slug}?preview={token})`,
      );
    const row = (await db.selectFrom(info.table).selectAll().where('id', '=', id).executeTakeFirst()) as
      (PublishableRow & Record<string, unknown>) | undefined;
    if (!row) throw new AppError(404, info.missing);
    const expiresAt = new Date(Date.now() + PREVIEW_TOKEN_SECONDS * 1000);
    const token = signPreviewToken(await previewSecret(db), kind, expiresAt);
    const working = row.draft ? { ...row, ...row.draft } : row;
    let url = template;
    for (const [name, value] of Object.entries(info.placeholders?.(working) ?? {}))
      url = url.replaceAll(`{${name}}`, encodeURIComponent(value));
    url = url
      .replaceAll('{slug}', encodeURIComponent(info.slugOf(working)))
      .replaceAll('{id}', encodeURIComponent(id))
      .replaceAll('{token}', encodeURIComponent(token));
    return { success: true, data: { url, token, expiresAt: expiresAt.toISOString() } };
  });
}
