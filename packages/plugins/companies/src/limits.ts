/** '+ Add New' is disabled when more than this many companies exist. */
export const MAX_COMPANIES_BEFORE_LOCK = 10;
/** Largest logo accepted: the contract's, which the server enforces with a 413. */
export { COMPANY_LOGO_MAX_BYTES as LOGO_MAX_BYTES } from '@backoffice/contracts';
