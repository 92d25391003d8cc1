/**
 * @backoffice/contracts: the one contract between the browser and the server. Per screen group, the calls
 * (method, path), the JSON schemas the server validates params, query and body with (TypeBox), and the types
 * of requests and answers; plus the role matrix, the content categories and the answer envelope.
 *
 * The server registers its routes from these endpoints; the plugins' API clients type their calls with them
 * (`import type`), so a change not followed on both sides fails `npm run typecheck`. Nothing here may
 * depend on Node or the browser. Schemas are only built where they are imported at run time (the server):
 * the front end imports types, and the small constant modules (roles, categories, envelope).
 */
export * from './envelope';
export * from './endpoint';
export * from './answers';
export * from './roles';
export * from './content-categories';
export * from './common';
export * from './auth';
export * from './two-factor';
export * from './users';
export * from './password-policy';
export * from './dashboard';
export * from './search';
export * from './companies';
export * from './reviews';
export * from './faqs';
export * from './countries';
export * from './podcasts';
export * from './articles';
export * from './legal-pages';
export * from './pricing';
export * from './seo';
export * from './jobs';
export * from './sections';
export * from './about-cards';
export * from './collected-data';
export * from './content';
export * from './activity';
export * from './personal-data';
export * from './sessions';
export * from './sso';
export * from './plugins';
export * from './api-tokens';
export * from './passkeys';
export * from './ext-content';
export * from './webhooks';
export * from './exports';
export * from './publishing';
export * from './revisions';
export * from './admin-languages';
export * from './preferences';
export * from './media';
export * from './undo';
export * from './translations';
export * from './slugs';
