import { useId, type AriaAttributes } from 'react';
import { InputNumber, Radio, Select, Switch } from 'antd';
import { JobBody } from '@backoffice/contracts';
import {
  englishText,
  FormField,
  FormPage,
  isRichTextEmpty,
  PublishBar,
  choiceChangesPublishing,
  usePublishChoice,
  publishFields,
  RichTextEditor,
  TextAreaInput,
  TextInput,
  TranslationEditor,
  useMessages,
  useNavigate,
  usePermission,
  useRecordForm,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import type { Job, JobInput } from '../api';
import { JobsApiToken } from '../tokens';

const LIST = '/company/career';
const CURRENCIES = ['USD', 'EUR', 'GBP', 'MAD', 'NGN', 'KES', 'GHS', 'EGP', 'ZAR', 'AED', 'SAR'];
type Period = 'Monthly' | 'Annual';

interface Values {
  title: string;
  department: string;
  amount: number | null;
  currency: string;
  period: Period;
  location: string;
  remote: boolean;
  overview: string;
  description: string;
  content: string;
}

/** The stored salary string ('4500 USD Monthly') as its three parts. */
function salaryParts(salary: string): Pick<Values, 'amount' | 'currency' | 'period'> {
  const [amount, currency, period] = salary.trim().split(/\s+/);
  return {
    amount: amount && !Number.isNaN(Number(amount)) ? Number(amount) : null,
    currency: currency || 'USD',
    period: period === 'Annual' ? 'Annual' : 'Monthly',
  };
}

function valuesOf(job: Job | undefined): Values {
  if (!job)
    return {
      title: '',
      department: '',
      amount: null,
      currency: 'USD',
      period: 'Monthly',
      location: '',
      remote: false,
      overview: '',
      description: '',
      content: '',
    };
  return {
    title: job.title,
    department: job.department,
    ...salaryParts(job.salary),
    location: job.location,
    remote: job.remote,
    overview: job.overview,
    description: job.description,
    content: job.content,
  };
}

function inputOf(values: Values): JobInput {
  return {
    title: values.title.trim(),
    department: values.department.trim(),
    salary: `${values.amount ?? ''} ${values.currency} ${values.period}`,
    location: values.location.trim(),
    remote: values.remote,
    overview: values.overview.trim(),
    description: values.description.trim(),
    content: values.content,
  };
}

type FieldMarks = Pick<AriaAttributes, 'aria-invalid' | 'aria-required' | 'aria-describedby'>;

interface SalaryProps extends FieldMarks {
  id: string;
  amount: number | null;
  currency: string;
  period: Period;
  onAmount: (amount: number | null) => void;
  onCurrency: (currency: string) => void;
  onPeriod: (period: Period) => void;
}

/** The salary's amount, currency and period on one line; the field's marks (from `FormField`) go on the amount. */
function SalaryInputs({ id, amount, currency, period, onAmount, onCurrency, onPeriod, ...marks }: SalaryProps) {
  const { t } = useMessages();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <InputNumber id={id} style={{ width: 140 }} value={amount} onChange={onAmount} {...marks} />
      <Select
        aria-label={t('Currency')}
        style={{ width: 100 }}
        value={currency}
        options={CURRENCIES.map((code) => ({ value: code, label: code }))}
        onChange={onCurrency}
      />
      <Radio.Group
        aria-label={t('Period')}
        optionType="button"
        value={period}
        options={[
          { value: 'Monthly', label: t('Monthly') },
          { value: 'Annual', label: t('Annual') },
        ]}
        onChange={(event) => onPeriod(event.target.value as Period)}
      />
    </div>
  );
}

/**
 * /company/career/update: a new job, or the job of `?id=` (its own address: a reload, a bookmark or a new tab
 * opens it, loaded fresh from the server).
 */
export default function JobForm() {
  const { t } = useMessages();
  const api = useService(JobsApiToken);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const ids = {
    amount: useId(),
    remote: useId(),
    content: useId(),
  };
  const canPublish = usePermission('content:publish');
  const form = useRecordForm<Values, Job>({
    initial: () => valuesOf(undefined),
    load: id ? async () => (await api.list()).find((job) => job._id === id) : undefined,
    valuesOf,
    loadFailureMessage: t('Failed to load the job'),
    comparable: inputOf,
    // What validate requires, said on each field (the currency always has a value); the server names the salary 'salary'.
    schema: JobBody,
    rules: {
      amount: {
        required: 'Please enter the salary',
        check: (amount) =>
          amount! < 0 ? t('Salary cannot be negative') : amount === 0 ? t('Salary cannot be zero') : null,
      },
      content: {
        required: 'Please write the content',
        check: (content) => (isRichTextEmpty(content) ? englishText('Please write the content') : null),
      },
    },
    serverFields: { salary: 'amount' },
    validate: (values, { dirty, record: job }) => {
      const input = inputOf(values);
      const missing =
        !input.title ||
        !input.department ||
        values.amount === null ||
        !values.currency ||
        !input.location ||
        !input.description ||
        !input.overview ||
        isRichTextEmpty(input.content);
      if (missing) return t('All fields are required');
      if (values.amount! < 0) return t('Salary cannot be negative');
      if (values.amount === 0) return t('Salary cannot be zero');
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishes = choiceChangesPublishing(choice, job, canPublish);
      if (id && !dirty && !publishes) return 'No changes made';
      return null;
    },
    confirm: t('Are you sure you want to save changes?'),
    save: (values, job) => {
      const input = { ...inputOf(values), ...publishFields(choice, canPublish, job) };
      return job ? api.edit(job, input) : api.add(input);
    },
    failureMessage: t('The job could not be saved. Please try again.'),
    done: () => navigate(LIST),
  });
  const { values, set, record } = form;
  // An edit starts from the record's schedule.
  const [choice, setChoice] = usePublishChoice(record, canPublish);

  const heading = id ? t('Edit Job') : t('Add New Job');
  return (
    <FormPage
      history={{ table: 'jobs', id }}
      title={heading}
      list={{ path: LIST, label: t('Career'), backLabel: t('Back to Career') }}
      form={form}
      unavailable={{
        errorTitle: t('Failed to load the job'),
        missingTitle: t('Job not found'),
        missingHint: t('It may have been deleted.'),
      }}
    >
      <div style={{ display: 'grid', gap: '0 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        <TextInput source="title" label={t('Title')} required="Please enter the title" />
        <TextInput source="department" label={t('Department')} required="Please enter the department" />
        <TextInput source="location" label={t('Location')} required="Please enter the location" />
        <FormField label={t('Salary')} id={ids.amount} name="amount">
          <SalaryInputs
            id={ids.amount}
            amount={values.amount}
            currency={values.currency}
            period={values.period}
            onAmount={(amount) => set('amount', amount)}
            onCurrency={(currency) => set('currency', currency)}
            onPeriod={(period) => set('period', period)}
          />
        </FormField>
        <FormField label={t('Remote')} id={ids.remote}>
          <Switch
            id={ids.remote}
            style={{ width: 'fit-content' }}
            checked={values.remote}
            checkedChildren={t('Yes')}
            unCheckedChildren={t('No')}
            onChange={(remote) => set('remote', remote)}
          />
        </FormField>
      </div>
      <TextAreaInput source="overview" label={t('Overview')} rows={3} required="Please enter the overview" />
      <TextAreaInput source="description" label={t('Description')} rows={3} required="Please enter the description" />
      <FormField label={t('Content')} id={ids.content} name="content">
        <RichTextEditor
          id={ids.content}
          label={t('Content')}
          value={values.content}
          onChange={(content) => set('content', content)}
          placeholder={t('What the job is, who we look for, what we offer...')}
        />
      </FormField>
      <PublishBar record={record} value={choice} onChange={setChoice} preview={id ? { kind: 'jobs', id } : undefined} />
      {/* A job is translated once saved. */}
      {id && (
        <TranslationEditor
          kind="jobs"
          id={id}
          fields={[
            { name: 'title', label: 'Title', defaultText: values.title, maxLength: 200 },
            { name: 'overview', label: 'Overview', defaultText: values.overview, multiline: true, maxLength: 5000 },
            {
              name: 'description',
              label: 'Description',
              defaultText: values.description,
              multiline: true,
              maxLength: 2000,
            },
            { name: 'content', label: 'Content', defaultText: values.content, multiline: true },
          ]}
        />
      )}
    </FormPage>
  );
}
