import { useId } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, ImageUploadField, RowField, useLocation, useNavigate, useRecordForm, useService } from '@backoffice/kernel';
import { LOGO_MAX_BYTES } from '../limits';
import { CompaniesApiToken } from '../tokens';

const LIST = '/companies';

interface Values {
  name: string;
  row: string;
  logo: File | null;
}

/** /add-new-company: name, row and an SVG logo. */
export default function CompanyAdd() {
  const api = useService(CompaniesApiToken);
  const navigate = useNavigate();
  const nextRow = (useLocation().state as { nextRow?: number } | null)?.nextRow;
  const ids = { name: useId(), row: useId() };
  const form = useRecordForm<Values>({
    initial: { name: '', row: nextRow ? String(nextRow) : '', logo: null },
    // A chosen file counts as a change (JSON would see every File as {}).
    comparable: (values) => [values.name, values.row, values.logo !== null],
    rules: {
      name: { required: 'Please enter the company name' },
      row: { required: 'Please enter the row (a whole number from 1)', check: (row) => (Number(row) < 1 ? 'Please enter the row (a whole number from 1)' : null) },
    },
    successMessage: 'Company added',
    validate: ({ name, row, logo }) => {
      if (!name.trim()) return 'Please enter the company name';
      if (!row || Number(row) < 1) return 'Please enter the row (a whole number from 1)';
      if (!logo) return 'Please upload the company logo (.svg)';
      return null;
    },
    confirm: 'This action will add a new company to the CMS.',
    save: async ({ name, row, logo }) => {
      const answer = await api.add({ name, row: Number(row), logo: logo! });
      if (!answer.success) throw new Error(answer.message ?? 'The company could not be added.');
      return answer;
    },
    failureMessage: 'The company could not be added. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;

  return (
    <FormPage title="Add New Company" breadcrumb={[{ label: 'Companies', path: LIST }, { label: 'Add New Company' }]} form={form} onCancel={() => navigate(LIST)}>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}>
        <div>
          <FormField label="Company Name" id={ids.name} name="name">
            <Input id={ids.name} value={values.name} maxLength={120} onChange={(event) => set('name', event.target.value)} />
          </FormField>
          <RowField id={ids.row} name="row" value={values.row} onChange={(row) => set('row', row)} />
        </div>
        <ImageUploadField
          label="Logo (.svg)"
          file={values.logo}
          onChange={(logo) => set('logo', logo)}
          onRemove={values.logo ? () => set('logo', null) : undefined}
          accept=".svg,image/svg+xml"
          types={['image/svg+xml']}
          typeMessage="Please choose an .svg file"
          maxBytes={LOGO_MAX_BYTES}
          sizeMessage="The logo must be 1 MB or smaller"
          hint="SVG only, up to 1 MB. Scripts and external links are removed when it is stored."
        />
      </div>
    </FormPage>
  );
}
