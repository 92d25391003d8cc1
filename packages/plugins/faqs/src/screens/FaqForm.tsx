import { useId } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, RowField, useLocation, useNavigate, useRecordForm, useSearchParams, useService } from '@backoffice/kernel';
import type { Faq, FaqInput } from '../api';
import { FaqsApiToken } from '../tokens';

const LIST = '/faqs';

interface FormState {
  nextRow?: number;
}

interface Values {
  question: string;
  answer: string;
  /** Kept as typed text: digits only. */
  row: string;
}

function valuesOf(faq: Faq | undefined, nextRow: number | undefined): Values {
  if (faq) return { question: faq.question, answer: faq.answer, row: String(faq.row) };
  return { question: '', answer: '', row: nextRow ? String(nextRow) : '' };
}

function inputOf(values: Values): FaqInput {
  return { question: values.question.trim(), answer: values.answer.trim(), row: Number(values.row) };
}

/**
 * /faq/edit: adds a FAQ, or edits the FAQ of `?id=` (its own address: a reload, a bookmark or a new tab opens it,
 * always loaded fresh, so a reload or a 409's reload never shows an older copy).
 */
export default function FaqForm() {
  const api = useService(FaqsApiToken);
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as FormState;
  const id = useSearchParams()[0].get('id') ?? undefined;
  const ids = { question: useId(), answer: useId(), row: useId() };
  const form = useRecordForm<Values, Faq>({
    initial: () => valuesOf(undefined, state.nextRow),
    load: id ? async () => (await api.list()).find((faq) => faq._id === id) : undefined,
    valuesOf: (faq) => valuesOf(faq, undefined),
    loadFailureMessage: 'Failed to load the FAQ',
    comparable: inputOf,
    rules: {
      question: { required: 'Please enter the question' },
      answer: { required: 'Please enter the answer' },
      row: { required: 'Please enter the row', check: (row) => (Number(row) < 1 ? 'The row must be 1 or more' : null) },
    },
    successMessage: id ? 'FAQ saved' : 'FAQ added',
    validate: (values, { dirty }) => {
      const input = inputOf(values);
      if (!input.question || !input.answer || !values.row || input.row < 1) return 'Please fill all the fields';
      if (id && !dirty) return 'No changes made';
      return null;
    },
    confirm: 'Woah! This FAQ has changed alot!',
    save: (values, faq) => (id ? api.edit(id, inputOf(values), faq?.updatedAt) : api.add(inputOf(values))),
    failureMessage: 'The FAQ could not be saved. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;

  const title = id ? 'Edit FAQ' : 'Add New FAQ';
  return (
    <FormPage
      history={id ? { table: 'faqs', id } : undefined}
      title={title}
      breadcrumb={[{ label: 'FAQs', path: LIST }, { label: title }]}
      form={form}
      unavailable={{ errorTitle: 'Failed to load the FAQ', missingTitle: 'FAQ not found', missingHint: 'It may have been deleted.', backLabel: 'Back to FAQs', onBack: () => navigate(LIST) }}
      onCancel={() => navigate(LIST)}
    >
      <FormField label="Question" id={ids.question} name="question">
        <Input id={ids.question} value={values.question} maxLength={300} onChange={(event) => set('question', event.target.value)} />
      </FormField>
      <FormField label="Answer" id={ids.answer} name="answer">
        <Input.TextArea id={ids.answer} rows={6} value={values.answer} maxLength={5000} onChange={(event) => set('answer', event.target.value)} />
      </FormField>
      <RowField id={ids.row} name="row" value={values.row} onChange={(row) => set('row', row)} />
    </FormPage>
  );
}
