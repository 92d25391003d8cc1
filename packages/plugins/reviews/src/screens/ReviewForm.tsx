import { useState } from 'react';
import {
  englishText,
  FormPage,
  ImageUploadField,
  PublishBar,
  choiceChangesPublishing,
  usePublishChoice,
  publishFields,
  RowInput,
  TextAreaInput,
  TextInput,
  TranslationEditor,
  useMessages,
  useNavigate,
  usePermission,
  useRecordForm,
  useService,
} from '@backoffice/kernel';
import type { Review, ReviewInput } from '../api';
import { ReviewsApiToken } from '../tokens';

const LIST = '/reviews';
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface Values {
  firstName: string;
  lastName: string;
  role: string;
  title: string;
  description: string;
  row: string;
}

function valuesOf(review: Review | undefined): Values {
  if (!review) return { firstName: '', lastName: '', role: '', title: '', description: '', row: '' };
  return {
    firstName: review.firstName,
    lastName: review.lastName,
    role: review.role,
    title: review.title,
    description: review.description,
    row: String(review.row),
  };
}

/**
 * The add form (no id) and the edit form (the review of `?id=`, loaded fresh so a reload, a bookmark or a new
 * tab opens it; plus Row).
 */
export function ReviewForm({ id }: { id?: string }) {
  const { t } = useMessages();
  const api = useService(ReviewsApiToken);
  const navigate = useNavigate();
  const [avatar, setAvatar] = useState<File | null>(null);
  const canPublish = usePermission('content:publish');
  const input = (values: Values, loaded?: Review): ReviewInput => ({
    ...values,
    row: id ? Number(values.row) : undefined,
    avatar,
    publishing: publishFields(choice, canPublish, loaded),
  });
  const form = useRecordForm<Values, Review>({
    initial: () => valuesOf(undefined),
    load: id ? async () => (await api.list()).find((review) => review._id === id) : undefined,
    valuesOf,
    loadFailureMessage: t('Failed to load the review'),
    changedElsewhere: avatar !== null,
    // What validate requires is said on each field (the avatar is optional; Row only when editing).
    validate: (values, { dirty, record: loaded }) => {
      const { firstName, lastName, role, title, description, row } = values;
      if (![firstName, lastName, role, title, description].every((value) => value.trim()))
        return t('Please fill all the fields');
      if (id && (!row || Number(row) < 1)) return t('Please enter the row (a whole number from 1)');
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishes = choiceChangesPublishing(choice, loaded, canPublish);
      if (id && !dirty && !publishes) return 'No changes made';
      return null;
    },
    confirm: id
      ? t('Are you sure you want to update this review?')
      : t('This action will add a new review to the CMS.'),
    save: (values, loaded) =>
      id ? api.edit(id, { ...input(values, loaded), updatedAt: loaded?.updatedAt }) : api.add(input(values)),
    failureMessage: t('The review could not be saved. Please try again.'),
    done: () => navigate(LIST),
  });
  const review = form.record;
  const { values } = form;
  // An edit starts from the record's schedule.
  const [choice, setChoice] = usePublishChoice(review, canPublish);

  const title = id ? t('Edit Review') : t('Add New Review');
  return (
    <FormPage
      history={{ table: 'reviews', id }}
      title={title}
      list={{ path: LIST, label: t('Reviews'), backLabel: t('Back to reviews') }}
      form={form}
      unavailable={{
        errorTitle: t('Failed to load the review'),
        missingTitle: t('Review not found'),
        missingHint: t('It may have been deleted.'),
      }}
    >
      <div
        style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}
      >
        <ImageUploadField
          label={t('Image')}
          file={avatar}
          currentUrl={review?.avatarURL || null}
          onChange={setAvatar}
          onRemove={avatar ? () => setAvatar(null) : undefined}
          accept="image/*"
          types={AVATAR_TYPES}
          typeMessage={t('Please choose a PNG, JPEG, WebP or GIF image')}
          maxBytes={2 * 1024 * 1024}
          sizeMessage={t('The image must be 2 MB or smaller')}
          hint={t('Optional. PNG, JPEG, WebP or GIF up to 2 MB.')}
          altText
        />
        <div>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 16 }}>
            <TextInput
              source="firstName"
              label={t('First Name')}
              maxLength={60}
              required="Please enter the first name"
            />
            <TextInput source="lastName" label={t('Last Name')} maxLength={60} required="Please enter the last name" />
          </div>
          <TextInput source="role" label={t('Job Title')} maxLength={120} required="Please enter the job title" />
          <TextInput source="title" label={t('Title')} maxLength={200} required="Please enter the title" />
          <TextAreaInput
            source="description"
            label={t('Description')}
            rows={5}
            maxLength={2000}
            required="Please enter the description"
          />
          {id && (
            <RowInput
              source="row"
              required="Please enter the row"
              check={(row: string) => (Number(row) < 1 ? englishText('The row must be 1 or more') : null)}
            />
          )}
        </div>
      </div>
      <PublishBar
        record={review}
        value={choice}
        onChange={setChoice}
        preview={id ? { kind: 'reviews', id } : undefined}
      />
      {/* A review is translated once saved; the reviewer's name is the same in every language. */}
      {id && (
        <TranslationEditor
          kind="reviews"
          id={id}
          fields={[
            { name: 'role', label: 'Job Title', defaultText: values.role, maxLength: 120 },
            { name: 'title', label: 'Title', defaultText: values.title, maxLength: 200 },
            {
              name: 'description',
              label: 'Description',
              defaultText: values.description,
              multiline: true,
              maxLength: 2000,
            },
          ]}
        />
      )}
    </FormPage>
  );
}
