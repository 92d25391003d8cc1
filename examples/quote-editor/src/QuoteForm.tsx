import { FormField, type SectionFormProps } from '@backoffice/plugin-sdk';
import { Button, Input } from 'antd';
import { useId } from 'react';
import type { QuoteDraft } from './quote';

/** The testimonial's fields: antd's, from the app's own copy, so they wear the app's theme. */
export default function QuoteForm({ draft, onChange }: SectionFormProps<QuoteDraft>) {
  const ids = { quote: useId(), author: useId(), role: useId(), photo: useId() };
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <FormField label="Quote" id={ids.quote}>
        <Input.TextArea
          id={ids.quote}
          aria-label="Quote"
          autoSize={{ minRows: 3 }}
          value={draft.quote}
          onChange={(event) => onChange({ ...draft, quote: event.target.value })}
        />
      </FormField>
      <FormField label="Author" id={ids.author}>
        <Input
          id={ids.author}
          aria-label="Author"
          value={draft.author}
          onChange={(event) => onChange({ ...draft, author: event.target.value })}
        />
      </FormField>
      <FormField label="Author's role" id={ids.role}>
        <Input
          id={ids.role}
          aria-label="Author's role"
          value={draft.role}
          onChange={(event) => onChange({ ...draft, role: event.target.value })}
        />
      </FormField>
      <FormField label="Author photo" id={ids.photo}>
        <input
          id={ids.photo}
          aria-label="Author photo"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => onChange({ ...draft, photoFile: event.target.files?.[0] ?? null })}
        />
        {draft.photo && !draft.photoFile && (
          <Button size="small" onClick={() => onChange({ ...draft, photo: undefined })}>
            Remove photo
          </Button>
        )}
      </FormField>
    </div>
  );
}
