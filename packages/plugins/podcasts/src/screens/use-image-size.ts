import { useEffect, useState } from 'react';
import { readImageDimensions, type Dimensions, type Translate } from '@backoffice/kernel';

/** The chosen file's pixel size (null until read, or for formats whose header is unknown). */
export function useImageSize(file: File | null): Dimensions | null {
  const [size, setSize] = useState<Dimensions | null>(null);
  useEffect(() => {
    let alive = true;
    setSize(null);
    if (file)
      void readImageDimensions(file)
        .then((read) => alive && setSize(read))
        .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [file]);
  return size;
}

/** A gentle note when a picture is not the recommended size (sizes are guidance, not rules). */
export function sizeAdvice(size: Dimensions | null, recommended: Dimensions, t: Translate): string | null {
  if (!size || (size.width === recommended.width && size.height === recommended.height)) return null;
  return t(
    'This picture is {{width}} × {{height}} px; {{recommendedWidth}} × {{recommendedHeight}} px is recommended, so it may be cropped or scaled.',
    {
      width: size.width,
      height: size.height,
      recommendedWidth: recommended.width,
      recommendedHeight: recommended.height,
    },
  );
}
