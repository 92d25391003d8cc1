import { ListStore } from '@backoffice/kernel';
import type { SectionsApi } from '../api';
import type { Section } from '../public';

/**
 * The sections lists' state, one `ListStore` per page area (areas are contributed by plugins, so their stores are
 * made on first use): `of('home')` is the home page's list, kept while the admin edits one of its sections.
 */
export class SectionLists {
  private readonly stores = new Map<string, ListStore<Section>>();

  constructor(private readonly api: SectionsApi) {}

  of(areaKey: string): ListStore<Section> {
    let store = this.stores.get(areaKey);
    if (!store) {
      store = new ListStore<Section>({ load: () => this.api.list(areaKey) });
      this.stores.set(areaKey, store);
    }
    return store;
  }

  /** Forgets every list (the admin signed out, or another signed in). */
  reset(): void {
    for (const store of this.stores.values()) store.reset();
  }
}
