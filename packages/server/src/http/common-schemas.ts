/** Params schema for routes of the form `/things/:id` with a uuid id. */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** For routes without a body, query or params: refuse nothing, document that nothing is read. */
export const emptyObjectSchema = { type: 'object', properties: {} } as const;
