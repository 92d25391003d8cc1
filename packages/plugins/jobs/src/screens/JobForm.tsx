import { useId } from 'react';
import { Input, InputNumber, Radio, Select, Switch } from 'antd';
import { FormField, FormPage, isRichTextEmpty, RichTextEditor, useNavigate, useRecordForm, useSearchParams, useService } from '@backoffice/kernel';
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
  return { amount: amount && !Number.isNaN(Number(amount)) ? Number(amount) : null, currency: currency || 'USD', period: period === 'Annual' ? 'Annual' : 'Monthly' };
}

function valuesOf(job: Job | undefined): Values {
  if (!job) return { title: '', department: '', amount: null, currency: 'USD', period: 'Monthly', location: '', remote: false, overview: '', description: '', content: '' };
  return { title: job.title, department: job.department, ...salaryParts(job.salary), location: job.location, remote: job.remote, overview: job.overview, description: job.description, content: job.content };
}

function inputOf(values: Values): JobInput {
  return {
    title: values.title.trim(), department: values.department.trim(), salary: `${values.amount ?? ''} ${values.currency} ${values.period}`,
    location: values.location.trim(), remote: values.remote, overview: values.overview.trim(), description: values.description.trim(), content: values.content,
  };
}

/**
 * /company/career/update: a new job, or the job of `?id=` (its own address: a reload, a bookmark or a new tab
 * opens it, loaded fresh from the server).
 */
export default function JobForm() {
  const api = useService(JobsApiToken);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const ids = { title: useId(), department: useId(), amount: useId(), location: useId(), remote: useId(), overview: useId(), description: useId() };
  const form = useRecordForm<Values, Job>({
    initial: () => valuesOf(undefined),
    load: id ? async () => (await api.list()).find((job) => job._id === id) : undefined,
    valuesOf,
    loadFailureMessage: 'Failed to load the job',
    comparable: inputOf,
    validate: (values, { dirty }) => {
      const input = inputOf(values);
      const missing = !input.title || !input.department || values.amount === null || !values.currency || !input.location || !input.description || !input.overview || isRichTextEmpty(input.content);
      if (missing) return 'All fields are required';
      if (values.amount! < 0) return 'Salary cannot be negative';
      if (values.amount === 0) return 'Salary cannot be zero';
      if (id && !dirty) return 'No changes made';
      return null;
    },
    confirm: 'Are you sure you want to save changes?',
    save: (values, job) => (job ? api.edit(job, inputOf(values)) : api.add(inputOf(values))),
    failureMessage: 'The job could not be saved. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;

  const heading = id ? 'Edit Job' : 'Add New Job';
  return (
    <FormPage
      history={id ? { table: 'jobs', id } : undefined}
      title={heading}
      breadcrumb={[{ label: 'Career', path: LIST }, { label: heading }]}
      form={form}
      unavailable={{ errorTitle: 'Failed to load the job', missingTitle: 'Job not found', missingHint: 'It may have been deleted.', backLabel: 'Back to Career', onBack: () => navigate(LIST) }}
      onCancel={() => navigate(LIST)}
    >
      <div style={{ display: 'grid', gap: '0 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        <FormField label="Title" id={ids.title}>
          <Input id={ids.title} value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
        </FormField>
        <FormField label="Department" id={ids.department}>
          <Input id={ids.department} value={values.department} maxLength={100} onChange={(event) => set('department', event.target.value)} />
        </FormField>
        <FormField label="Location" id={ids.location}>
          <Input id={ids.location} value={values.location} maxLength={200} onChange={(event) => set('location', event.target.value)} />
        </FormField>
        <FormField label="Salary" id={ids.amount}>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <InputNumber id={ids.amount} style={{ width: 140 }} value={values.amount} onChange={(value) => set('amount', value)} />
            <Select aria-label="Currency" style={{ width: 100 }} value={values.currency} options={CURRENCIES.map((code) => ({ value: code, label: code }))} onChange={(currency: string) => set('currency', currency)} />
            <Radio.Group aria-label="Period" optionType="button" value={values.period} options={['Monthly', 'Annual']} onChange={(event) => set('period', event.target.value as Period)} />
          </div>
        </FormField>
        <FormField label="Remote" id={ids.remote}>
          <Switch id={ids.remote} style={{ width: 'fit-content' }} checked={values.remote} checkedChildren="Yes" unCheckedChildren="No" onChange={(remote) => set('remote', remote)} />
        </FormField>
      </div>
      <FormField label="Overview" id={ids.overview}>
        <Input.TextArea id={ids.overview} rows={3} value={values.overview} maxLength={5000} onChange={(event) => set('overview', event.target.value)} />
      </FormField>
      <FormField label="Description" id={ids.description}>
        <Input.TextArea id={ids.description} rows={3} value={values.description} maxLength={2000} onChange={(event) => set('description', event.target.value)} />
      </FormField>
      <RichTextEditor label="Content" value={values.content} onChange={(content) => set('content', content)} placeholder="What the job is, who we look for, what we offer..." />
    </FormPage>
  );
}
