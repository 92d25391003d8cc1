import { useEffect, useState } from 'react';
import { readImageDimensions, type Dimensions } from '@backoffice/kernel';

/** The chosen file's pixel size (null until read, or for formats whose header is unknown). */
export function useImageSize(file: File | null): Dimensions | null {
  const [size, setSize] = useState<Dimensions | null>(null);
  useEffect(() => {
    let alive = true;
    setSize(null);
    if (file) void readImageDimensions(file).then((read) => alive && setSize(read)).catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [file]);
  return size;
}

/** A gentle note when a picture is not the recommended size (sizes are guidance, not rules). */
export function sizeAdvice(size: Dimensions | null, recommended: Dimensions): string | null {
  if (!size || (size.width === recommended.width && size.height === recommended.height)) return null;
  return `This picture is ${size.width} × ${size.height} px; ${recommended.width} × ${recommended.height} px is recommended, so it may be cropped or scaled.`;
}
