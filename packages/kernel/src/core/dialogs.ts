import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage } from './http';

export interface ConfirmOptions {
  title?: string;
  okText?: string;
  cancelText?: string;
  /** Paint the confirm button red (deletes). */
  danger?: boolean;
}

export type OpenDialog =
  | { kind: 'confirm'; message: string; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'error'; message: string; title: string; resolve: () => void };

export const DEFAULT_CONFIRM_MESSAGE = 'Are you sure you want to continue?';

/**
 * Confirm and error dialogs and the full-screen busy overlay, as promises, so a flow reads top to
 * bottom: `if (await dialogs.confirm(...)) await dialogs.busy(save())`.
 */
export class Dialogs {
  /** Dialogs wait in line: a second one opens when the first closes. */
  queue: OpenDialog[] = [];
  private busyCount = 0;
  /** The latest short success message ("Saved"), numbered so the same text twice shows twice. */
  notice: { text: string; seq: number } | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get current(): OpenDialog | undefined {
    return this.queue[0];
  }

  get isBusy(): boolean {
    return this.busyCount > 0;
  }

  confirm(message: string = DEFAULT_CONFIRM_MESSAGE, options: ConfirmOptions = {}): Promise<boolean> {
    return new Promise((resolve) => {
      this.queue.push({ kind: 'confirm', message, options, resolve: (ok) => this.close(() => resolve(ok)) });
    });
  }

  error(message: string, title = 'Something went wrong'): Promise<void> {
    return new Promise((resolve) => {
      this.queue.push({ kind: 'error', message, title, resolve: () => this.close(resolve) });
    });
  }

  /** A short success message after a save or a delete (shown for a few seconds, asks nothing). */
  success(text: string): void {
    this.notice = { text, seq: (this.notice?.seq ?? 0) + 1 };
  }

  /** Shows the busy overlay until the work settles, and passes its result or error through. */
  async busy<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
    this.busyCount += 1;
    try {
      return await (typeof work === 'function' ? work() : work);
    } finally {
      runInAction(() => {
        this.busyCount -= 1;
      });
    }
  }

  /**
   * A delete (or any irreversible action): asks first, then runs it under the busy overlay and says it is done; a failure
   * opens the error dialog with the server's message, else `failureMessage`. True when it was done.
   */
  async confirmAndRun(
    message: string,
    options: ConfirmOptions & { run: () => Promise<unknown>; failureMessage: string; /** Shown when done ('Deleted' by default). */ successMessage?: string },
  ): Promise<boolean> {
    const { run, failureMessage, successMessage = 'Deleted', ...confirmOptions } = options;
    if (!(await this.confirm(message, confirmOptions))) return false;
    try {
      await this.busy(run);
      this.success(successMessage);
      return true;
    } catch (failure) {
      await this.error(errorMessage(failure, failureMessage));
      return false;
    }
  }

  private close(settle: () => void): void {
    this.queue.shift();
    settle();
  }
}
