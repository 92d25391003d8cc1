import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeSchema } from './answers';
import { answer, endpoint } from './endpoint';

export { UNDO_LABEL_HEADER, UNDO_TOKEN_HEADER } from './undo-headers';

/** A record brought back: its kind (table), id (the same as before its delete) and name. */
export const RestoredRecord = Type.Object({ kind: Type.String(), recordId: Type.String(), label: Type.String() });
export type RestoredRecord = Static<typeof RestoredRecord>;

/**
 * Undo of a delete: a deleted content record is kept, whole with its files, for `UNDO_SECONDS`; `restore` puts
 * it back with its id (409 when another record now has its unique name; 404 once the time is over).
 */
export const undoApi = {
  restore: endpoint({
    method: 'POST',
    path: '/deleted/:token/restore',
    params: Type.Object({ token: Type.String({ format: 'uuid' }) }),
    answer: answer(EnvelopeSchema(RestoredRecord)),
  }),
};
export type UndoApi = typeof undoApi;
