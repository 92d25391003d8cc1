import { TranslationEditor, useMessages } from '@backoffice/kernel';
import { sectionButtonField } from '@backoffice/contracts';
import type { GeneralDraft } from '../section-model';

/**
 * A page area's section in the site's other content locales (docs/content-in-several-languages.md): its heading,
 * description and each button's text, by the button's position (its link, target and style are the same in every
 * language). Shown only when the site has several locales, and once the section is saved.
 */
export function SectionTranslations({ id, draft }: { id?: string; draft: Partial<GeneralDraft> | undefined }) {
  const { t } = useMessages();
  const buttons = Array.isArray(draft?.buttons) ? draft.buttons : [];
  return (
    <TranslationEditor
      kind="sections"
      id={id}
      fields={[
        { name: 'heading', label: t('Heading'), defaultText: draft?.heading ?? '', multiline: true, maxLength: 5000 },
        {
          name: 'description',
          label: t('Description'),
          defaultText: draft?.description ?? '',
          multiline: true,
          maxLength: 5000,
        },
        ...buttons.map((button, position) => ({
          name: sectionButtonField(position),
          label: t('Button {{number}} text', { number: position + 1 }),
          defaultText: button.text ?? '',
          maxLength: 100,
        })),
      ]}
    />
  );
}
