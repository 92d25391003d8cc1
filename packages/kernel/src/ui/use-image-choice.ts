import { useState } from 'react';
import type { ImageUploadFieldProps } from './ImageUploadField';

export interface ImageChoice {
  /** The newly chosen file, if any. */
  file: File | null;
  /** The stored image is to be dropped on save (and no new file replaces it). */
  remove: boolean;
  /** A new file was chosen or the stored image removed. */
  changed: boolean;
  /** Back to the stored image (after loading a newer version). */
  reset(): void;
  /** Spread into `ImageUploadField`: the preview, Replace, and Remove (of the new file first, then of the stored one). */
  field: Pick<ImageUploadFieldProps, 'file' | 'currentUrl' | 'onChange' | 'onRemove'>;
}

/** The state of an optional image on an edit form: the stored one, a new file, or none. */
export function useImageChoice(storedUrl: string | null | undefined): ImageChoice {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const stored = storedUrl || null;
  const remove = removed && !file && stored !== null;
  return {
    file,
    remove,
    changed: file !== null || remove,
    reset() {
      setFile(null);
      setRemoved(false);
    },
    field: {
      file,
      currentUrl: removed ? null : stored,
      onChange(next) {
        setFile(next);
        if (next) setRemoved(false);
      },
      onRemove: file ? () => setFile(null) : stored && !removed ? () => setRemoved(true) : undefined,
    },
  };
}
