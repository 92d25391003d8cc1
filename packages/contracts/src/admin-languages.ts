/**
 * The languages the admin speaks (docs/languages.md). A file of its own, free of schemas: the kernel reads it on
 * every page, the sign-in screen included, and must not pull the schema builder (TypeBox) in with it.
 */
export const ADMIN_LANGUAGE_CODES = ['en', 'fr', 'ar'] as const;
export type AdminLanguageCode = (typeof ADMIN_LANGUAGE_CODES)[number];
