import { useId } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, RowField, useLocation, useNavigate, useRecordForm, useService } from '@backoffice/kernel';
import type { Faq, FaqInput } from '../api';
import { FaqsApiToken } from '../tokens';

const LIST = '/faqs';

interface FormState {
  action?: 'add' | 'edit';
  faq?: Faq;
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

/** /faq/edit: adds a FAQ (state action 'add') or edits the one passed in state (action 'edit'). */
export default function FaqForm() {
  const api = useService(FaqsApiToken);
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as FormState;
  const editing = state.action === 'edit' && state.faq ? state.faq : undefined;
  const ids = { question: useId(), answer: useId(), row: useId() };
  const form = useRecordForm({
    initial: () => valuesOf(editing, state.nextRow),
    comparable: inputOf,
    validate: (values, { dirty }) => {
      const input = inputOf(values);
      if (!input.question || !input.answer || !values.row || input.row < 1) return 'Please fill all the fields';
      if (editing && !dirty) return 'No changes made';
      return null;
    },
    confirm: 'Woah! This FAQ has changed alot!',
    save: (values) => (editing ? api.edit(editing._id, inputOf(values)) : api.add(inputOf(values))),
    failureMessage: 'The FAQ could not be saved. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;

  const title = editing ? 'Edit FAQ' : 'Add New FAQ';
  return (
    <FormPage history={editing ? { table: 'faqs', id: editing._id } : undefined} title={title} breadcrumb={[{ label: 'FAQs', path: LIST }, { label: title }]} form={form} onCancel={() => navigate(LIST)}>
      <FormField label="Question" id={ids.question}>
        <Input id={ids.question} value={values.question} maxLength={300} onChange={(event) => set('question', event.target.value)} />
      </FormField>
      <FormField label="Answer" id={ids.answer}>
        <Input.TextArea id={ids.answer} rows={6} value={values.answer} maxLength={5000} onChange={(event) => set('answer', event.target.value)} />
      </FormField>
      <RowField id={ids.row} value={values.row} onChange={(row) => set('row', row)} />
    </FormPage>
  );
}
