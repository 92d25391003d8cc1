import { makeObservable, observable, runInAction } from 'mobx';
import { errorMessage } from '../core/http';

/**
 * One kind of load a store makes (a page of rows, the dashboard's counts), observable: whether it runs and why it
 * failed. The last one asked wins: the answer of an older one still on its way (a filter changed meanwhile, the admin
 * signed out) is dropped, so a slow answer never replaces a newer one.
 */
export class LatestLoad {
  loading: boolean;
  /** The server's message of the last failed load, else the failure message given; null when it succeeded. */
  error: string | null = null;
  private latest = 0;

  /** `loading`: what the screen shows before the first load (true: a skeleton). */
  constructor(loading = false) {
    this.loading = loading;
    makeObservable(this, { loading: observable, error: observable });
  }

  /** Runs `fetch`; if no newer load was asked meanwhile, hands its answer to `apply` (in an action), else drops it. */
  async run<T>(fetch: () => Promise<T>, apply: (answer: T) => void, failureMessage: string): Promise<void> {
    const request = ++this.latest;
    runInAction(() => {
      this.loading = true;
      this.error = null;
    });
    try {
      const answer = await fetch();
      runInAction(() => {
        if (request === this.latest) apply(answer);
      });
    } catch (failure) {
      runInAction(() => {
        if (request === this.latest) this.error = errorMessage(failure, failureMessage);
      });
    } finally {
      runInAction(() => {
        if (request === this.latest) this.loading = false;
      });
    }
  }

  /** Drops every answer still on its way and starts again (`loading` as a new one). */
  reset(loading = false): void {
    this.latest += 1;
    runInAction(() => {
      this.loading = loading;
      this.error = null;
    });
  }
}
