import { useState } from 'react';

/** A small flag, or a neutral box when there is none or it fails to load. */
export function FlagImage({ url, country }: { url: string | null | undefined; country: string }) {
  const [broken, setBroken] = useState(false);
  const box = { width: 40, height: 27, borderRadius: 3, border: '1px solid #303030', display: 'block' } as const;
  if (!url || broken) return <span aria-label={`No flag for ${country}`} style={{ ...box, background: '#1f1f1f' }} />;
  return (
    <img src={url} alt={`Flag of ${country}`} style={{ ...box, objectFit: 'cover' }} onError={() => setBroken(true)} />
  );
}
