import { Input } from 'antd';
import { ButtonsList } from './ButtonsList';
import type { GeneralDraft } from '../section-model';
import type { Section } from '../public';

/** Heading, description, caption (locked when empty on edit), image and buttons, with a live preview. */
export function CommonFields<D extends GeneralDraft>({ draft, onChange, editing, original, bodyKey }: {
  draft: D; onChange: (draft: D) => void; editing: boolean; original?: Section; bodyKey: string;
}) {
  const stored = (original?.[bodyKey] ?? {}) as Partial<GeneralDraft>;
  const descriptionLocked = editing && !stored.description;
  const captionLocked = editing && !stored.caption;
  const set = (patch: Partial<GeneralDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="bo-form-grid">
      <label>Heading<Input.TextArea aria-label="Heading" autoSize value={draft.heading} onChange={(event) => set({ heading: event.target.value })} /></label>
      <label>Description
        {descriptionLocked ? <p>This section cannot have a description</p> :
          <Input.TextArea aria-label="Description" autoSize value={draft.description} onChange={(event) => set({ description: event.target.value })} />}
      </label>
      <label>Caption
        {captionLocked ? <p>This section cannot have a caption</p> :
          <Input.TextArea aria-label="Caption" autoSize value={draft.caption} onChange={(event) => set({ caption: event.target.value })} />}
      </label>
      <label>Image (max size 4MB)
        <input aria-label="Section image" type="file" accept="image/*" onChange={(event) => set({ imageFile: event.target.files?.[0] ?? null })} />
      </label>
      {draft.image && !draft.imageFile && <img src={draft.image} alt="Current section" style={{ maxWidth: 240 }} />}
      <ButtonsList buttons={draft.buttons} onChange={(buttons) => set({ buttons })} />
      <section aria-label="Preview" style={{ whiteSpace: 'pre-line' }}>
        <h3>{draft.heading}</h3>
        <p>{draft.description}</p>
        <small>{draft.caption}</small>
      </section>
    </div>
  );
}
