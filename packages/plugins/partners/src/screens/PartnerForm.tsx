import { useId } from 'react';
import { Input } from 'antd';
import { FormField, FormPage, RowField, useLocation, useNavigate, useRecordForm, useService } from '@backoffice/kernel';
import type { Partner, PartnerInput } from '../api';
import { PartnersApiToken } from '../tokens';

const LIST = '/partners';

interface FormState {
  partner?: Partner;
  nextRow?: number;
}

interface Values {
  name: string;
  website: string;
  /** Kept as typed text: digits only. */
  row: string;
}

function valuesOf(partner: Partner | undefined, nextRow: number | undefined): Values {
  if (partner) return { name: partner.name, website: partner.website, row: String(partner.row) };
  return { name: '', website: '', row: nextRow ? String(nextRow) : '' };
}

function inputOf(values: Values): PartnerInput {
  return { name: values.name.trim(), website: values.website.trim(), row: Number(values.row) };
}

/** /partners/edit: adds a partner, or edits the one passed in navigation state (with its version). */
export default function PartnerForm() {
  const api = useService(PartnersApiToken);
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as FormState;
  const editing = state.partner;
  const ids = { name: useId(), website: useId(), row: useId() };
  const form = useRecordForm({
    initial: () => valuesOf(editing, state.nextRow),
    comparable: inputOf,
    validate: (values, { dirty }) => {
      const input = inputOf(values);
      if (!input.name || !input.website || !values.row || input.row < 1) return 'Please fill all the fields';
      if (!/^https?:\/\/\S+$/.test(input.website)) return 'The website must start with http:// or https://';
      if (editing && !dirty) return 'No changes made';
      return null;
    },
    save: (values) => (editing ? api.edit(editing, inputOf(values)) : api.add(inputOf(values))),
    failureMessage: 'The partner could not be saved. Please try again.',
    done: () => navigate(LIST),
    onStale: 'leave',
  });
  const { values, set } = form;

  const title = editing ? 'Edit Partner' : 'Add New Partner';
  return (
    <FormPage title={title} breadcrumb={[{ label: 'Partners', path: LIST }, { label: title }]} form={form} onCancel={() => navigate(LIST)}>
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
