import { TranslationEditor } from '@backoffice/kernel';
import { LIMITS } from '../kinds';

interface ArticleTexts {
  title: string;
  subtitle: string;
  description: string;
  content: string;
  metaDescription: string;
}

/**
 * An article's text in the site's other content locales (docs/content-in-several-languages.md): title, subtitle,
 * description, content and meta description, and its slug there (a translated slug finds the article; suggested by
 * the translated title, in its own script, until one is typed). Shown
 * only when the site has several locales, and once the article is saved.
 */
export function ArticleTranslations({ id, values }: { id?: string; values: ArticleTexts }) {
  return (
    <TranslationEditor
      kind="articles"
      id={id}
      slugFrom="title"
      fields={[
        { name: 'title', label: 'Title', defaultText: values.title, maxLength: LIMITS.title },
        { name: 'subtitle', label: 'Subtitle', defaultText: values.subtitle, maxLength: LIMITS.subtitle },
        { name: 'description', label: 'Description', defaultText: values.description, multiline: true, maxLength: LIMITS.description },
        { name: 'content', label: 'Content', defaultText: values.content, multiline: true },
        { name: 'metaDescription', label: 'SEO Meta Description', defaultText: values.metaDescription, multiline: true, maxLength: LIMITS.metaDescription },
      ]}
    />
  );
}
