import { action, ListStore, makeObservable, observable } from '@backoffice/kernel';
import type { BackgroundJobQuery } from '@backoffice/contracts';
import type { BackgroundJob, BackgroundJobPage, WebhookDelivery, WebhooksApi } from '../api';

/**
 * The background jobs list: a page of runs (filters `queue` and `state`, the store's) and, beside it, the counts
 * per queue the same answer brings.
 */
export class BackgroundJobsStore extends ListStore<BackgroundJob> {
  queues: BackgroundJobPage['queues'] = [];

  constructor(api: WebhooksApi) {
    const self: { store?: BackgroundJobsStore } = {};
    super({
      loadPage: async (page, pageSize, _q, _sort, filters) => {
        const { queue } = filters;
        const state = filters.state as BackgroundJobQuery['state'];
        const answer = await api.jobs({ page, pageSize, ...(queue ? { queue } : {}), ...(state ? { state } : {}) });
        self.store?.setQueues(answer.queues);
        return { rows: answer.data, total: answer.total };
      },
    });
    self.store = this;
    makeObservable(this, { queues: observable, setQueues: action });
  }

  setQueues(queues: BackgroundJobPage['queues']): void {
    this.queues = queues;
  }
}

/** The deliveries list of each webhook endpoint (`of(endpointId)`), newest first, paged by the server. */
export class DeliveryLists {
  private readonly stores = new Map<string, ListStore<WebhookDelivery>>();

  constructor(private readonly api: WebhooksApi) {}

  of(endpointId: string): ListStore<WebhookDelivery> {
    let store = this.stores.get(endpointId);
    if (!store) {
      store = new ListStore<WebhookDelivery>({
        loadPage: async (page, pageSize) => {
          const answer = await this.api.deliveries(endpointId, page, pageSize);
          return { rows: answer.data, total: answer.total };
        },
      });
      this.stores.set(endpointId, store);
    }
    return store;
  }

  /** Forgets every list (the admin signed out, or another signed in). */
  reset(): void {
    for (const store of this.stores.values()) store.reset();
  }
}
