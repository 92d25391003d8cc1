import type { CardDraft, GeneralDraft } from '../section-model';

/** How a general or card section reads on the site: line breaks kept, then the cards' titles. */
export default function SectionPreview({ draft }: { draft: GeneralDraft & { cards?: CardDraft[] } }) {
  return (
    <section aria-label="Preview" style={{ whiteSpace: 'pre-line' }}>
      {draft.heading && <h2 style={{ marginTop: 0, fontSize: '1.17em' }}>{draft.heading}</h2>}
      <p>{draft.description}</p>
      <small>{draft.caption}</small>
      {draft.cards && draft.cards.length > 0 && (
        <ol style={{ marginBottom: 0 }}>
          {draft.cards.map((card, index) => (
            <li key={index}>
              <strong>{card.title}</strong>
              {card.description && <div style={{ opacity: 0.75 }}>{card.description}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
