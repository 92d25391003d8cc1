import { TranslationEditor, useMessages } from '@backoffice/kernel';
import { sectionButtonField, sectionCardButtonField, sectionCardField } from '@backoffice/contracts';
import type { CardDraft, GeneralDraft } from '../section-model';

/**
 * A page area's section in the site's other content locales (docs/content-in-several-languages.md): its heading,
 * description, caption and each button's text, by the button's position (its link, target and style are the same
 * in every language), and a card section's cards by position: each card's title, its subtitle and description
 * where it has them, and its buttons' texts. Shown only when the site has several locales, and once the section
 * is saved.
 */
export function SectionTranslations({
  id,
  draft,
}: {
  id?: string;
  draft: (Partial<GeneralDraft> & { cards?: Partial<CardDraft>[] }) | undefined;
}) {
  const { t } = useMessages();
  const buttons = Array.isArray(draft?.buttons) ? draft.buttons : [];
  const cards = Array.isArray(draft?.cards) ? draft.cards : [];
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
        { name: 'caption', label: t('Caption'), defaultText: draft?.caption ?? '', multiline: true, maxLength: 5000 },
        ...buttons.map((button, position) => ({
          name: sectionButtonField(position),
          label: t('Button {{number}} text', { number: position + 1 }),
          defaultText: button.text ?? '',
          maxLength: 100,
        })),
        ...cards.flatMap((card, position) => [
          {
            name: sectionCardField(position, 'title'),
            label: t('Card {{number}} title', { number: position + 1 }),
            defaultText: card.title ?? '',
            maxLength: 300,
          },
          // A card without a subtitle or description has none to translate.
          ...(card.subtitle?.trim()
            ? [
                {
                  name: sectionCardField(position, 'subtitle'),
                  label: t('Card {{number}} subtitle', { number: position + 1 }),
                  defaultText: card.subtitle,
                  maxLength: 300,
                },
              ]
            : []),
          ...(card.description?.trim()
            ? [
                {
                  name: sectionCardField(position, 'description'),
                  label: t('Card {{number}} description', { number: position + 1 }),
                  defaultText: card.description,
                  multiline: true,
                  maxLength: 5000,
                },
              ]
            : []),
          ...(card.buttons ?? []).map((button, index) => ({
            name: sectionCardButtonField(position, index),
            label: t('Card {{card}}, button {{number}} text', { card: position + 1, number: index + 1 }),
            defaultText: button.text ?? '',
            maxLength: 100,
          })),
        ]),
      ]}
    />
  );
}
