import { createHmac } from 'node:crypto';
import type { ContentChange } from '@backoffice/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { RecordWrite, TableName, WriteHooks } from '../../db/record-writes';
import type { Database } from '../../db/schema';
import { redactedUrl } from '../../http/redacted-url';
import { pageKeyOf } from './page-keys';
import { postWebhook } from './webhook-post';

/** The content tables and the kind a webhook names them by; writes to other tables (admins...) are never sent. */
const KINDS: Partial<Record<TableName, string>> = {
  sections: 'section', articles: 'article', pricing_plans: 'pricing-plan', faqs: 'faq', jobs: 'job', countries: 'country',
  podcasts: 'podcast', podcast_hero: 'podcast-hero', legal_pages: 'legal-page', seo_pages: 'seo', companies: 'company',
  reviews: 'review', about_cards: 'about-card', home_hero: 'home-hero', dashboard_hero: 'dashboard-hero',
};

/** One call may take this long before it counts as failed (and is tried again later). */
const CALL_TIMEOUT_MS = 10_000;

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body with CONTENT_WEBHOOK_SECRET (as GitHub signs its hooks). */
export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

type Row = Record<string, unknown>;

/** An error's message with the URL's credentials, should it quote them, replaced as in the logged address. */
function redactedText(message: string, url: string): string {
  const target = new URL(url);
  const secrets = [target.username, target.password, decodeURIComponent(target.username), decodeURIComponent(target.password)].filter((part) => part.length > 0);
  return secrets.reduce((text, part) => text.split(part).join('***'), message.split(url).join(redactedUrl(url)));
}
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What changed, named the way a site rebuilds pages: kind, id, and the slug or page key when it has one. */
export function describeChange(write: RecordWrite, kind: string, row: Row | undefined, at = new Date()): ContentChange {
  const change: ContentChange = { event: 'content.changed', kind, action: write.action, id: write.id, at: at.toISOString() };
  const before = write.before;
  const current = row ?? before;
  if (!current) return change;
  if (write.table === 'articles') {
    change.slug = text(current.slug);
    change.articleKind = text(current.kind);
    const previous = text(before?.slug);
    if (previous && previous !== change.slug) change.previousSlug = previous;
  } else if (write.table === 'legal_pages') {
    change.slug = pageKeyOf(text(current.title) ?? '');
    const previous = text(before?.title);
    if (previous !== undefined && pageKeyOf(previous) !== change.slug) change.previousSlug = pageKeyOf(previous);
  } else if (write.table === 'sections') {
    change.pageKey = text(current.page);
  } else if (write.table === 'seo_pages') {
    change.pageKey = pageKeyOf(text(current.title) ?? '');
  }
  return change;
}

export interface WebhookContext {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  onClose(run: () => void): void;
}

/**
 * CONTENT_WEBHOOK_URLS: after a content write commits, each address gets a signed POST naming the change.
 * `afterCommit` only queues it and returns, so the admin's save is never slowed nor failed by a receiver;
 * a failed call (network error, timeout, refused address, non-2xx answer: a redirect is never followed) is
 * tried again after each of the back-off delays,
 * then given up with a log line. Pending tries are dropped when the server stops.
 */
export function contentWebhooks({ db, config, log, onClose }: WebhookContext): WriteHooks {
  const urls = config.contentWebhookUrls;
  const secret = config.contentWebhookSecret;
  if (urls.length === 0 || !secret) return {};
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  onClose(() => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  function later(run: () => void, ms: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  async function call(url: string, body: string, attempt: number): Promise<void> {
    if (closed) return;
    let failure: string;
    try {
      const status = await postWebhook({
        url,
        headers: { 'content-type': 'application/json', 'x-content-signature': signatureOf(secret!, body), 'user-agent': 'Backoffice-Content-Webhook/1' },
        body,
        allowPrivate: config.webhookAllowPrivate,
        timeoutMs: CALL_TIMEOUT_MS,
      });
      if (status >= 200 && status < 300) return;
      failure = status >= 300 && status < 400 ? `answered ${status}, a redirect (not followed)` : `answered ${status}`;
    } catch (error) {
      failure = redactedText(error instanceof Error ? error.message : String(error), url);
    }
    const delay = config.contentWebhookRetryDelaysMs[attempt];
    if (delay === undefined) {
      log.error({ url: redactedUrl(url), attempts: attempt + 1 }, `content webhook given up: ${failure}`);
      return;
    }
    log.warn({ url: redactedUrl(url), attempt: attempt + 1 }, `content webhook failed (${failure}); trying again in ${delay} ms`);
    later(() => void call(url, body, attempt + 1), delay);
  }

  async function send(write: RecordWrite, kind: string) {
    // The row as committed (a delete's is gone: its `before` names it). The table is the write's, chosen at
    // run time: kysely's untyped view (as in src/db).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const row = write.action === 'delete' ? undefined : ((await (db as unknown as Kysely<any>).selectFrom(write.table).selectAll().where('id', '=', write.table.endsWith('_hero') ? Number(write.id) : write.id).executeTakeFirst()) as Row | undefined);
    const body = JSON.stringify(describeChange(write, kind, row));
    await Promise.all(urls.map((url) => call(url, body, 0)));
  }

  // A scheduled article coming due changes what the site shows without any write: announce it as an update
  // (each server process checks; with several, a receiver may hear of it more than once).
  let checkedUntil = new Date();
  const dueCheck = setInterval(() => {
    const until = new Date();
    db.selectFrom('articles')
      .selectAll()
      .where('status', '=', 'scheduled')
      .where('publish_at', '>', checkedUntil)
      .where('publish_at', '<=', until)
      .execute()
      .then((rows) => {
        checkedUntil = until;
        for (const row of rows) {
          const body = JSON.stringify(describeChange({ table: 'articles', id: row.id, action: 'update' }, 'article', row as unknown as Row));
          for (const url of urls) void call(url, body, 0);
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not look for scheduled articles coming due'));
  }, config.contentScheduleCheckMs);
  dueCheck.unref();
  onClose(() => clearInterval(dueCheck));

  return {
    afterCommit(write) {
      const kind = KINDS[write.table];
      if (!kind || closed) return;
      setImmediate(() => {
        send(write, kind).catch((error: unknown) => log.error({ err: error }, 'content webhook could not be prepared'));
      });
    },
  };
}
