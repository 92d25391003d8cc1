import { useId, useState } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, RowField, useFormFlow, useLocation, useNavigate, useService } from '@backoffice/kernel';
import { PartnersApiToken, type Partner } from '../api';

const LIST = '/partners';

/** /partners/edit: adds a partner, or edits the one passed in navigation state. */
export default function PartnerForm() {
  const api = useService(PartnersApiToken);
  const navigate = useNavigate();
  const runFlow = useFormFlow();
  const partner = ((useLocation().state ?? {}) as { partner?: Partner }).partner;
  const [values, setValues] = useState({ name: partner?.name ?? '', website: partner?.website ?? '', row: partner ? String(partner.row) : '1' });
  const ids = { name: useId(), website: useId(), row: useId() };
  const set = (key: keyof typeof values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const save = () =>
    runFlow({
      validate: () => {
        if (!values.name.trim() || !values.website.trim() || Number(values.row) < 1) return 'Please fill all the fields';
        return /^https?:\/\/\S+$/.test(values.website.trim()) ? null : 'The website must start with http:// or https://';
      },
      save: () => api.save(partner, { name: values.name.trim(), website: values.website.trim(), row: Number(values.row) }),
      failureMessage: 'The partner could not be saved. Please try again.',
      onSaved: () => navigate(LIST),
    });

  const title = partner ? 'Edit Partner' : 'Add New Partner';
  return (
    <FormPage title={title} breadcrumb={[{ label: 'Partners', path: LIST }, { label: title }]} onCancel={() => navigate(LIST)} onSave={() => void save()}>
      <FormField label="Name" id={ids.name}>
        <Input id={ids.name} value={values.name} maxLength={120} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <FormField label="Website" id={ids.website}>
        <Input id={ids.website} value={values.website} maxLength={300} onChange={(event) => set('website', event.target.value)} />
      </FormField>
      <RowField id={ids.row} value={values.row} onChange={(row) => set('row', row)} />
    </FormPage>
  );
}
