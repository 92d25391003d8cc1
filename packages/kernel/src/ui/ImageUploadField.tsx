import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { formatBytes, fileNameOf } from './format';
import { readContentType } from './file-content';
import { readImageDimensions, type Dimensions } from './image-dimensions';
import { useFormErrors } from './form-errors-context';

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
export async function checkImage(file: File, rules: ImageRules): Promise<string | null> {
  const typeOk = rules.types ? rules.types.includes(file.type) : file.type.startsWith('image/');
  if (!typeOk) return rules.typeMessage ?? 'Please choose an image file';
  if (rules.maxBytes && file.size > rules.maxBytes) {
    return rules.sizeMessage ?? `The file is too large (at most ${formatBytes(rules.maxBytes)})`;
  }
  // The bytes must agree with the name: a text file renamed .png is refused here, not by the server later.
  const actual = await readContentType(file);
  const contentOk = actual !== null && actual.startsWith('image/') && (rules.types ? rules.types.includes(actual) : true) && (file.type === actual || file.type === 'image/jpg');
  if (!contentOk) return `${file.name} is not really ${describeType(file.type)}: please choose an image file`;
  if (rules.exact || rules.max) {
    const size = await readImageDimensions(file);
    if (!size) return rules.exact?.message ?? rules.max!.message;
    if (rules.exact && (size.width !== rules.exact.width || size.height !== rules.exact.height)) return rules.exact.message;
    if (rules.max && (size.width > rules.max.width || size.height > rules.max.height)) return rules.max.message;
  }
  return null;
}

function describeType(type: string): string {
  const names: Record<string, string> = { 'image/png': 'a PNG image', 'image/jpeg': 'a JPEG image', 'image/gif': 'a GIF image', 'image/webp': 'a WebP image', 'image/svg+xml': 'an SVG image' };
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
  disabled?: boolean;
  /** `accept` attribute of the file picker. */
  accept?: string;
  /** Button texts; 'Upload' (or 'Replace' once there is an image) and 'Remove' by default. */
  uploadLabel?: string;
  removeLabel?: string;
  /** The form value this picker fills: its rule marks it required and its message is shown here (see `FormField`). */
  name?: string;
}

/**
 * An image picker with a preview, the file name and size, and checks (type, size, exact or maximum
 * dimensions, and that its bytes are the image its name says). A file that fails a check is refused when
 * chosen, with the reason shown on the field.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormErrors();
  // A refused file says why first; else the form's message for this field (a broken rule, a 400 naming it).
  const message = refusal ?? (props.name ? form.errors[props.name] : undefined);
  const isRequired = props.name ? form.required.has(props.name) : false;
  // The hidden file input cannot take focus: Upload does, and says what is wrong.
  const marks = { 'aria-describedby': message ? errorId : undefined };
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(() => (props.file ? URL.createObjectURL(props.file) : null), [props.file]);
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const shown = previewUrl ?? props.currentUrl ?? null;
  const name = props.file ? `${props.file.name} (${formatBytes(props.file.size)})` : fileNameOf(props.currentUrl);
  // The chosen file's size comes from its header; a stored image's (or an SVG's) from the preview once loaded.
  const [fileSize, setFileSize] = useState<{ file: File; size: Dimensions } | null>(null);
  const [loadedSize, setLoadedSize] = useState<{ src: string; size: Dimensions } | null>(null);
  const dimensions = (props.file && fileSize?.file === props.file ? fileSize.size : null) ?? (shown && loadedSize?.src === shown ? loadedSize.size : null);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = await checkImage(file, props);
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
          alt={`${props.label} preview`}
          onLoad={(event) => {
            const image = event.currentTarget;
            if (image.naturalWidth) setLoadedSize({ src: shown, size: { width: image.naturalWidth, height: image.naturalHeight } });
          }}
        />
      ) : <div className="bo-image-preview">No image</div>}
      <div style={{ display: 'grid', gap: 8 }}>
        <div className="bo-field-label">
          <label htmlFor={inputId} style={{ fontWeight: 500 }}>{props.label}</label>
          {isRequired && <span className="bo-required" aria-hidden="true" title="Required">*</span>}
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
            {props.uploadLabel ?? (shown ? 'Replace' : 'Upload')}
          </Button>
          {props.onRemove && shown && (
            <Button icon={<DeleteOutlined />} disabled={props.disabled} onClick={props.onRemove}>{props.removeLabel ?? 'Remove'}</Button>
          )}
        </div>
        <Typography.Text type="secondary" aria-label={`${props.label} file`}>{name || 'No file chosen'}</Typography.Text>
        {props.showDimensions && dimensions && (
          <Typography.Text type="secondary" aria-label={`${props.label} dimensions`}>{`${dimensions.width} × ${dimensions.height} px`}</Typography.Text>
        )}
        {message && <div id={errorId} className="bo-field-error" role={refusal ? 'alert' : undefined}>{message}</div>}
        {props.hint && <Typography.Text type="secondary">{props.hint}</Typography.Text>}
      </div>
    </div>
  );
}
