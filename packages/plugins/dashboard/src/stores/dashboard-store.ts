import { errorMessage, inject, injectable, makeAutoObservable, runInAction } from '@backoffice/kernel';
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
  /** True until the first answer and while reloading (a card without a count shows a skeleton meanwhile). */
  loading = true;
  /** The server's message of the last failed load of the counts, else the screen's; null when it succeeded. */
  error: string | null = null;
  /** The overview; null before its first answer, and on a server without it. */
  overview: Overview | null = null;
  /** Why the overview could not be read (the screen then shows none of it). */
  overviewError: string | null = null;

  private latestCounts = 0;
  private latestOverview = 0;

  constructor(@inject(DashboardApiToken) private readonly api: DashboardApi) {
    makeAutoObservable<DashboardStore, 'api' | 'latestCounts' | 'latestOverview'>(this, {
      api: false,
      latestCounts: false,
      latestOverview: false,
    });
  }

  async loadCounts(failureMessage: string): Promise<void> {
    const request = ++this.latestCounts;
    this.loading = true;
    this.error = null;
    try {
      const counts = await this.api.counts();
      runInAction(() => {
        if (request === this.latestCounts) this.counts = counts;
      });
    } catch (failure) {
      runInAction(() => {
        if (request === this.latestCounts) this.error = errorMessage(failure, failureMessage);
      });
    } finally {
      runInAction(() => {
        if (request === this.latestCounts) this.loading = false;
      });
    }
  }

  async loadOverview(failureMessage: string): Promise<void> {
    const request = ++this.latestOverview;
    this.overviewError = null;
    try {
      const overview = await this.api.overview();
      runInAction(() => {
        if (request === this.latestOverview) this.overview = overview;
      });
    } catch (failure) {
      runInAction(() => {
        if (request === this.latestOverview) this.overviewError = errorMessage(failure, failureMessage);
      });
    }
  }

  /**
   * Forgets the counts and the overview (the screen calls it when it closes; the kernel when the admin signs out or
   * another signs in); answers still on their way are dropped.
   */
  reset(): void {
    this.latestCounts += 1;
    this.latestOverview += 1;
    this.counts = null;
    this.loading = true;
    this.error = null;
    this.overview = null;
    this.overviewError = null;
  }
}
