import { inject, injectable, LatestLoad, makeAutoObservable } from '@backoffice/kernel';
import type { DashboardOverview } from '@backoffice/contracts';
import { DashboardApi, type DashboardCounts } from '../api';
import { DashboardApiToken } from '../tokens';

export type Overview = Omit<DashboardOverview, 'success'>;

/**
 * The dashboard's state: the cards' counts with whether they are loading or failed, and the overview above them
 * (what came in, what needs attention, the first steps). A late answer to an older request never replaces a newer
 * one; a reload keeps what was shown until its answer comes.
 */
@injectable()
export class DashboardStore {
  /** The counts of the General and Data cards; null before the first answer. */
  counts: DashboardCounts | null = null;
  /** The overview; null before its first answer, and on a server without it. */
  overview: Overview | null = null;
  /** The counts' load: running until the first answer and while reloading (a card without a count shows a skeleton). */
  readonly countsLoad = new LatestLoad(true);
  /** The overview's load: its error means the screen shows none of it. */
  readonly overviewLoad = new LatestLoad();

  constructor(@inject(DashboardApiToken) private readonly api: DashboardApi) {
    makeAutoObservable<DashboardStore, 'api'>(this, { api: false, countsLoad: false, overviewLoad: false });
  }

  get loading(): boolean {
    return this.countsLoad.loading;
  }

  /** The server's message of the last failed load of the counts, else the screen's; null when it succeeded. */
  get error(): string | null {
    return this.countsLoad.error;
  }

  /** Why the overview could not be read. */
  get overviewError(): string | null {
    return this.overviewLoad.error;
  }

  loadCounts(failureMessage: string): Promise<void> {
    return this.countsLoad.run(
      () => this.api.counts(),
      (counts) => (this.counts = counts),
      failureMessage,
    );
  }

  loadOverview(failureMessage: string): Promise<void> {
    return this.overviewLoad.run(
      () => this.api.overview(),
      (overview) => (this.overview = overview),
      failureMessage,
    );
  }

  /**
   * Forgets the counts and the overview (the screen calls it when it closes; the kernel when the admin signs out or
   * another signs in); answers still on their way are dropped.
   */
  reset(): void {
    this.countsLoad.reset(true);
    this.overviewLoad.reset();
    this.counts = null;
    this.overview = null;
  }
}
