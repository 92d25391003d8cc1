import { useId } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, ImageUploadField, RowField, useLocation, useNavigate, useRecordForm, useSearchParams, useService } from '@backoffice/kernel';
import type { Company } from '../api';
import { LOGO_MAX_BYTES } from '../limits';
import { CompaniesApiToken } from '../tokens';

const LIST = '/companies';

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
  const api = useService(CompaniesApiToken);
  const navigate = useNavigate();
  const nextRow = (useLocation().state as { nextRow?: number } | null)?.nextRow;
  const id = useSearchParams()[0].get('id') ?? undefined;
  const ids = { name: useId(), row: useId() };
  const form = useRecordForm<Values, Company>({
    initial: { name: '', row: nextRow ? String(nextRow) : '', logo: null },
    load: id ? async () => (await api.list()).find((company) => company._id === id) : undefined,
    valuesOf: (company) => ({ name: company.name, row: String(company.row), logo: null }),
    loadFailureMessage: 'Failed to load the company',
    // A chosen file counts as a change (JSON would see every File as {}).
    comparable: (values) => [values.name.trim(), values.row, values.logo !== null],
    rules: {
      name: { required: 'Please enter the company name' },
      row: { required: 'Please enter the row (a whole number from 1)', check: (row) => (Number(row) < 1 ? 'Please enter the row (a whole number from 1)' : null) },
    },
    successMessage: id ? 'Company saved' : 'Company added',
    validate: ({ name, row, logo }, { dirty }) => {
      if (!name.trim()) return 'Please enter the company name';
      if (!row || Number(row) < 1) return 'Please enter the row (a whole number from 1)';
      if (!id && !logo) return 'Please upload the company logo (.svg)';
      if (id && !dirty) return 'No changes made';
      return null;
    },
    confirm: id ? 'Save the changes to this company?' : 'This action will add a new company to the CMS.',
    save: async ({ name, row, logo }, company) => {
      if (company) {
        return api.edit(company, {
          ...(name.trim() !== company.name ? { name } : {}),
          ...(Number(row) !== company.row ? { row: Number(row) } : {}),
          logo,
        });
      }
      const answer = await api.add({ name, row: Number(row), logo: logo! });
      if (!answer.success) throw new Error(answer.message ?? 'The company could not be added.');
      return answer;
    },
    failureMessage: id ? 'The company could not be saved. Please try again.' : 'The company could not be added. Please try again.',
    done: () => navigate(LIST),
  });
  const { values, set } = form;
  const title = id ? 'Edit Company' : 'Add New Company';

  return (
    <FormPage
      title={title}
      history={id ? { table: 'companies', id } : undefined}
      breadcrumb={[{ label: 'Companies', path: LIST }, { label: title }]}
      form={form}
      unavailable={{ errorTitle: 'Failed to load the company', missingTitle: 'Company not found', missingHint: 'It may have been deleted.', backLabel: 'Back to companies', onBack: () => navigate(LIST) }}
      onCancel={() => navigate(LIST)}
    >
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
          currentUrl={form.record?.url || null}
          onChange={(logo) => set('logo', logo)}
          onRemove={values.logo ? () => set('logo', null) : undefined}
          accept=".svg,image/svg+xml"
          types={['image/svg+xml']}
          typeMessage="Please choose an .svg file"
          maxBytes={LOGO_MAX_BYTES}
          sizeMessage="The logo must be 1 MB or smaller"
          hint={id ? 'Choose a new .svg to replace the logo. SVG only, up to 1 MB; scripts and external links are removed when it is stored.' : 'SVG only, up to 1 MB. Scripts and external links are removed when it is stored.'}
        />
      </div>
    </FormPage>
  );
}
