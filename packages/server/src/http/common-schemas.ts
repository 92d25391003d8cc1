/** Params schema for routes of the form `/things/:id` with a uuid id: the contracts' `IdParams`. */
export { IdParams as idParamsSchema } from '@backoffice/contracts';
