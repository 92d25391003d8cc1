import { inject, injectable, LatestLoad, makeAutoObservable } from '@backoffice/kernel';
import { MediaLibraryApi, type MediaPage, type MediaQuery } from '../api';
import { MediaApiToken } from '../tokens';

/** Files a page of the library shows. */
export const PAGE_SIZE = 24;

const SIZES: Record<string, Pick<MediaQuery, 'minBytes' | 'maxBytes'>> = {
  any: {},
  small: { maxBytes: 100 * 1024 },
  medium: { minBytes: 100 * 1024, maxBytes: 1024 * 1024 },
  large: { minBytes: 1024 * 1024 },
};

/** What the library asks for: the search, the filters beside it and the page. */
export interface MediaLibraryQuery {
  q: string;
  type: 'all' | 'image' | 'svg';
  /** A key of the size choices: any, small, medium, large. */
  size: string;
  unused: boolean;
  missingAlt: boolean;
  tag: string;
  page: number;
}

const NEW_QUERY: MediaLibraryQuery = {
  q: '',
  type: 'all',
  size: 'any',
  unused: false,
  missingAlt: false,
  tag: '',
  page: 1,
};

/**
 * The media library's state: the query (search, filters, page), the page of files the server answered, the files
 * ticked for deletion, and whether a load is under way or failed. A failed load keeps the files already shown.
 */
@injectable()
export class MediaLibraryStore {
  query: MediaLibraryQuery = NEW_QUERY;
  /** The server's last answer: the files of the page and how many match; null before the first. */
  answer: MediaPage | null = null;
  /** The ids of the files ticked. */
  selection: string[] = [];
  /** The page's load. */
  readonly pageLoad = new LatestLoad();

  constructor(@inject(MediaApiToken) private readonly api: MediaLibraryApi) {
    makeAutoObservable<MediaLibraryStore, 'api'>(this, { api: false, pageLoad: false });
  }

  get loading(): boolean {
    return this.pageLoad.loading;
  }

  /** The server's message of the last failed load, else the screen's; null when it succeeded. */
  get error(): string | null {
    return this.pageLoad.error;
  }

  /** Whether the search or a filter narrows the library (an empty answer then says nothing matches). */
  get filtered(): boolean {
    const { q, type, unused, missingAlt, tag, size } = this.query;
    return Boolean(q || type !== 'all' || unused || missingAlt || tag || size !== 'any');
  }

  /** Changes the search or filters: back to page 1 with nothing ticked, and loads when the query changed. */
  setFilter(patch: Partial<Omit<MediaLibraryQuery, 'page'>>, failureMessage: string): Promise<void> {
    return this.change({ ...patch, page: 1 }, failureMessage);
  }

  /** Another page: nothing ticked, and loads when the page changed. */
  setPage(page: number, failureMessage: string): Promise<void> {
    return this.change({ page }, failureMessage);
  }

  isSelected(id: string): boolean {
    return this.selection.includes(id);
  }

  /** Ticks or unticks one file. */
  toggle(id: string, on: boolean): void {
    const others = this.selection.filter((selected) => selected !== id);
    this.selection = on ? [...others, id] : others;
  }

  clearSelection(): void {
    this.selection = [];
  }

  /** Loads the page of files the query asks for; a late answer to an older request never replaces a newer one. */
  load(failureMessage: string): Promise<void> {
    const { page, size, q, type, unused, missingAlt, tag } = this.query;
    const query: MediaQuery = {
      page,
      pageSize: PAGE_SIZE,
      ...SIZES[size],
      ...(q ? { q } : {}),
      ...(type !== 'all' ? { type } : {}),
      ...(unused ? { unused: true } : {}),
      ...(missingAlt ? { missingAlt: true } : {}),
      ...(tag ? { tag } : {}),
    };
    return this.pageLoad.run(
      () => this.api.list(query),
      (answer) => (this.answer = answer),
      failureMessage,
    );
  }

  /**
   * A new library: no search or filters (but the missing-alt one when asked), page 1, nothing loaded or ticked (the
   * screen calls it when it opens; the kernel when the admin signs out or another signs in).
   */
  reset(missingAlt = false): void {
    this.pageLoad.reset();
    this.query = { ...NEW_QUERY, missingAlt };
    this.answer = null;
    this.selection = [];
  }

  private change(patch: Partial<MediaLibraryQuery>, failureMessage: string): Promise<void> {
    const next = { ...this.query, ...patch };
    this.selection = [];
    const same = (Object.keys(next) as Array<keyof MediaLibraryQuery>).every((key) => next[key] === this.query[key]);
    if (same) return Promise.resolve();
    this.query = next;
    return this.load(failureMessage);
  }
}
