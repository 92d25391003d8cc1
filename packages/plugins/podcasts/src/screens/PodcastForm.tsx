import { useId, useMemo } from 'react';
import { Input, Switch, Typography } from 'antd';
import {
  FormField,
  FormPage,
  ImageUploadField,
  PublishBar,
  choiceChangesPublishing,
  usePublishChoice,
  publishFields,
  SelectInput,
  TextInput,
  TranslationEditor,
  useLocation,
  useNavigate,
  usePermission,
  useRecordForm,
  useSearchParams,
  useService,
  useMessages,
  CONTENT_CATEGORIES,
  DEFAULT_CONTENT_CATEGORY,
} from '@backoffice/kernel';
import type { Podcast, PodcastInput } from '../api';
import { COVER_MAX_BYTES, COVER_TYPES, PODCAST_COVER_SIZE, isWebAddress } from '../categories';
import { PodcastsApiToken, PodcastsStoreToken } from '../tokens';
import { sizeAdvice, useImageSize } from './use-image-size';

type Values = PodcastInput;

/** Navigation state: the spec's explicit action, and the podcast to edit. */
interface FormState {
  action?: 'add' | 'edit';
  id?: string;
}

const LIST = '/resources/podcasts?tab=podcasts';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function valuesOf(podcast: Podcast): Values {
  return {
    title: podcast.title,
    url: podcast.url,
    dateScheduled: podcast.dateScheduled,
    category: podcast.category,
    isLiveNow: podcast.isLiveNow,
    cover: null,
  };
}

/** What "No changes made" compares: the texts trimmed, and whether a new cover was chosen. */
const comparable = ({ cover, ...values }: Values) => [
  values.title.trim(),
  values.url.trim(),
  values.dateScheduled.trim(),
  values.category.trim(),
  values.isLiveNow,
  cover !== null,
];

/**
 * /resources/podcasts/update: add or edit a podcast (the action comes in navigation state; `?id=` keeps
 * an edit across a reload). Title, URL, date and category are required; the cover is optional.
 */
export default function PodcastForm() {
  const { t } = useMessages();
  const store = useService(PodcastsStoreToken);
  const api = useService(PodcastsApiToken);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as FormState;
  const editId = state.id ?? params.get('id') ?? '';
  const mode: 'add' | 'edit' = state.action ?? (editId ? 'edit' : 'add');
  const ids = { url: useId(), live: useId() };
  const canPublish = usePermission('content:publish');

  const form = useRecordForm<Values, Podcast>({
    initial: () => ({
      title: '',
      url: '',
      dateScheduled: today(),
      category: DEFAULT_CONTENT_CATEGORY,
      isLiveNow: false,
      cover: null,
    }),
    load: mode === 'edit' ? () => store.loadPodcast(editId) : undefined,
    valuesOf,
    comparable,
    // The URL's rule (its field stays explicit, for its inputMode); the others are stated on their bound inputs.
    rules: {
      url: {
        required: 'Please enter the URL',
        check: (url) => (isWebAddress(url) ? null : 'Please enter a valid URL starting with http:// or https://'),
      },
    },
    validate: (values, { dirty, record: podcast }) => {
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishes = choiceChangesPublishing(choice, podcast, canPublish);
      if (mode === 'edit' && !dirty && !publishes) return 'No changes made';
      if (!values.title.trim() || !values.dateScheduled || !values.category || !values.url.trim())
        return 'Please fill all the required fields';
      if (!isWebAddress(values.url)) return 'Please enter a valid URL starting with http:// or https://';
      return null;
    },
    confirm: t('Confirm changes?'),
    save: (values, original) => {
      const publishing = publishFields(choice, canPublish, original);
      return mode === 'add' ? api.add(values, publishing) : api.edit(editId, values, original!.updatedAt, publishing);
    },
    failureMessage: t('The podcast could not be saved. Please try again.'),
    done: () => navigate(LIST),
  });
  const { values, set, record } = form;
  // An edit starts from the podcast's schedule.
  const [choice, setChoice] = usePublishChoice(record, canPublish);
  // Made once per podcast and choice: typing in the fields does not render the bar again.
  const publishBar = useMemo(
    () => (
      <PublishBar
        record={record}
        value={choice}
        onChange={setChoice}
        preview={mode === 'edit' && editId ? { kind: 'podcasts', id: editId } : undefined}
      />
    ),
    [record, choice, mode, editId, setChoice],
  );
  const cover = values.cover;
  const setCover = (file: File | null) => set('cover', file);
  const size = useImageSize(cover);
  const advice = sizeAdvice(size, PODCAST_COVER_SIZE, t);

  const title = mode === 'add' ? t('Add New Podcast') : t('Edit Podcast');
  return (
    <FormPage
      title={title}
      history={{ table: 'podcasts', id: form.record?._id }}
      list={{ path: LIST, label: t('Podcasts'), backLabel: t('Back to podcasts') }}
      form={form}
      unavailable={{
        missingTitle: t('This podcast no longer exists'),
      }}
    >
      <div
        style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}
      >
        <div>
          <TextInput source="title" label={t('Title')} maxLength={200} required="Please enter the title" />
          <FormField label={t('URL')} id={ids.url} name="url">
            <Input
              id={ids.url}
              // Not type="url": the browser's own check would block Save before our clear message.
              inputMode="url"
              placeholder="https://"
              value={values.url}
              maxLength={2000}
              onChange={(event) => set('url', event.target.value)}
            />
          </FormField>
          <TextInput source="dateScheduled" label={t('Date Scheduled')} type="date" required="Please choose the date" />
          <SelectInput
            source="category"
            label={t('Category')}
            required="Please choose the category"
            options={CONTENT_CATEGORIES.map((category) => ({ value: category, label: t(category) }))}
          />
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
            <Switch id={ids.live} checked={values.isLiveNow} onChange={(checked) => set('isLiveNow', checked)} />
            <label htmlFor={ids.live} style={{ fontWeight: 500 }}>
              {t('Live now')}
            </label>
          </div>
        </div>
        <div>
          <ImageUploadField
            label={t('Cover ({{width}} X {{height}})', PODCAST_COVER_SIZE)}
            file={cover}
            currentUrl={form.record?.cover || null}
            onChange={setCover}
            onRemove={cover ? () => setCover(null) : undefined}
            types={COVER_TYPES}
            typeMessage={t('Please choose a PNG, JPEG, WebP or GIF image')}
            maxBytes={COVER_MAX_BYTES}
            sizeMessage={t('The cover must be 5 MB or smaller')}
            hint={t(
              'Recommended size {{width}} × {{height}} px; PNG, JPEG, WebP or GIF up to 5 MB.',
              PODCAST_COVER_SIZE,
            )}
            altText
          />
          {advice && (
            <Typography.Paragraph type="warning" style={{ marginTop: 12 }}>
              {advice}
            </Typography.Paragraph>
          )}
        </div>
      </div>
      {publishBar}
      {/* A podcast is translated once saved: its title (its address, date, category and cover are the same in every language). */}
      {mode === 'edit' && editId && (
        <TranslationEditor
          kind="podcasts"
          id={editId}
          fields={[{ name: 'title', label: 'Title', defaultText: values.title, maxLength: 200 }]}
        />
      )}
    </FormPage>
  );
}
