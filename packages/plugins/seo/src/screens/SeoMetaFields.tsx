import { useId } from 'react';
import { Input } from 'antd';
import { FormField, useMessages } from '@backoffice/kernel';

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
 * The meta fields of an SEO entry, as the editor and the add form show them; each named after its value, so a
 * message about it (a server's 400 naming the field) is shown on it.
 */
export function SeoMetaFields({
  values,
  set,
}: {
  values: SeoMetaValues;
  set: (field: keyof SeoMetaValues, value: string) => void;
}) {
  const { t } = useMessages();
  const ids = { tags: useId(), description: useId(), keywords: useId() };
  return (
    <>
      <FormField label={t('Meta Tags')} id={ids.tags} name="metaTags" help={t('Separate tags with commas.')}>
        <Input
          id={ids.tags}
          value={values.metaTags}
          maxLength={2000}
          onChange={(event) => set('metaTags', event.target.value)}
        />
      </FormField>
      <FormField label={t('Meta Description')} id={ids.description} name="metaDescription">
        <Input.TextArea
          id={ids.description}
          rows={4}
          value={values.metaDescription}
          maxLength={1000}
          onChange={(event) => set('metaDescription', event.target.value)}
        />
      </FormField>
      <FormField
        label={t('Meta Keywords')}
        id={ids.keywords}
        name="metaKeywords"
        help={t('Separate keywords with commas.')}
      >
        <Input
          id={ids.keywords}
          value={values.metaKeywords}
          maxLength={2000}
          onChange={(event) => set('metaKeywords', event.target.value)}
        />
      </FormField>
    </>
  );
}
