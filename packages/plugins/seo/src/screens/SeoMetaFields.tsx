import { useId } from 'react';
import { Input } from 'antd';
import { FormField } from '@backoffice/kernel';

export interface SeoMetaValues {
  metaTags: string;
  metaDescription: string;
  metaKeywords: string;
}

/** The meta fields of an SEO entry, as the editor and the add form show them. */
export function SeoMetaFields({ values, set }: { values: SeoMetaValues; set: (field: keyof SeoMetaValues, value: string) => void }) {
  const ids = { tags: useId(), description: useId(), keywords: useId() };
  return (
    <>
      <FormField label="Meta Tags" id={ids.tags} help="Separate tags with commas.">
        <Input id={ids.tags} value={values.metaTags} maxLength={2000} onChange={(event) => set('metaTags', event.target.value)} />
      </FormField>
      <FormField label="Meta Description" id={ids.description}>
        <Input.TextArea id={ids.description} rows={4} value={values.metaDescription} maxLength={1000} onChange={(event) => set('metaDescription', event.target.value)} />
      </FormField>
      <FormField label="Meta Keywords" id={ids.keywords} help="Separate keywords with commas.">
        <Input id={ids.keywords} value={values.metaKeywords} maxLength={2000} onChange={(event) => set('metaKeywords', event.target.value)} />
      </FormField>
    </>
  );
}
