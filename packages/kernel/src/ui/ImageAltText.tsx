import { useId } from 'react';
import { Checkbox, Input } from 'antd';
import { useMessages } from '../i18n/use-messages';
import { useImageDescription, type ImageDescription } from './use-image-description';

/** The "Alt text" box and the "Decorative" mark of an image, as every image field shows them (issue 37). */
export function AltTextInputs(props: {
  id: string;
  description: ImageDescription;
  disabled?: boolean;
  errorId: string;
}) {
  const { t } = useMessages();
  const { description } = props;
  return (
    <div className="bo-image-alt" style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={props.id}>{t('Alt text')}</label>
      <Input.TextArea
        id={props.id}
        value={description.alt}
        maxLength={300}
        autoSize={{ minRows: 1, maxRows: 3 }}
        disabled={props.disabled || description.decorative}
        placeholder={t('What the image shows, for people who cannot see it')}
        aria-invalid={description.problem ? true : undefined}
        aria-describedby={description.problem ? props.errorId : undefined}
        onChange={(event) => description.setAlt(event.target.value)}
      />
      <Checkbox
        checked={description.decorative}
        disabled={props.disabled}
        onChange={(event) => description.setDecorative(event.target.checked)}
      >
        {t('Decorative (no alt text needed)')}
      </Checkbox>
    </div>
  );
}

/**
 * The alt text of an image a screen picks and shows itself (not through `ImageUploadField`), e.g. a cover uploaded
 * straight after a confirmation: the same box, mark and library record, saved when the screen runs its
 * `FormSaveGatesContext` gates (`createFormSaveGates().run()`), which answer false while the image has neither.
 */
export function ImageAltTextField(props: { file: File | null; currentUrl?: string | null; disabled?: boolean }) {
  const id = useId();
  const description = useImageDescription({ enabled: true, file: props.file, currentUrl: props.currentUrl });
  if (!description.shown) return null;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <AltTextInputs id={`${id}-alt`} description={description} disabled={props.disabled} errorId={`${id}-error`} />
      {description.problem && (
        <div id={`${id}-error`} className="bo-field-error">
          {description.problem}
        </div>
      )}
    </div>
  );
}
