import { FaqBody } from '@backoffice/contracts';
import {
  englishText,
  FormPage,
  PublishBar,
  choiceChangesPublishing,
  usePublishChoice,
  publishFields,
  RowInput,
  TextAreaInput,
  TextInput,
  useLocation,
  useMessages,
  useNavigate,
  usePermission,
  TranslationEditor,
  useRecordForm,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
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
  const { t } = useMessages();
  const api = useService(FaqsApiToken);
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as FormState;
  const id = useSearchParams()[0].get('id') ?? undefined;
  const canPublish = usePermission('content:publish');
  const form = useRecordForm<Values, Faq>({
    initial: () => valuesOf(undefined, state.nextRow),
    load: id ? async () => (await api.list()).find((faq) => faq._id === id) : undefined,
    valuesOf: (faq) => valuesOf(faq, undefined),
    loadFailureMessage: t('Failed to load the FAQ'),
    comparable: inputOf,
    schema: FaqBody,
    successMessage: id ? t('FAQ saved') : t('FAQ added'),
    validate: (values, { dirty, record: faq }) => {
      const input = inputOf(values);
      if (!input.question || !input.answer || !values.row || input.row < 1) return t('Please fill all the fields');
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishes = choiceChangesPublishing(choice, faq, canPublish);
      if (id && !dirty && !publishes) return 'No changes made';
      return null;
    },
    confirm: t('Woah! This FAQ has changed a lot!'),
    save: (values, faq) => {
      const input = { ...inputOf(values), ...publishFields(choice, canPublish, faq) };
      return id ? api.edit(id, input, faq?.updatedAt) : api.add(input);
    },
    failureMessage: t('The FAQ could not be saved. Please try again.'),
    done: () => navigate(LIST),
  });
  const { values, record } = form;
  // An edit starts from the record's schedule.
  const [choice, setChoice] = usePublishChoice(record, canPublish);

  const title = id ? t('Edit FAQ') : t('Add New FAQ');
  return (
    <FormPage
      history={{ table: 'faqs', id }}
      title={title}
      list={{ path: LIST, label: t('FAQs'), backLabel: t('Back to FAQs') }}
      form={form}
      unavailable={{
        errorTitle: t('Failed to load the FAQ'),
        missingTitle: t('FAQ not found'),
        missingHint: t('It may have been deleted.'),
      }}
    >
      <TextInput source="question" label={t('Question')} required="Please enter the question" />
      <TextAreaInput source="answer" label={t('Answer')} rows={6} required="Please enter the answer" />
      <RowInput
        source="row"
        required="Please enter the row"
        check={(row: string) => (Number(row) < 1 ? englishText('The row must be 1 or more') : null)}
      />
      <PublishBar record={record} value={choice} onChange={setChoice} preview={id ? { kind: 'faqs', id } : undefined} />
      <TranslationEditor
        kind="faqs"
        id={id}
        fields={[
          { name: 'question', label: 'Question', defaultText: values.question, maxLength: 300 },
          { name: 'answer', label: 'Answer', defaultText: values.answer, multiline: true, maxLength: 5000 },
        ]}
      />
    </FormPage>
  );
}
