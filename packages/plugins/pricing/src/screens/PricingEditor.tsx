import { useId } from 'react';
import { Button, Input, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  englishText,
  FormField,
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
  useLocation,
  useNavigate,
  usePermission,
  useMessages,
  useRecordForm,
  useSearchParams,
  useService,
  type ImageChoiceValue,
} from '@backoffice/kernel';
import type { PricingPlan, PricingPlanInput } from '../api';
import { PricingApiToken } from '../tokens';

const LIST = '/pricing';
export const MAX_FEATURES = 10;
const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
const FEATURE_FIELDS: Record<string, 'features'> = Object.fromEntries(
  Array.from({ length: MAX_FEATURES }, (_, index) => [`features.${index}`, 'features']),
);

interface Values {
  planName: string;
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  description: string;
  features: string[];
  media: ImageChoiceValue;
  /** A new plan's row, as typed (digits only); an existing plan keeps its row. */
  row: string;
}

interface EditorState {
  action?: 'add';
  nextRow?: number;
}

/** A blank plan when adding; its row defaults to after the last plan. */
const valuesOf = (plan: PricingPlan | undefined, nextRow?: number): Values =>
  plan
    ? {
        planName: plan.planName,
        monthlyPrice: plan.monthlyPrice,
        yearlyPrice: plan.yearlyPrice,
        description: plan.description,
        features: [...plan.features],
        media: KEEP_IMAGE,
        row: String(plan.row),
      }
    : {
        planName: '',
        monthlyPrice: null,
        yearlyPrice: null,
        description: '',
        features: [''],
        media: KEEP_IMAGE,
        row: nextRow ? String(nextRow) : '',
      };

/** The JSON of the spec's update; the image travels in its own call and stays as stored here. */
function inputOf(values: Values, media: string): PricingPlanInput {
  return {
    planName: values.planName.trim(),
    monthlyPrice: values.monthlyPrice ?? 0,
    yearlyPrice: values.yearlyPrice ?? 0,
    description: values.description.trim(),
    features: values.features.map((feature) => feature.trim()).filter(Boolean),
    media,
  };
}

/**
 * /pricing/edit-pricing: the plan of `?id=` (its own address: a reload, a bookmark or a new tab opens it,
 * loaded fresh), or a new plan without one; up to 10 features; prices in USD.
 */
export default function PricingEditor() {
  const state = (useLocation().state ?? {}) as EditorState;
  const id = useSearchParams()[0].get('id') ?? undefined;
  return <PlanForm key={id ?? 'new'} id={id} nextRow={state.nextRow} />;
}

function PlanForm({ id, nextRow }: { id?: string; nextRow?: number }) {
  const { t } = useMessages();
  const api = useService(PricingApiToken);
  const navigate = useNavigate();
  const ids = { monthly: useId(), yearly: useId(), features: useId() };
  const canPublish = usePermission('content:publish');
  const form = useRecordForm<Values, PricingPlan>({
    initial: () => valuesOf(undefined, nextRow),
    load: id ? async () => (await api.list()).find((plan) => plan._id === id) : undefined,
    valuesOf: (plan) => valuesOf(plan),
    loadFailureMessage: t('Failed to load the plan'),
    comparable: (values) => [inputOf(values, ''), values.media, values.row],
    // What `validate` asks for, said on the fields that stay explicit; the plan name, description and row state
    // theirs on their bound inputs.
    rules: {
      monthlyPrice: {
        required: 'Please enter the monthly price',
        check: (price) => ((price ?? 0) < 0 ? englishText('The price cannot be negative') : null),
      },
      yearlyPrice: {
        required: 'Please enter the yearly price',
        check: (price) => ((price ?? 0) < 0 ? englishText('The price cannot be negative') : null),
      },
      features: {
        required: 'Please add at least one feature',
        check: (features) =>
          features.some((feature) => feature.trim()) ? null : englishText('Please add at least one feature'),
      },
    },
    // The server names a feature by its place ('features.2').
    serverFields: FEATURE_FIELDS,
    validate: (values, { dirty, record: stored }) => {
      const input = inputOf(values, '');
      if (
        !input.planName ||
        values.monthlyPrice === null ||
        values.yearlyPrice === null ||
        !input.description ||
        input.features.length === 0
      )
        return t('Please fill all the fields');
      if (!id && !(Number(values.row) >= 1)) return t('Please fill all the fields');
      if (input.monthlyPrice < 0 || input.yearlyPrice < 0) return t('Prices cannot be negative');
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishes = choiceChangesPublishing(choice, stored, canPublish);
      if (id && !dirty && !publishes) return 'No changes made';
      return null;
    },
    confirm: id
      ? t('Woah! It seems that this plan has changed a lot!')
      : t('Add this plan to the public pricing page?'),
    save: async (values, stored) => {
      // Both calls carry the publishing choice, so the image of a draft stays in the draft.
      const publishing = publishFields(choice, canPublish, stored);
      if (!stored) {
        // The plan first, then its image (uploads go through the plan's own media call).
        const created = await api.add({ ...inputOf(values, ''), ...publishing, row: Number(values.row) });
        const media = imageChoice(values.media, '', () => undefined);
        return media.file ? api.setMedia(created, media.file, { status: publishing.status }) : created;
      }
      const media = imageChoice(values.media, stored.media, () => undefined);
      const textDirty =
        JSON.stringify(inputOf(values, stored.media)) !== JSON.stringify(inputOf(valuesOf(stored), stored.media));
      const imageChanged = Boolean(media.file || media.remove);
      const saved =
        textDirty || !imageChanged
          ? await api.update(stored, { ...inputOf(values, stored.media), ...publishing })
          : stored;
      return imageChanged
        ? api.setMedia(saved, media.file, saved === stored ? publishing : { status: publishing.status })
        : saved;
    },
    failureMessage: t('The plan could not be saved. Please try again.'),
    done: () => navigate(LIST),
  });
  const plan = form.record;
  const { values, set } = form;
  // An edit starts from the record's schedule.
  const [choice, setChoice] = usePublishChoice(plan, canPublish);
  const media = imageChoice(values.media, plan?.media ?? '', (next) => set('media', next));
  const title = plan ? t('Edit {{name}}', { name: plan.planName }) : t('Add New Plan');
  return (
    <FormPage
      history={{ table: 'pricing_plans', id: plan?._id }}
      title={title}
      breadcrumb={[{ label: t('Pricing'), path: LIST }, { label: plan ? plan.planName : t('Add New Plan') }]}
      list={{ path: LIST, label: t('Pricing'), backLabel: t('Back to pricing') }}
      form={form}
      unavailable={{
        errorTitle: t('Failed to load the plan'),
        missingTitle: t('Plan not found'),
        missingHint: t('It may have been deleted.'),
      }}
    >
      <div style={{ display: 'grid', gap: '0 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        <TextInput source="planName" label={t('Plan Name')} maxLength={100} required="Please enter the plan name" />
        <FormField label={t('Monthly Price (USD)')} id={ids.monthly} name="monthlyPrice">
          <InputNumber
            id={ids.monthly}
            style={{ width: '100%' }}
            min={0}
            precision={2}
            prefix="$"
            value={values.monthlyPrice}
            onChange={(value) => set('monthlyPrice', value)}
          />
        </FormField>
        <FormField label={t('Yearly Price (USD)')} id={ids.yearly} name="yearlyPrice">
          <InputNumber
            id={ids.yearly}
            style={{ width: '100%' }}
            min={0}
            precision={2}
            prefix="$"
            value={values.yearlyPrice}
            onChange={(value) => set('yearlyPrice', value)}
          />
        </FormField>
      </div>
      <TextAreaInput
        source="description"
        label={t('Description')}
        rows={3}
        maxLength={1000}
        required="Please enter the description"
      />
      <FormField label={t('Features')} id={ids.features} name="features">
        <FeatureList id={ids.features} features={values.features} onChange={(features) => set('features', features)} />
      </FormField>
      <ImageUploadField
        label={t('Media')}
        {...media.field}
        accept={MEDIA_TYPES.join(',')}
        types={MEDIA_TYPES}
        typeMessage={t('Please choose a PNG, JPEG, WebP or SVG image')}
        maxBytes={4 * 1024 * 1024}
        sizeMessage={t('The image must be 4 MB or smaller')}
        hint={t("The plan's image. PNG, JPEG, WebP or SVG up to 4 MB.")}
        altText
      />
      {/* An existing plan keeps its row (the field is not shown). */}
      {!plan && (
        <RowInput
          source="row"
          required="Please enter the row"
          check={(row: string) => (Number(row) < 1 ? englishText('The row must be 1 or more') : null)}
        />
      )}
      <PublishBar
        record={plan}
        value={choice}
        onChange={setChoice}
        preview={plan ? { kind: 'pricing', id: plan._id } : undefined}
      />
      {/* A plan is translated once saved. */}
      {plan && (
        <TranslationEditor
          kind="pricing"
          id={plan?._id}
          fields={[
            { name: 'planName', label: 'Plan Name', defaultText: values.planName, maxLength: 100 },
            {
              name: 'description',
              label: 'Description',
              defaultText: values.description,
              multiline: true,
              maxLength: 1000,
            },
          ]}
        />
      )}
    </FormPage>
  );
}

interface FeatureListProps {
  /** The first feature's id: the field's label points at it. */
  id: string;
  features: string[];
  onChange: (features: string[]) => void;
  // Set by the FormField around the list: the list as one field.
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The plan's features, up to 10, with Add and Remove. The field's state (required, the message of a broken
 * rule) goes on the feature inputs (the first one takes focus); on Add Feature while there is none.
 */
function FeatureList({ id, features, onChange, ...field }: FeatureListProps) {
  const { t } = useMessages();
  const full = features.length >= MAX_FEATURES;
  const setFeature = (index: number, text: string) =>
    onChange(features.map((feature, position) => (position === index ? text : feature)));
  return (
    <div>
      {features.length === 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {t('No features yet.')}
        </Typography.Text>
      )}
      {features.map((feature, index) => (
        <Space.Compact key={index} style={{ width: '100%', marginBottom: 8 }}>
          <Input
            id={index === 0 ? id : undefined}
            aria-label={t('Feature {{number}}', { number: index + 1 })}
            aria-invalid={field['aria-invalid']}
            aria-required={index === 0 ? field['aria-required'] : undefined}
            aria-describedby={field['aria-describedby']}
            value={feature}
            maxLength={200}
            onChange={(event) => setFeature(index, event.target.value)}
          />
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={t('Remove feature {{number}}', { number: index + 1 })}
            onClick={() => onChange(features.filter((_, position) => position !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={full}
        aria-describedby={features.length === 0 ? field['aria-describedby'] : undefined}
        onClick={() => onChange([...features, ''])}
      >
        {t('Add Feature {{shown}}/{{max}}', { shown: features.length, max: MAX_FEATURES })}
      </Button>
    </div>
  );
}
