import { TranslationEditor, useMessages } from '@backoffice/kernel';
import { SECTION_IMAGE_MAX_BYTES } from '../editors/CommonFields';
import { sectionButtonField } from '@backoffice/contracts';
import type { GeneralDraft } from '../section-model';

/**
 * A banner in the site's other content locales (docs/content-in-several-languages.md): its title, heading,
 * description and caption (which may stay empty), each button's text by its position (its link and style are the
 * same in every language), and its own image with its alt text (absent, the default banner image is shown). Shown only when
 * the site has several locales, and once the banner is saved.
 */
export function BannerTranslations({
  id,
  title,
  draft,
}: {
  id?: string;
  title: string;
  draft: Partial<GeneralDraft> | undefined;
}) {
  const { t } = useMessages();
  return (
    <TranslationEditor
      kind="banners"
      id={id}
      fields={[
        { name: 'title', label: t('Banner Title'), defaultText: title, maxLength: 5000 },
        { name: 'heading', label: t('Heading'), defaultText: draft?.heading ?? '', multiline: true, maxLength: 5000 },
        {
          name: 'description',
          label: t('Description'),
          defaultText: draft?.description ?? '',
          multiline: true,
          maxLength: 5000,
        },
        { name: 'caption', label: t('Caption'), defaultText: draft?.caption ?? '', multiline: true, maxLength: 5000 },
        ...(Array.isArray(draft?.buttons) ? draft.buttons : []).map((button, position) => ({
          name: sectionButtonField(position),
          label: t('Button {{number}} text', { number: position + 1 }),
          defaultText: button.text ?? '',
          maxLength: 100,
        })),
      ]}
      images={[
        {
          name: 'image',
          label: t('Section image'),
          defaultUrl: draft?.image ?? null,
          maxBytes: SECTION_IMAGE_MAX_BYTES,
          sizeMessage: t('The image must be 4 MB or smaller'),
          typeMessage: t('Please choose an image file'),
          hint: t('Images only, max size 4MB.'),
        },
      ]}
    />
  );
}
