import { inject, injectable, LatestLoad, makeAutoObservable } from '@backoffice/kernel';
import { ActivityApi, type ActivityEntry, type ActivityFilters, type ActivityPerson } from '../api';
import { ActivityApiToken } from '../tokens';

/** Rows a page shows until the page-size control picks another. */
export const PAGE_SIZE = 25;

/**
 * The activity list's state: the filters, the page and its size, the rows of the page with the total and the
 * cursors the server gave, the people to filter by, and whether a load is under way or failed. The log pages on the
 * server by cursors (a neighbour page reads through its index), so it is a store of its own rather than a `ListStore`.
 */
@injectable()
export class ActivityStore {
  filters: ActivityFilters = {};
  pageSize = PAGE_SIZE;
  page = 1;
  rows: ActivityEntry[] = [];
  total = 0;
  /** The cursors of the page shown: the next page reads after it, the previous one before it. */
  after: string | undefined = undefined;
  before: string | undefined = undefined;
  people: ActivityPerson[] = [];
  /** The page's load: running before the first one too (the screen shows a skeleton). */
  readonly pageLoad = new LatestLoad(true);
  /** The people's load: an older answer (the admin signed out, another signed in) never replaces a newer one. */
  private readonly peopleLoad = new LatestLoad();

  constructor(@inject(ActivityApiToken) private readonly api: ActivityApi) {
    makeAutoObservable<ActivityStore, 'api' | 'peopleLoad'>(this, { api: false, pageLoad: false, peopleLoad: false });
  }

  get loading(): boolean {
    return this.pageLoad.loading;
  }

  /** The server's message of the last failed load, else the screen's; null when it succeeded. */
  get error(): string | null {
    return this.pageLoad.error;
  }

  /** Whether any filter is set (an empty list then says nothing matches). */
  get filtered(): boolean {
    return Object.values(this.filters).some(Boolean);
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** Sets one filter ('' or undefined removes it) and reads from page 1. */
  setFilter(key: keyof ActivityFilters, value: string | undefined, failureMessage: string): Promise<void> {
    this.filters = { ...this.filters, [key]: value || undefined };
    return this.load(1, failureMessage);
  }

  /** A new page size reads from page 1. */
  setPageSize(pageSize: number, failureMessage: string): Promise<void> {
    this.pageSize = pageSize;
    return this.load(1, failureMessage);
  }

  /**
   * Loads one page of the log with the filters: page 1 counts; a later page sends the total it has and, next to the
   * current one, its cursor. A late answer to an older request never replaces a newer one.
   */
  load(page: number, failureMessage: string): Promise<void> {
    const paging =
      page === 1
        ? {}
        : {
            total: this.total,
            ...(page === this.page + 1 && this.after
              ? { after: this.after }
              : page === this.page - 1 && this.before
                ? { before: this.before }
                : {}),
          };
    return this.pageLoad.run(
      () => this.api.page({ ...this.filters, page, pageSize: this.pageSize, ...paging }),
      (answer) => {
        this.rows = answer.data;
        this.total = answer.total;
        this.page = page;
        this.after = answer.after;
        this.before = answer.before;
      },
      failureMessage,
    );
  }

  /** The people to filter by (none when they cannot be read). */
  loadPeople(): Promise<void> {
    return this.peopleLoad.run(
      () => this.api.people().catch((): ActivityPerson[] => []),
      (people) => {
        this.people = people;
      },
      '',
    );
  }

  /**
   * Back to a new list: no filters, page 1 of the usual size, no rows (the screen calls it when it opens; the kernel
   * when the admin signs out or another signs in). An answer still on its way is dropped.
   */
  reset(): void {
    this.pageLoad.reset(true);
    this.peopleLoad.reset();
    this.filters = {};
    this.pageSize = PAGE_SIZE;
    this.page = 1;
    this.rows = [];
    this.total = 0;
    this.after = undefined;
    this.before = undefined;
    this.people = [];
  }
}
