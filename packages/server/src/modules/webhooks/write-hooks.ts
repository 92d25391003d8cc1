import { changesTheSite } from '../../content-state/announce';
import type { WriteHooks } from '../../db/record-writes';
import type { WriteHookContext } from '../module';
import { describeChange, kindOfWrite, type PluginState } from './content-change';
import { queueDeliveries } from './outbox';

/**
 * Every committed content write that changes the site is announced to the webhook endpoints: its deliveries
 * are queued inside the write's transaction (an outbox), so the
 * save answers as fast as before and nothing is lost or sent for a write that rolled back.
 */
export function webhookWriteHooks({
  jobs,
  plugins,
}: Pick<WriteHookContext, 'jobs'> & { plugins?: PluginState }): WriteHooks {
  return {
    async inTransaction(tx, write) {
      const kind = kindOfWrite(write, plugins);
      // A draft save changes nothing on the site: only publishing, unpublishing and live edits are announced.
      if (!kind || !changesTheSite(write)) return;
      await queueDeliveries(tx, jobs, describeChange(write, kind, write.after));
    },
  };
}
