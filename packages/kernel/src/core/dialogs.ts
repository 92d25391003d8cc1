import { makeAutoObservable, runInAction } from 'mobx';
import { englishText, type Translate } from '../i18n/use-messages';
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

/** How long the "Deleted <name>" message offers Undo. */
export const UNDO_TOAST_SECONDS = 10;

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
  /** The latest delete that can be undone ("Deleted <name>" with Undo, for `UNDO_TOAST_SECONDS`). */
  undo: { label: string; restore: () => Promise<unknown>; seq: number } | null = null;
  /** Counts the records brought back by Undo: lists reload when it changes. */
  restoredCount = 0;

  /** `translate`: the kernel's texts in the admin's language (English without one). */
  constructor(private readonly translate: Translate = englishText) {
    makeAutoObservable<Dialogs, 'translate'>(this, { translate: false });
  }

  get current(): OpenDialog | undefined {
    return this.queue[0];
  }

  get isBusy(): boolean {
    return this.busyCount > 0;
  }

  confirm(message: string = this.translate(DEFAULT_CONFIRM_MESSAGE), options: ConfirmOptions = {}): Promise<boolean> {
    return new Promise((resolve) => {
      this.queue.push({ kind: 'confirm', message, options, resolve: (ok) => this.close(() => resolve(ok)) });
    });
  }

  error(message: string, title = this.translate('Something went wrong')): Promise<void> {
    return new Promise((resolve) => {
      this.queue.push({ kind: 'error', message, title, resolve: () => this.close(resolve) });
    });
  }

  /** A short success message after a save or a delete (shown for a few seconds, asks nothing). */
  success(text: string): void {
    this.notice = { text, seq: (this.notice?.seq ?? 0) + 1 };
  }

  /** Offers to undo a delete the server kept (the HTTP client calls this when a delete's answer says so). */
  offerUndo(label: string, restore: () => Promise<unknown>): void {
    this.undo = { label, restore, seq: (this.undo?.seq ?? 0) + 1 };
  }

  /** Undo of the offered delete: restores the record, says so, and has the lists reload; a refusal (409) is shown. */
  async undoDelete(offer: { label: string; restore: () => Promise<unknown> }): Promise<boolean> {
    try {
      await this.busy(offer.restore);
    } catch (failure) {
      await this.error(
        errorMessage(
          failure,
          offer.label
            ? this.translate('{{name}} could not be restored. Please try again.', { name: offer.label })
            : this.translate('The record could not be restored. Please try again.'),
        ),
      );
      return false;
    }
    runInAction(() => {
      this.restoredCount += 1;
    });
    this.success(offer.label ? this.translate('Restored {{name}}', { name: offer.label }) : this.translate('Restored'));
    return true;
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
    options: ConfirmOptions & {
      run: () => Promise<unknown>;
      failureMessage: string;
      /** Shown when done ('Deleted' by default). */ successMessage?: string;
    },
  ): Promise<boolean> {
    const { run, failureMessage, successMessage = this.translate('Deleted'), ...confirmOptions } = options;
    if (!(await this.confirm(message, confirmOptions))) return false;
    try {
      const offered = this.undo?.seq;
      await this.busy(run);
      // A delete the server can undo says so itself ("Deleted <name>" with Undo).
      if (this.undo?.seq === offered) this.success(successMessage);
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
