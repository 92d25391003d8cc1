import { useCallback, useEffect, useId, useState } from 'react';
import { Input } from 'antd';
import {
  errorMessage,
  FormField,
  FormPage,
  ImageUploadField,
  RecordUnavailable,
  RowField,
  useFormFlow,
  useNavigate,
  useParams,
  useImageChoice,
  useService,
  useUnsavedChanges,
} from '@backoffice/kernel';
import type { AboutCard } from '../about-cards-api';
import { AboutCardsApiToken } from '../tokens';

const LIST = '/about-us';
const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
const MEDIA_MAX_BYTES = 4 * 1024 * 1024;

interface Values {
  title: string;
  content: string;
  row: string;
}

const valuesOf = (card: AboutCard): Values => ({ title: card.title, content: card.content, row: String(card.row) });
const EMPTY: Values = { title: '', content: '', row: '' };

/** The card being edited: loaded from the server (so a reload or a shared link works), or none when adding. */
function useEditedCard(id: string | undefined) {
  const api = useService(AboutCardsApiToken);
  const [card, setCard] = useState<AboutCard | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>(id ? 'loading' : 'ready');
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    if (!id) return;
    setState('loading');
    try {
      const found = (await api.list()).find((candidate) => candidate._id === id) ?? null;
      setCard(found);
      setState(found ? 'ready' : 'missing');
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to load the card. Please try again.'));
      setState('failed');
    }
  }, [api, id]);
  useEffect(() => {
    void load();
  }, [load]);
  return { card, state, error, reload: load };
}

/**
 * /about-us/edit/:id edits an about-us card (`PUT /card/edit/{id}`); /about-us/cards/add creates one
 * (`POST /card/add`). Title, content and row are required (content spec §5); both return to /about-us.
 */
export default function AboutCardForm() {
  const { id } = useParams();
  const api = useService(AboutCardsApiToken);
  const navigate = useNavigate();
  const runFlow = useFormFlow();
  const { card, state, error, reload } = useEditedCard(id);
  const [values, setValues] = useState<Values>(EMPTY);
  const media = useImageChoice(card?.media);
  const ids = { title: useId(), content: useId(), row: useId() };

  useEffect(() => {
    if (!card) return;
    setValues(valuesOf(card));
    media.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card]);

  const initial = card ? valuesOf(card) : EMPTY;
  const dirty = media.changed || (Object.keys(initial) as Array<keyof Values>).some((key) => values[key].trim() !== initial[key]);
  const unsaved = useUnsavedChanges(dirty);
  const set = (key: keyof Values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const save = () =>
    runFlow({
      validate: () => {
        if (!values.title.trim() || !values.content.trim() || !values.row.trim()) return 'Please fill all the required fields.';
        if (Number(values.row) < 1) return 'Row must be a whole number from 1';
        if (card && !dirty) return 'No changes made';
        return null;
      },
      confirm: card ? 'Are you sure you want to save changes to this card?' : 'This action will add a new card to the about-us page.',
      save: () =>
        card
          ? api.edit(card._id, { ...values, media: media.file, removeMedia: media.remove, updatedAt: card.updatedAt })
          : api.add({ ...values, media: media.file }),
      failureMessage: 'An error occurred while saving. Please try again.',
      onSaved: () => unsaved.leave(() => navigate(LIST)),
      onStale: () => void reload(),
    });

  const title = id ? 'Edit Card' : 'Add Card';
  const breadcrumb = [{ label: 'About Us', path: LIST }, { label: title }];
  if (state !== 'ready') {
    return (
      <RecordUnavailable
        loading={state === 'loading'}
        error={state === 'failed' ? error : null}
        missingTitle="This card no longer exists"
        backLabel="Back to About Us"
        onBack={() => navigate(LIST)}
        onRetry={() => void reload()}
      />
    );
  }

  return (
    <FormPage title={title} breadcrumb={breadcrumb} history={card ? { table: 'about_cards', id: card._id } : undefined} onCancel={() => navigate(LIST)} onSave={() => void save()}>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}>
        <div>
          <FormField label="Title" id={ids.title}>
            <Input id={ids.title} value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
          </FormField>
          <FormField label="Content" id={ids.content} help="Line breaks are kept on the site.">
            <Input.TextArea id={ids.content} rows={6} value={values.content} maxLength={4000} showCount onChange={(event) => set('content', event.target.value)} />
          </FormField>
          <RowField id={ids.row} value={values.row} onChange={(row) => set('row', row)} />
        </div>
        <ImageUploadField
          label="Media"
          {...media.field}
          accept={MEDIA_TYPES.join(',')}
          types={MEDIA_TYPES}
          typeMessage="Please choose a PNG, JPEG, WebP or SVG image"
          maxBytes={MEDIA_MAX_BYTES}
          sizeMessage="The image must be 4 MB or smaller"
          hint="Optional. PNG, JPEG, WebP or SVG up to 4 MB."
        />
      </div>
    </FormPage>
  );
}
