import { useEffect, useState } from 'react';
import { useMessages } from '@backoffice/kernel';
import type { CardDraft, GeneralDraft } from '../section-model';
import type { SectionButton } from '../public';

/** The picture the draft shows: a newly chosen file (read in the browser) or the stored image. */
function usePictureUrl(file: File | null | undefined, stored: string | undefined): string | undefined {
  const [fileUrl, setFileUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setFileUrl(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return fileUrl ?? (stored || undefined);
}

/** The buttons as the site shows them: a solid primary, outlined others; not clickable here. */
function PreviewButtons({ buttons }: { buttons: SectionButton[] }) {
  const { t } = useMessages();
  const shown = buttons.filter((button) => button.text.trim());
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={t('Buttons')}
      style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8, padding: 0, margin: '8px 0 0' }}
    >
      {shown.map((button, index) => (
        <li
          key={index}
          style={{
            padding: '4px 12px',
            borderRadius: 6,
            border: '1px solid var(--bo-primary)',
            background: button.variant === 'primary' ? 'var(--bo-primary)' : 'transparent',
            color: button.variant === 'primary' ? '#fff' : 'inherit',
          }}
        >
          {button.text}
          {button.target === '_blank' && ` ${t('(new tab)')}`}
        </li>
      ))}
    </ul>
  );
}

/** How a general or card section reads on the site: its image, line breaks kept, its buttons, then the cards. */
export default function SectionPreview({ draft }: { draft: GeneralDraft & { cards?: CardDraft[] } }) {
  const { t } = useMessages();
  const picture = usePictureUrl(draft.imageFile, draft.image);
  return (
    <section aria-label={t('Preview')} style={{ whiteSpace: 'pre-line' }}>
      {picture && (
        <img
          src={picture}
          alt={t('Section image')}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 160, objectFit: 'contain', marginBottom: 8 }}
        />
      )}
      {draft.heading && <h2 style={{ marginTop: 0, fontSize: '1.17em' }}>{draft.heading}</h2>}
      <p>{draft.description}</p>
      <small>{draft.caption}</small>
      <PreviewButtons buttons={draft.buttons ?? []} />
      {draft.cards && draft.cards.length > 0 && (
        <ol style={{ marginBottom: 0 }}>
          {draft.cards.map((card, index) => (
            <li key={index}>
              <strong>{card.title}</strong>
              {card.description && <div>{card.description}</div>}
              <PreviewButtons buttons={card.buttons ?? []} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
