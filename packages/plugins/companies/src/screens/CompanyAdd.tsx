import {
  FormPage,
  ImageUploadField,
  PublishBar,
  choiceChangesPublishing,
  usePublishChoice,
  publishFields,
  RowInput,
  TextInput,
  useLocation,
  useNavigate,
  usePermission,
  useRecordForm,
  useSearchParams,
  useService,
  useMessages,
} from '@backoffice/kernel';
import type { Company } from '../api';
import { LOGO_MAX_BYTES } from '../limits';
import { CompaniesApiToken } from '../tokens';

const LIST = '/companies';
/** Shown on the row field (and as the form's problem) when it is empty or below 1. */
const ROW_MESSAGE = 'Please enter the row (a whole number from 1)';

interface Values {
  name: string;
  row: string;
  logo: File | null;
}

/**
 * /add-new-company: name, row and an SVG logo; with `?id=` it edits that company (loaded fresh by its address),
 * sending only what changed, the logo only when a new one was chosen.
 */
export default function CompanyAdd() {
  const { t } = useMessages();
  const api = useService(CompaniesApiToken);
  const navigate = useNavigate();
  const nextRow = (useLocation().state as { nextRow?: number } | null)?.nextRow;
  const id = useSearchParams()[0].get('id') ?? undefined;
  const canPublish = usePermission('content:publish');
  const form = useRecordForm<Values, Company>({
    initial: { name: '', row: nextRow ? String(nextRow) : '', logo: null },
    load: id ? async () => (await api.list()).find((company) => company._id === id) : undefined,
    valuesOf: (company) => ({ name: company.name, row: String(company.row), logo: null }),
    loadFailureMessage: t('Failed to load the company'),
    // A chosen file counts as a change (JSON would see every File as {}).
    comparable: (values) => [values.name.trim(), values.row, values.logo !== null],
    successMessage: id ? t('Company saved') : t('Company added'),
    validate: ({ name, row, logo }, { dirty, record: company }) => {
      if (!name.trim()) return 'Please enter the company name';
      if (!row || Number(row) < 1) return ROW_MESSAGE;
      if (!id && !logo) return 'Please upload the company logo (.SVG file)';
      // Publishing a draft as it is, or changing its times, is a change too.
      const publishes = choiceChangesPublishing(choice, company, canPublish);
      // The form's own problem is read in this plugin's catalog when shown (FormPage).
      if (id && !dirty && !publishes) return 'No changes made';
      return null;
    },
    confirm: id ? t('Save the changes to this company?') : t('This action will add a new company to the CMS.'),
    save: async ({ name, row, logo }, company) => {
      if (company) {
        return api.edit(company, {
          ...(name.trim() !== company.name ? { name } : {}),
          ...(Number(row) !== company.row ? { row: Number(row) } : {}),
          logo,
          publishing: publishFields(choice, canPublish, company),
        });
      }
      const answer = await api.add({
        name,
        row: Number(row),
        logo: logo!,
        publishing: publishFields(choice, canPublish),
      });
      if (!answer.success) throw new Error(answer.message ?? t('The company could not be added.'));
      return answer;
    },
    failureMessage: id
      ? t('The company could not be saved. Please try again.')
      : t('The company could not be added. Please try again.'),
    done: () => navigate(LIST),
  });
  const { values, set, record } = form;
  // An edit starts from the record's schedule.
  const [choice, setChoice] = usePublishChoice(record, canPublish);
  const title = id ? t('Edit Company') : t('Add New Company');

  return (
    <FormPage
      title={title}
      history={{ table: 'companies', id }}
      list={{ path: LIST, label: t('Companies'), backLabel: t('Back to companies') }}
      form={form}
      unavailable={{
        errorTitle: t('Failed to load the company'),
        missingTitle: t('Company not found'),
        missingHint: t('It may have been deleted.'),
      }}
    >
      <div
        style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}
      >
        <div>
          <TextInput source="name" label={t('Company Name')} maxLength={120} required="Please enter the company name" />
          <RowInput
            source="row"
            required={ROW_MESSAGE}
            check={(row: string) => (Number(row) < 1 ? ROW_MESSAGE : null)}
          />
        </div>
        <ImageUploadField
          label={t('Logo (.svg)')}
          file={values.logo}
          currentUrl={form.record?.url || null}
          onChange={(logo) => set('logo', logo)}
          onRemove={values.logo ? () => set('logo', null) : undefined}
          accept=".svg,image/svg+xml"
          types={['image/svg+xml']}
          typeMessage={t('Please upload a .SVG file')}
          maxBytes={LOGO_MAX_BYTES}
          sizeMessage={t('The logo must be 1 MB or smaller')}
          altText
          hint={
            id
              ? t(
                  'Choose a new .svg to replace the logo. SVG only, up to 1 MB; scripts and external links are removed when it is stored.',
                )
              : t('SVG only, up to 1 MB. Scripts and external links are removed when it is stored.')
          }
        />
      </div>
      <PublishBar
        record={record}
        value={choice}
        onChange={setChoice}
        preview={id ? { kind: 'companies', id } : undefined}
      />
    </FormPage>
  );
}
