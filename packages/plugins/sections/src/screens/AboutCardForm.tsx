import {
  FormPage,
  ImageUploadField,
  imageChoice,
  KEEP_IMAGE,
  PublishBar,
  choiceChangesPublishing,
  usePublishChoice,
  publishFields,
  RowInput,
  TextAreaInput,
  TextInput,
  TranslationEditor,
  useNavigate,
  useParams,
  useMessages,
  usePermission,
  useRecordForm,
  useService,
  type ImageChoiceValue,
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
  media: ImageChoiceValue;
}

const valuesOf = (card: AboutCard): Values => ({
  title: card.title,
  content: card.content,
  row: String(card.row),
  media: KEEP_IMAGE,
});
const trimmed = (values: Values) => [values.title.trim(), values.content.trim(), values.row.trim(), values.media];

/**
 * /about-us/edit/:id edits an about-us card (`PUT /card/edit/{id}`), loaded from the server so a reload or
 * a shared link works; /about-us/cards/add creates one (`POST /card/add`). Title, content and row are
 * required; saved as published or as a draft (its publish bar); both return to /about-us.
 */
export default function AboutCardForm() {
  const { t } = useMessages();
  const { id } = useParams();
  const api = useService(AboutCardsApiToken);
  const navigate = useNavigate();
  const canPublish = usePermission('content:publish');
  const form = useRecordForm<Values, AboutCard>({
    initial: { title: '', content: '', row: '', media: KEEP_IMAGE },
    load: id ? async () => (await api.list()).find((candidate) => candidate._id === id) : undefined,
    valuesOf,
    loadFailureMessage: t('Failed to load the card. Please try again.'),
    comparable: trimmed,
    validate: (values, { dirty, record }) => {
      if (!values.title.trim() || !values.content.trim() || !values.row.trim())
        return 'Please fill all the required fields.';
      if (Number(values.row) < 1) return 'Row must be a whole number from 1';
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishes = choiceChangesPublishing(choice, record, canPublish);
      if (record && !dirty && !publishes) return 'No changes made';
      return null;
    },
    confirm: (card) =>
      card
        ? t('Are you sure you want to save changes to this card?')
        : t('This action will add a new card to the about-us page.'),
    save: ({ media, ...values }, card) => {
      const { file, remove } = imageChoice(media, card?.media, () => undefined);
      const publishing = publishFields(choice, canPublish, card);
      return card
        ? api.edit(card._id, { ...values, media: file, removeMedia: remove, updatedAt: card.updatedAt, publishing })
        : api.add({ ...values, media: file, publishing });
    },
    failureMessage: t('An error occurred while saving. Please try again.'),
    done: () => navigate(LIST),
  });
  const { values, set, record } = form;
  // An edit starts from the card's publishing state and schedule.
  const [choice, setChoice] = usePublishChoice(record, canPublish);
  const media = imageChoice(values.media, form.record?.media, (next) => set('media', next));

  const title = id ? t('Edit Card') : t('Add New Card');
  return (
    <FormPage
      history={{ table: 'about_cards', id: form.record?._id }}
      title={title}
      list={{ path: LIST, label: t('About Us'), backLabel: t('Back to About Us') }}
      form={form}
      unavailable={{ missingTitle: t('This card no longer exists') }}
    >
      <div
        style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}
      >
        <div>
          <TextInput source="title" label={t('Title')} maxLength={200} required="Please enter the title" />
          <TextAreaInput
            source="content"
            label={t('Content')}
            help={t('Line breaks are kept on the site.')}
            rows={6}
            maxLength={4000}
            showCount
            required="Please enter the content"
          />
          <RowInput
            source="row"
            required="Please enter the row"
            check={(row: string) => (Number(row) < 1 ? 'Row must be a whole number from 1' : null)}
          />
        </div>
        <ImageUploadField
          label={t('Media')}
          {...media.field}
          accept={MEDIA_TYPES.join(',')}
          types={MEDIA_TYPES}
          typeMessage={t('Please choose a PNG, JPEG, WebP or SVG image')}
          maxBytes={MEDIA_MAX_BYTES}
          sizeMessage={t('The image must be 4 MB or smaller')}
          hint={t('Optional. PNG, JPEG, WebP or SVG up to 4 MB.')}
          altText
        />
      </div>
      <PublishBar
        record={record}
        value={choice}
        onChange={setChoice}
        preview={record ? { kind: 'about_cards', id: record._id } : undefined}
      />
      {/* Its title and content in the site's other locales (its image and row are the same in every language). */}
      <TranslationEditor
        kind="about-cards"
        id={record?._id}
        fields={[
          { name: 'title', label: t('Title'), defaultText: values.title, maxLength: 200 },
          { name: 'content', label: t('Content'), defaultText: values.content, multiline: true, maxLength: 4000 },
        ]}
      />
    </FormPage>
  );
}
