import { useId } from 'react';
import { Button, Card, Input } from 'antd';
import { FormField, ImageUploadField, useMessages } from '@backoffice/kernel';
import { ButtonsList } from './ButtonsList';
import { CommonFields, SECTION_IMAGE_MAX_BYTES } from './CommonFields';
import type { CardDraft, CardSectionDraft } from '../section-model';
import type { SectionFormProps } from '../public';

const newCard = (): CardDraft => ({ title: '', subtitle: '', description: '', buttons: [] });

/** One card: title, subtitle, description, its own image and buttons. */
function CardFields({
  card,
  number,
  onChange,
}: {
  card: CardDraft;
  number: number;
  onChange: (patch: Partial<CardDraft>) => void;
}) {
  // Field names as the card editor's `fieldChecks` gives them: cards.0.title, cards.0.buttons.1.text.
  const { t } = useMessages();
  const name = `cards.${number - 1}`;
  const ids = { title: useId(), subtitle: useId(), description: useId() };
  return (
    <div
      style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}
    >
      <div>
        <FormField label={t('Title')} id={ids.title} name={`${name}.title`}>
          <Input.TextArea
            id={ids.title}
            aria-label={t('Card {{number}} title', { number })}
            autoSize
            value={card.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </FormField>
        <FormField label={t('Subtitle')} id={ids.subtitle} name={`${name}.subtitle`}>
          <Input
            id={ids.subtitle}
            aria-label={t('Card {{number}} subtitle', { number })}
            value={card.subtitle}
            onChange={(event) => onChange({ subtitle: event.target.value })}
          />
        </FormField>
        <FormField label={t('Description')} id={ids.description} name={`${name}.description`}>
          <Input.TextArea
            id={ids.description}
            aria-label={t('Card {{number}} description', { number })}
            autoSize={{ minRows: 2 }}
            value={card.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        </FormField>
      </div>
      <ImageUploadField
        label={t('Card {{number}} image', { number })}
        showDimensions
        file={card.imageFile ?? null}
        currentUrl={card.image ?? null}
        onChange={(file, dimensions) => onChange({ imageFile: file, imageDimensions: dimensions ?? {} })}
        onRemove={() =>
          onChange(
            card.imageFile
              ? { imageFile: null, imageDimensions: card.image ? (card.storedImageDimensions ?? {}) : {} }
              : { image: undefined, imageDimensions: {} },
          )
        }
        maxBytes={SECTION_IMAGE_MAX_BYTES}
        sizeMessage={t('The image must be 4 MB or smaller')}
        typeMessage={t('Please choose an image file')}
        hint={t('Images only, max size 4MB.')}
        altText
      />
      <div style={{ gridColumn: '1 / -1' }}>
        <ButtonsList
          label={t('Card buttons')}
          name={`${name}.buttons`}
          buttons={card.buttons}
          onChange={(buttons) => onChange({ buttons })}
        />
      </div>
    </div>
  );
}

/** The card section: common fields plus cards (added or removed only when creating). */
export default function CardForm(props: SectionFormProps<CardSectionDraft>) {
  const { t } = useMessages();
  const { draft, onChange, editing } = props;
  const setCard = (index: number, patch: Partial<CardDraft>) =>
    onChange({
      ...draft,
      cards: draft.cards.map((card, position) => (position === index ? { ...card, ...patch } : card)),
    });
  return (
    <>
      <CommonFields {...props} bodyKey="cardSection" />
      {draft.cards.map((card, index) => (
        <Card
          key={index}
          title={t('Card {{number}}', { number: index + 1 })}
          style={{ marginTop: 16 }}
          extra={
            !editing && (
              <Button
                danger
                size="small"
                onClick={() => onChange({ ...draft, cards: draft.cards.filter((_, position) => position !== index) })}
              >
                {t('Remove Card')}
              </Button>
            )
          }
        >
          <CardFields card={card} number={index + 1} onChange={(patch) => setCard(index, patch)} />
        </Card>
      ))}
      {!editing && (
        <Button style={{ marginTop: 16 }} onClick={() => onChange({ ...draft, cards: [...draft.cards, newCard()] })}>
          {t('Add New Card')}
        </Button>
      )}
    </>
  );
}
