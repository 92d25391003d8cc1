import type { FastifyRequest } from 'fastify';
import type { RecordRemoval, TableName } from '../db/record-writes';

/**
 * The handler of a usual delete route (`DELETE …/:id`): removes the record in the request's writes (404 with
 * `missing` when it is gone, its files once the delete has committed) and answers `message`.
 */
export function removesRecord<T extends TableName>(removal: Omit<RecordRemoval<T>, 'id'>, message: string) {
  return async (request: FastifyRequest<{ Params: { id: string } }>) => {
    await request.records.remove({ ...removal, id: request.params.id });
    return { success: true as const, message };
  };
}
