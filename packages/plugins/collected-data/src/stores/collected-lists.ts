import { ListStore } from '@backoffice/kernel';
import type { CollectedDataApi, CollectedRecord } from '../api';

/**
 * The collected data lists' state, one `ListStore` per list (`of('/newsletter')`, by its list path): the server's
 * page of records, the query and the ticked records.
 */
export class CollectedLists {
  private readonly stores = new Map<string, ListStore<CollectedRecord>>();

  constructor(private readonly api: CollectedDataApi) {}

  of(listPath: string): ListStore<CollectedRecord> {
    let store = this.stores.get(listPath);
    if (!store) {
      store = new ListStore<CollectedRecord>({
        loadPage: (page, pageSize, q, sort) => this.api.page(listPath, page, pageSize, q, sort),
      });
      this.stores.set(listPath, store);
    }
    return store;
  }

  /** Forgets every list (the admin signed out, or another signed in). */
  reset(): void {
    for (const store of this.stores.values()) store.reset();
  }
}
