import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import './tables';

/**
 * CONTENT_WEBHOOK_URLS stays as a bootstrap: at start each address becomes an endpoint (hearing of every kind,
 * signed with CONTENT_WEBHOOK_SECRET) unless one from the environment has it already; a changed secret is
 * taken up. Several processes starting at once make one row (a unique index on the address of `env` rows).
 */
export async function bootstrapEnvEndpoints(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'contentWebhookUrls' | 'contentWebhookSecret'>,
): Promise<void> {
  const secret = config.contentWebhookSecret;
  if (!secret) return;
  for (const url of config.contentWebhookUrls) {
    await db
      .insertInto('webhook_endpoints')
      .values({ url, secret, source: 'env', description: 'From CONTENT_WEBHOOK_URLS' })
      // The index's predicate written out as a literal: PostgreSQL matches a partial index only to a constant.
      .onConflict((conflict) =>
        conflict
          .column('url')
          .where(sql<boolean>`source = 'env'`)
          .doUpdateSet({ secret }),
      )
      .execute();
  }
}
