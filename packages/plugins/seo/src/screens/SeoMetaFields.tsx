import { TextAreaInput, TextInput, useMessages } from '@backoffice/kernel';

/**
 * The server names one tag or keyword of the list it was sent by its place ('metaTags.3'): such a message goes on
 * the list's field (the list holds at most 50).
 */
export const SEO_LIST_FIELDS: Record<string, keyof SeoMetaValues> = Object.fromEntries(
  (['metaTags', 'metaKeywords'] as const).flatMap((field) =>
    Array.from({ length: 50 }, (_, index) => [`${field}.${index}`, field]),
  ),
);

export interface SeoMetaValues {
  metaTags: string;
  metaDescription: string;
  metaKeywords: string;
}

/**
 * The meta fields of an SEO entry, as the editor and the add form show them, bound to the form around by name (so
 * a message about one, a server's 400 naming the field, is shown on it). None is required.
 */
export function SeoMetaFields() {
  const { t } = useMessages();
  return (
    <>
      <TextInput
        source="metaTags"
        label={t('Meta Tags')}
        help={t('Separate tags with commas.')}
        maxLength={2000}
        required={false}
      />
      <TextAreaInput
        source="metaDescription"
        label={t('Meta Description')}
        rows={4}
        maxLength={1000}
        required={false}
      />
      <TextInput
        source="metaKeywords"
        label={t('Meta Keywords')}
        help={t('Separate keywords with commas.')}
        maxLength={2000}
        required={false}
      />
    </>
  );
}
