/** '+ Add New' is disabled when more than this many companies exist (admin spec §7). */
export const MAX_COMPANIES_BEFORE_LOCK = 10;
/** Largest logo accepted (the server enforces the same limit with a 413). */
export const LOGO_MAX_BYTES = 1024 * 1024;
