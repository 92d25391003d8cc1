import { useId } from 'react';
import { Input, Typography } from 'antd';
import { FormField, ImageUploadField, useMessages } from '@backoffice/kernel';
import { ButtonsList } from './ButtonsList';
import { dimensionsOf, type GeneralDraft } from '../section-model';
import type { Section } from '../public';

export const SECTION_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/** A stored text the section never had: shown as the spec's locked message instead of an input. */
function Locked({ text }: { text: string }) {
  return (
    <Typography.Text type="secondary" style={{ padding: '4px 0' }}>
      {text}
    </Typography.Text>
  );
}

/** The banner editor's labels and fixed heights; content sections grow with their text. */
const BANNER = { headingRows: 3, descriptionRows: 4, captionRows: 2 } as const;

/** Heading, description, caption (locked when empty on edit, content sections only), image and buttons. */
export function CommonFields<D extends GeneralDraft>({
  draft,
  onChange,
  editing,
  original,
  bodyKey,
  variant = 'section',
}: {
  draft: D;
  onChange: (draft: D) => void;
  editing: boolean;
  original?: Section;
  bodyKey: `${string}Section`;
  variant?: 'section' | 'banner';
}) {
  const { t } = useMessages();
  const stored = original?.[bodyKey];
  const banner = variant === 'banner';
  const descriptionLocked = !banner && editing && !stored?.description;
  const captionLocked = !banner && editing && !stored?.caption;
  const headingLabel = banner ? t('Heading*') : t('Heading');
  const set = (patch: Partial<GeneralDraft>) => onChange({ ...draft, ...patch });
  const ids = { heading: useId(), description: useId(), caption: useId() };
  return (
    <div
      style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', columnGap: 24 }}
    >
      <div>
        <FormField label={headingLabel} id={ids.heading} name="heading">
          <Input.TextArea
            id={ids.heading}
            aria-label={headingLabel}
            {...(banner ? { rows: BANNER.headingRows } : { autoSize: { minRows: 2 } })}
            value={draft.heading}
            onChange={(event) => set({ heading: event.target.value })}
          />
        </FormField>
        <FormField label={t('Description')} id={ids.description} name="description">
          {descriptionLocked ? (
            <Locked text={t('This section cannot have a description')} />
          ) : (
            <Input.TextArea
              id={ids.description}
              aria-label={t('Description')}
              {...(banner ? { rows: BANNER.descriptionRows } : { autoSize: { minRows: 3 } })}
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('Caption')} id={ids.caption} name="caption">
          {captionLocked ? (
            <Locked text={t('This section cannot have a caption')} />
          ) : (
            <Input.TextArea
              id={ids.caption}
              aria-label={t('Caption')}
              {...(banner ? { rows: BANNER.captionRows } : { autoSize: true })}
              value={draft.caption}
              onChange={(event) => set({ caption: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <ImageUploadField
          label={t('Section image')}
          file={draft.imageFile ?? null}
          currentUrl={draft.image ?? null}
          showDimensions
          onChange={(file, dimensions) => set({ imageFile: file, imageDimensions: dimensions ?? {} })}
          onRemove={() =>
            set(
              draft.imageFile
                ? { imageFile: null, imageDimensions: draft.image ? dimensionsOf(stored?.imageDimensions) : {} }
                : { image: undefined, imageDimensions: {} },
            )
          }
          maxBytes={SECTION_IMAGE_MAX_BYTES}
          sizeMessage={t('The image must be 4 MB or smaller')}
          typeMessage={t('Please choose an image file')}
          hint={t('Images only, max size 4MB.')}
          altText
        />
      </div>
      <div style={{ gridColumn: '1 / -1' }}>
        <ButtonsList
          label={banner ? t('Banner Buttons') : undefined}
          banner={Boolean(banner)}
          buttons={draft.buttons}
          onChange={(buttons) => set({ buttons })}
        />
      </div>
    </div>
  );
}
