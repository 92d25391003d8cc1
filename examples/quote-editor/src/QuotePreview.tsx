import { useEffect, useState } from 'react';
import type { QuoteDraft } from './quote';

/** The testimonial as the site would show it: the photo, the quote, its author. */
export default function QuotePreview({ draft }: { draft: QuoteDraft }) {
  const [chosen, setChosen] = useState<string>();
  useEffect(() => {
    if (!draft.photoFile) return setChosen(undefined);
    const url = URL.createObjectURL(draft.photoFile);
    setChosen(url);
    return () => URL.revokeObjectURL(url);
  }, [draft.photoFile]);
  const photo = chosen ?? draft.photo;
  return (
    <figure style={{ display: 'flex', gap: 16, alignItems: 'center', margin: 0 }}>
      {photo && (
        <img
          src={photo}
          alt={`Photo of ${draft.author}`}
          style={{ width: 64, height: 64, borderRadius: '50%', objectFit: 'cover' }}
        />
      )}
      <div>
        <blockquote style={{ margin: 0, fontStyle: 'italic' }}>“{draft.quote || 'Quote'}”</blockquote>
        <figcaption>
          — {draft.author || 'Author'}
          {draft.role ? `, ${draft.role}` : ''}
        </figcaption>
      </div>
    </figure>
  );
}
