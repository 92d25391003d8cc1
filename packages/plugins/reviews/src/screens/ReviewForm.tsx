import { useId, useState } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, ImageUploadField, RowField, useNavigate, useRecordForm, useService } from '@backoffice/kernel';
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
  const api = useService(ReviewsApiToken);
  const navigate = useNavigate();
  const [avatar, setAvatar] = useState<File | null>(null);
  const ids = { firstName: useId(), lastName: useId(), role: useId(), title: useId(), description: useId(), row: useId() };
  const input = (values: Values): ReviewInput => ({ ...values, row: id ? Number(values.row) : undefined, avatar });
  const form = useRecordForm<Values, Review>({
    initial: () => valuesOf(undefined),
    load: id ? async () => (await api.list()).find((review) => review._id === id) : undefined,
    valuesOf,
    loadFailureMessage: 'Failed to load the review',
    changedElsewhere: avatar !== null,
    // What validate requires, said on each field (the avatar is optional); Row only when editing.
    rules: {
      firstName: { required: 'Please enter the first name' },
      lastName: { required: 'Please enter the last name' },
      role: { required: 'Please enter the job title' },
      title: { required: 'Please enter the title' },
      description: { required: 'Please enter the description' },
      ...(id ? { row: { required: 'Please enter the row', check: (row: string) => (Number(row) < 1 ? 'The row must be 1 or more' : null) } } : {}),
    },
    validate: (values, { dirty }) => {
      const { firstName, lastName, role, title, description, row } = values;
      if (![firstName, lastName, role, title, description].every((value) => value.trim())) return 'Please fill all the fields';
      if (id && (!row || Number(row) < 1)) return 'Please enter the row (a whole number from 1)';
      if (id && !dirty) return 'No changes made';
      return null;
    },
    confirm: id ? 'Are you sure you want to update this review?' : 'This action will add a new review to the CMS.',
    save: (values, loaded) => (id ? api.edit(id, { ...input(values), updatedAt: loaded?.updatedAt }) : api.add(input(values))),
    failureMessage: 'The review could not be saved. Please try again.',
    done: () => navigate(LIST),
  });
  const review = form.record;
  const { values } = form;
  const set = (key: keyof Values, value: string) => form.set(key, value);

  const title = id ? 'Edit Review' : 'Add New Review';
  return (
    <FormPage
      history={id ? { table: 'reviews', id } : undefined}
      title={title}
      breadcrumb={[{ label: 'Reviews', path: LIST }, { label: title }]}
      form={form}
      unavailable={{ errorTitle: 'Failed to load the review', missingTitle: 'Review not found', missingHint: 'It may have been deleted.', backLabel: 'Back to reviews', onBack: () => navigate(LIST) }}
      onCancel={() => navigate(LIST)}
    >
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}>
        <ImageUploadField
          label="Image"
          file={avatar}
          currentUrl={review?.avatarURL || null}
          onChange={setAvatar}
          onRemove={avatar ? () => setAvatar(null) : undefined}
          accept="image/*"
          types={AVATAR_TYPES}
          typeMessage="Please choose a PNG, JPEG, WebP or GIF image"
          maxBytes={2 * 1024 * 1024}
          sizeMessage="The image must be 2 MB or smaller"
          hint="Optional. PNG, JPEG, WebP or GIF up to 2 MB."
        />
        <div>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 16 }}>
            <FormField label="First Name" id={ids.firstName} name="firstName">
              <Input id={ids.firstName} value={values.firstName} maxLength={60} onChange={(event) => set('firstName', event.target.value)} />
            </FormField>
            <FormField label="Last Name" id={ids.lastName} name="lastName">
              <Input id={ids.lastName} value={values.lastName} maxLength={60} onChange={(event) => set('lastName', event.target.value)} />
            </FormField>
          </div>
          <FormField label="Job Title" id={ids.role} name="role">
            <Input id={ids.role} value={values.role} maxLength={120} onChange={(event) => set('role', event.target.value)} />
          </FormField>
          <FormField label="Title" id={ids.title} name="title">
            <Input id={ids.title} value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
          </FormField>
          <FormField label="Description" id={ids.description} name="description">
            <Input.TextArea id={ids.description} rows={5} value={values.description} maxLength={2000} onChange={(event) => set('description', event.target.value)} />
          </FormField>
          {id && (
            <RowField id={ids.row} name="row" value={values.row} onChange={(row) => set('row', row)} />
          )}
        </div>
      </div>
    </FormPage>
  );
}
