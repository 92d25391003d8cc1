import type { ImageUploadFieldProps } from './ImageUploadField';

/** A form value for an optional stored image: a newly chosen file, or the stored one dropped. */
export interface ImageChoiceValue {
  file: File | null;
  removed: boolean;
}

/** No change: the stored image stays (the value a loaded record starts from). */
export const KEEP_IMAGE: ImageChoiceValue = { file: null, removed: false };

export interface ImageChoice {
  /** The newly chosen file, if any. */
  file: File | null;
  /** The stored image is to be dropped on save (and no new file replaces it). */
  remove: boolean;
  /** Spread into `ImageUploadField`: the preview, Replace, and Remove (of the new file first, then of the stored one). */
  field: Pick<ImageUploadFieldProps, 'file' | 'currentUrl' | 'onChange' | 'onRemove'>;
}

/**
 * What an edit form's optional image means and how its field behaves, from the form value, the stored
 * image's URL and the form's setter. Kept in the form's values, so the dirty check and a reload see it.
 */
export function imageChoice(
  value: ImageChoiceValue,
  storedUrl: string | null | undefined,
  onChange: (next: ImageChoiceValue) => void,
): ImageChoice {
  const stored = storedUrl || null;
  const { file, removed } = value;
  return {
    file,
    remove: removed && !file && stored !== null,
    field: {
      file,
      currentUrl: removed ? null : stored,
      onChange: (next) => onChange({ file: next, removed: next ? false : removed }),
      onRemove: file
        ? () => onChange({ file: null, removed })
        : stored && !removed
          ? () => onChange({ file: null, removed: true })
          : undefined,
    },
  };
}
