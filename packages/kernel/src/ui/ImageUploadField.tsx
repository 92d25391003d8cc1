import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { englishText, useMessages, type Translate } from '../i18n/use-messages';
import { useMessageText } from '../i18n/message-text';
import { Button, Typography } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import type { FocalPoint, MediaType } from '@backoffice/contracts';
import { formatBytes, fileNameOf } from './format';
import { readContentType } from './file-content';
import { readImageDimensions, type Dimensions } from './image-dimensions';
import { useFormErrors } from './form-errors-context';
import { fileOfMedia } from './media-file';
import { useImageDescription } from './use-image-description';
import { AltTextInputs } from './ImageAltText';

// Loaded when first opened: the sign-in screen's first chunk holds the kernel, and the cropper's library with it otherwise.
const ImageCropDialog = lazy(() => import('./ImageCropDialog').then((module) => ({ default: module.ImageCropDialog })));
const MediaPickerDialog = lazy(() =>
  import('./MediaPickerDialog').then((module) => ({ default: module.MediaPickerDialog })),
);

export interface ImageRules {
  /** MIME types accepted, e.g. ['image/svg+xml']; any image when absent. */
  types?: string[];
  /** Message when the type is wrong. */
  typeMessage?: string;
  maxBytes?: number;
  sizeMessage?: string;
  /** The picture must be exactly this size. */
  exact?: Dimensions & { message: string };
  /** The picture must be at most this size. */
  max?: Dimensions & { message: string };
}

/** Checks a file against the rules; returns the message to show, or null when it is acceptable. */
export async function checkImage(file: File, rules: ImageRules, t: Translate = englishText): Promise<string | null> {
  const typeOk = rules.types ? rules.types.includes(file.type) : file.type.startsWith('image/');
  if (!typeOk) return rules.typeMessage ?? t('Please choose an image file');
  if (rules.maxBytes && file.size > rules.maxBytes) {
    return rules.sizeMessage ?? t('The file is too large (at most {{size}})', { size: formatBytes(rules.maxBytes) });
  }
  // The bytes must agree with the name: a text file renamed .png is refused here, not by the server later.
  const actual = await readContentType(file);
  const contentOk =
    actual !== null &&
    actual.startsWith('image/') &&
    (rules.types ? rules.types.includes(actual) : true) &&
    (file.type === actual || file.type === 'image/jpg');
  if (!contentOk)
    return t('{{file}} is not really {{type}}: please choose an image file', {
      file: file.name,
      type: t(describeType(file.type)),
    });
  if (rules.exact || rules.max) {
    const size = await readImageDimensions(file);
    if (!size) return rules.exact?.message ?? rules.max!.message;
    if (rules.exact && (size.width !== rules.exact.width || size.height !== rules.exact.height))
      return rules.exact.message;
    if (rules.max && (size.width > rules.max.width || size.height > rules.max.height)) return rules.max.message;
  }
  return null;
}

function describeType(type: string): string {
  const names: Record<string, string> = {
    'image/png': 'a PNG image',
    'image/jpeg': 'a JPEG image',
    'image/gif': 'a GIF image',
    'image/webp': 'a WebP image',
    'image/svg+xml': 'an SVG image',
  };
  return names[type] ?? 'an image';
}

export interface ImageUploadFieldProps extends ImageRules {
  label: string;
  /** The newly chosen file, if any. */
  file: File | null;
  /** The stored image's URL, shown until a new file is chosen. */
  currentUrl?: string | null;
  /** The file chosen, with its size in pixels read from its header (null for a format not read, e.g. SVG). */
  onChange: (file: File | null, dimensions?: Dimensions | null) => void;
  /** Show the picture's size in pixels beside its file name (the chosen file's, else the stored image's). */
  showDimensions?: boolean;
  /** Offer a Remove button (clears the new file, or asks to drop the stored one). */
  onRemove?: () => void;
  hint?: string;
  /** What the file line reads while there is no image ('No file chosen' by default). */
  emptyText?: string;
  disabled?: boolean;
  /** `accept` attribute of the file picker. */
  accept?: string;
  /** Button texts; 'Upload' (or 'Replace' once there is an image) and 'Remove' by default. */
  uploadLabel?: string;
  removeLabel?: string;
  /** The form value this picker fills: its rule marks it required and its message is shown here (see `FormField`). */
  name?: string;
  /** Offer "Choose from library" (the media library) beside Upload; true by default. */
  library?: boolean;
  /**
   * A content image (issue 37): the field offers "Alt text" and "Decorative" beside the picture, saved to its
   * media library file on the form's Save (inside a `FormPage`), which is refused while the image has neither.
   */
  altText?: boolean;
}

/** The library's files a field may take: raster images, SVGs, or any image. */
function libraryTypeOf(types: string[] | undefined): MediaType | undefined {
  if (!types) return undefined;
  if (types.every((type) => type === 'image/svg+xml')) return 'svg';
  if (!types.includes('image/svg+xml')) return 'image';
  return undefined;
}

const CROPPABLE = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * An image picker with a preview, the file name and size, and checks (type, size, exact or maximum
 * dimensions, and that its bytes are the image its name says). A file that fails a check is refused when
 * chosen, with the reason shown on the field.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { t } = useMessages();
  const messageText = useMessageText();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormErrors();
  // A refused file says why first; else the form's message for this field (a broken rule, a 400 naming it).
  const description = useImageDescription({
    enabled: Boolean(props.altText),
    file: props.file,
    currentUrl: props.currentUrl,
  });
  const given = props.name ? form.errors[props.name] : undefined;
  const message = refusal ?? description.problem ?? (given ? messageText(given) : undefined);
  const isRequired = props.name ? form.required.has(props.name) : false;
  // The hidden file input cannot take focus: Upload does, and says what is wrong.
  const marks = { 'aria-describedby': message ? errorId : undefined };
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(() => (props.file ? URL.createObjectURL(props.file) : null), [props.file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const shown = previewUrl ?? props.currentUrl ?? null;
  const name = props.file ? `${props.file.name} (${formatBytes(props.file.size)})` : fileNameOf(props.currentUrl);
  // The chosen file's size comes from its header; a stored image's (or an SVG's) from the preview once loaded.
  const [fileSize, setFileSize] = useState<{ file: File; size: Dimensions } | null>(null);
  const [loadedSize, setLoadedSize] = useState<{ src: string; size: Dimensions } | null>(null);
  const dimensions =
    (props.file && fileSize?.file === props.file ? fileSize.size : null) ??
    (shown && loadedSize?.src === shown ? loadedSize.size : null);

  const [picking, setPicking] = useState(false);
  const [cropping, setCropping] = useState<{ file: File; focalPoint: FocalPoint | null } | null>(null);

  const choose = async (file: File | undefined, focalPoint: FocalPoint | null = null) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = await checkImage(file, props, t);
    // A picture of the wrong size is cropped to the exact one instead of refused (issue 37).
    if (
      problem &&
      props.exact &&
      problem === props.exact.message &&
      CROPPABLE.includes(file.type) &&
      (await readImageDimensions(file))
    ) {
      setRefusal(null);
      setCropping({ file, focalPoint });
      return;
    }
    setRefusal(problem);
    if (problem) return;
    const size = await readImageDimensions(file);
    if (size) setFileSize({ file, size });
    props.onChange(file, size);
  };

  return (
    <div className={message ? 'bo-image-field bo-field-invalid' : 'bo-image-field'} data-field={props.name}>
      {shown ? (
        <img
          className="bo-image-preview"
          src={shown}
          alt={t('{{label}} preview', { label: props.label })}
          onLoad={(event) => {
            const image = event.currentTarget;
            if (image.naturalWidth)
              setLoadedSize({ src: shown, size: { width: image.naturalWidth, height: image.naturalHeight } });
          }}
        />
      ) : (
        <div className="bo-image-preview">{t('No image')}</div>
      )}
      <div style={{ display: 'grid', gap: 8 }}>
        <div className="bo-field-label">
          <label htmlFor={inputId} style={{ fontWeight: 500 }}>
            {props.label}
          </label>
          {isRequired && (
            <span className="bo-required" aria-hidden="true" title={t('Required')}>
              *
            </span>
          )}
        </div>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={props.accept ?? (props.types ? props.types.join(',') : 'image/*')}
          disabled={props.disabled}
          aria-required={isRequired || undefined}
          aria-invalid={message ? true : undefined}
          {...marks}
          style={{ display: 'none' }}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button icon={<UploadOutlined />} disabled={props.disabled} onClick={() => input.current?.click()} {...marks}>
            {props.uploadLabel ?? (shown ? t('Replace') : t('Upload'))}
          </Button>
          {props.library !== false && (
            <Button icon={<PictureOutlined />} disabled={props.disabled} onClick={() => setPicking(true)}>
              {t('Choose from library')}
            </Button>
          )}
          {props.onRemove && shown && (
            <Button icon={<DeleteOutlined />} disabled={props.disabled} onClick={props.onRemove}>
              {props.removeLabel ?? t('Remove')}
            </Button>
          )}
        </div>
        <Typography.Text type="secondary" aria-label={t('{{label}} file', { label: props.label })}>
          {name || props.emptyText || t('No file chosen')}
        </Typography.Text>
        {description.shown && (
          <AltTextInputs id={`${inputId}-alt`} description={description} disabled={props.disabled} errorId={errorId} />
        )}
        {props.showDimensions && dimensions && (
          <Typography.Text
            type="secondary"
            aria-label={t('{{label}} dimensions', { label: props.label })}
          >{`${dimensions.width} × ${dimensions.height} px`}</Typography.Text>
        )}
        {message && (
          <div id={errorId} className="bo-field-error" role={refusal ? 'alert' : undefined}>
            {message}
          </div>
        )}
        {props.hint && <Typography.Text type="secondary">{props.hint}</Typography.Text>}
      </div>
      <Suspense fallback={null}>
        {picking && (
          <MediaPickerDialog
            type={libraryTypeOf(props.types)}
            maxBytes={props.maxBytes}
            onCancel={() => setPicking(false)}
            onPick={(item) => {
              setPicking(false);
              fileOfMedia(item).then(
                (file) => choose(file, item.focalPoint),
                (error: unknown) =>
                  setRefusal(error instanceof Error ? error.message : t('The file could not be fetched')),
              );
            }}
          />
        )}
        {cropping && props.exact && (
          <ImageCropDialog
            file={cropping.file}
            focalPoint={cropping.focalPoint}
            size={{ width: props.exact.width, height: props.exact.height }}
            onCancel={() => setCropping(null)}
            onDone={(file) => {
              setCropping(null);
              void choose(file);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
