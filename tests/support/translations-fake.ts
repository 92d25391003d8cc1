import { translationsApi, type Translation } from '@backoffice/contracts';
import type { FakeApi } from './fake-api';

/**
 * The translations routes of one kind on a fake API (docs/content-in-several-languages.md): the site's locales
 * (en, fr, ar unless `siteLocales` says otherwise), which locales each record is complete in, the saved French translation (the other locales empty),
 * and a save that answers what it was sent, complete and with a new version.
 */
export function withTranslations(
  api: FakeApi,
  options: {
    kind: string;
    fields: string[];
    french: Translation;
    complete: Array<{ id: string; complete: string[] }>;
    slug?: boolean;
    siteLocales?: string[];
  },
): FakeApi {
  const locales = {
    locales: options.siteLocales ?? ['en', 'fr', 'ar'],
    defaultLocale: 'en',
    kinds: { [options.kind]: { fields: options.fields, slug: options.slug ?? false } },
  };
  const { french } = options;
  return (
    api
      .on(translationsApi.completeness, [200, { success: true, data: options.complete }])
      .on(translationsApi.read, (request) => {
        const locale = request.url.split('/').pop()!;
        return [
          200,
          { success: true, data: locale === 'fr' ? french : { ...french, locale, fields: {}, updatedAt: '' } },
        ];
      })
      .on(translationsApi.save, (request) => {
        const body = request.body as { fields: Record<string, string> };
        return [
          200,
          {
            success: true,
            data: {
              ...french,
              locale: request.url.split('/').pop()!,
              fields: body.fields,
              complete: true,
              updatedAt: '2026-11-03T08:00:00.000Z',
            },
          },
        ];
      })
      // Last, so it is matched before `/translations/:kind` (as the server's static route is).
      .on(translationsApi.locales, [200, { success: true, data: locales }])
  );
}
