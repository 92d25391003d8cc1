import { TranslationEditor, useMessages } from '@backoffice/kernel';
import { COVER_MAX_BYTES, COVER_SIZE, COVER_TYPES, LIMITS } from '../kinds';

// English, as the kit's image rules take it (read in the plugin's catalog when shown, as the form's own cover).
const COVER_SIZE_MESSAGE = 'Image should be exactly 1062px width and 530px height';

interface ArticleTexts {
  title: string;
  subtitle: string;
  description: string;
  content: string;
  metaDescription: string;
}

/**
 * An article's text in the site's other content locales (docs/content-in-several-languages.md): title, subtitle,
 * description, content and meta description, its slug there (a translated slug finds the article; suggested by the
 * translated title, in its own script, until one is typed), and its own cover with its alt text (absent, the
 * default cover is shown). Shown only when the site has several locales, and once the article is saved.
 */
export function ArticleTranslations({
  id,
  values,
  cover,
}: {
  id?: string;
  values: ArticleTexts;
  cover?: string | null;
}) {
  const { t } = useMessages();
  return (
    <TranslationEditor
      kind="articles"
      id={id}
      slugFrom="title"
      fields={[
        { name: 'title', label: 'Title', defaultText: values.title, maxLength: LIMITS.title },
        { name: 'subtitle', label: 'Subtitle', defaultText: values.subtitle, maxLength: LIMITS.subtitle },
        {
          name: 'description',
          label: 'Description',
          defaultText: values.description,
          multiline: true,
          maxLength: LIMITS.description,
        },
        { name: 'content', label: 'Content', defaultText: values.content, multiline: true },
        {
          name: 'metaDescription',
          label: 'SEO Meta Description',
          defaultText: values.metaDescription,
          multiline: true,
          maxLength: LIMITS.metaDescription,
        },
      ]}
      images={[
        {
          name: 'cover',
          label: 'Cover image',
          defaultUrl: cover ?? null,
          types: COVER_TYPES,
          typeMessage: 'Please choose a PNG, JPEG, WebP or GIF image',
          maxBytes: COVER_MAX_BYTES,
          sizeMessage: 'The cover must be 5 MB or smaller',
          exact: { ...COVER_SIZE, message: COVER_SIZE_MESSAGE },
          hint: t('Exactly {{width}} × {{height}} px; PNG, JPEG, WebP or GIF up to 5 MB. Optional.', {
            width: COVER_SIZE.width,
            height: COVER_SIZE.height,
          }),
        },
      ]}
    />
  );
}
