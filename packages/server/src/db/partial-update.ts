import { AppError } from '../http/app-error';
import { STALE_VERSION_MESSAGE } from '../http/version-check';

/**
 * Partial updates fill the fields a request did not send from the stored row, read before the write's
 * transaction. If another write changes the row in between, writing the filled-in values would undo it, so
 * the write seam refuses (`basedOn` of `records.update`) and the update runs again on the fresh row.
 */
export class RowChangedMeanwhile extends Error {
  constructor() {
    super('The row changed between reading it and writing it');
    this.name = 'RowChangedMeanwhile';
  }
}

/** Whether the stored version the absent fields came from is still the row's. */
export function stillBasedOn(current: Date | string, basedOn: Date | string | undefined): boolean {
  return basedOn === undefined || new Date(current).getTime() === new Date(basedOn).getTime();
}

/**
 * Runs a partial update (read stored → fill absent fields → write), again when the row changed meanwhile;
 * after `attempts` tries under constant concurrent writes, answers the 409 of a stale version.
 */
export async function retryWhileChanged<R>(
  update: () => Promise<R>,
  attempts = 3,
  staleMessage = STALE_VERSION_MESSAGE,
): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await update();
    } catch (error) {
      if (!(error instanceof RowChangedMeanwhile)) throw error;
      if (attempt >= attempts) throw new AppError(409, staleMessage);
    }
  }
}

/** A stored row as the fields of its edit form, and the version they were read at (none when the row is gone). */
export interface StoredFields {
  fields: Record<string, string>;
  basedOn?: Date | string;
}
