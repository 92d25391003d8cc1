import { useId, useState } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, ImageUploadField, RowField, useFormFlow, useLocation, useNavigate, useService } from '@backoffice/kernel';
import { LOGO_MAX_BYTES } from '../limits';
import { CompaniesApiToken } from '../tokens';

const LIST = '/companies';


/** /add-new-company: name, row and an SVG logo. */
export default function CompanyAdd() {
  const api = useService(CompaniesApiToken);
  const navigate = useNavigate();
  const runFlow = useFormFlow();
  const nextRow = (useLocation().state as { nextRow?: number } | null)?.nextRow;
  const [name, setName] = useState('');
  const [row, setRow] = useState(nextRow ? String(nextRow) : '');
  const [logo, setLogo] = useState<File | null>(null);
  const ids = { name: useId(), row: useId() };

  const save = () =>
    runFlow({
      validate: () => {
        if (!name.trim()) return 'Please enter the company name';
        if (!row || Number(row) < 1) return 'Please enter the row (a whole number from 1)';
        if (!logo) return 'Please upload the company logo (.svg)';
        return null;
      },
      confirm: 'This action will add a new company to the CMS.',
      save: async () => {
        const answer = await api.add({ name, row: Number(row), logo: logo! });
        if (!answer.success) throw new Error(answer.message ?? 'The company could not be added.');
        return answer;
      },
      failureMessage: 'The company could not be added. Please try again.',
      onSaved: () => navigate(LIST),
    });

  return (
    <FormPage
      title="Add New Company"
      breadcrumb={[{ label: 'Companies', path: LIST }, { label: 'Add New Company' }]}
      onCancel={() => navigate(LIST)}
      onSave={() => void save()}
    >
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}>
        <div>
          <FormField label="Company Name" id={ids.name}>
            <Input id={ids.name} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <RowField id={ids.row} value={row} onChange={setRow} />
        </div>
        <ImageUploadField
          label="Logo (.svg)"
          file={logo}
          onChange={setLogo}
          onRemove={logo ? () => setLogo(null) : undefined}
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
