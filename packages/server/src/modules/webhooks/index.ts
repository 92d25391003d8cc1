import { defineModule } from '../module';
import { deliveryJob } from './deliver';
import { bootstrapEnvEndpoints } from './env-endpoints';
import { webhooksMigration } from './migrations/900-webhooks';
import { webhookRoutes } from './routes';
import { webhookWriteHooks } from './write-hooks';

/**
 * Webhooks (docs/webhooks.md): endpoints managed by super admins (CONTENT_WEBHOOK_URLS as a bootstrap), every
 * content change that the site shows (a scheduled publish too: its job writes it) queued as deliveries in the write's transaction, and
 * delivered by the job system with Standard Webhooks signatures, retries and a record of each attempt.
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  migrations: { '900-webhooks': webhooksMigration },
  writeHooks: webhookWriteHooks,
  jobs: (context) => [deliveryJob(context)],
  async routes(app, context) {
    await bootstrapEnvEndpoints(context.db, context.config);
    webhookRoutes(app, context);
  },
});
