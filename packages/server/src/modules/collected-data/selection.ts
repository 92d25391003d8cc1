import type { SelectionBody } from '@backoffice/contracts';
import { AppError } from '../../http/app-error';

/** Which records an export takes: the ids chosen, or every record matching a search ('Select all N matching'). */
export type Selection = { ids: string[] } | { matching: string | null };

/**
 * The records a download or an export job asked for (the contract's `SelectionBody`): `{ all: true, q }` for
 * every record matching a search, else the chosen ids (each once); none chosen is a 400.
 */
export function selectionOf(body: SelectionBody | undefined): Selection {
  if (body?.all) return { matching: body.q?.trim() || null };
  if (!body?.selectedIds || body.selectedIds.length === 0)
    throw new AppError(400, 'Select at least one record to download');
  return { ids: [...new Set(body.selectedIds)] };
}
