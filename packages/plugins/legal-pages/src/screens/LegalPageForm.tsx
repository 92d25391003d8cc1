import { useEffect, useId, useState } from 'react';
import { Input } from 'antd';
import {
  FormField,
  FormPage,
  isRichTextEmpty,
  RichTextEditor,
  useFormFlow,
  useNavigate,
  useRemoteRows,
  useSearchParams,
  useService,
  useUnsavedChanges,
  RecordUnavailable,
} from '@backoffice/kernel';
import type { LegalPage } from '../api';
import { LegalPagesApiToken } from '../tokens';

const LIST = '/legal-pages';

/**
 * /legal-pages/edit?id=…: the page's title and rich content. The page is loaded by its id (so a reload
 * keeps the editor open); a change made elsewhere meanwhile (409) offers to reload.
 */
export default function LegalPageForm() {
  const api = useService(LegalPagesApiToken);
  const navigate = useNavigate();
  const runFlow = useFormFlow();
  const id = useSearchParams()[0].get('id') ?? '';
  const { rows, loading, error, reload } = useRemoteRows(() => api.list(), 'Failed to load the legal page. Please try again.');
  const page = rows.find((candidate) => candidate._id === id);
  const [values, setValues] = useState({ title: '', content: '' });
  const titleId = useId();

  // Fill the form from the loaded page (again after a reload offered on a 409).
  useEffect(() => {
    if (page) setValues({ title: page.title, content: page.content });
  }, [page?._id, page?.updatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  const dirty = !!page && (values.title.trim() !== page.title || values.content !== page.content);
  const unsaved = useUnsavedChanges(dirty);

  if (!page) {
    return (
      <RecordUnavailable
        loading={loading}
        error={error}
        missingTitle="This legal page no longer exists"
        missingHint={null}
        backLabel="Back to legal pages"
        onBack={() => navigate(LIST)}
        onRetry={() => void reload()}
      />
    );
  }

  const save = (current: LegalPage) =>
    runFlow({
      validate: () => {
        if (!values.title.trim() || isRichTextEmpty(values.content)) return 'All fields are required';
        if (!dirty) return 'No changes made';
        return null;
      },
      confirm: `Save the changes to '${current.title}'?`,
      save: () => api.edit(current, { title: values.title.trim(), content: values.content }),
      failureMessage: 'The legal page could not be saved. Please try again.',
      onSaved: () => unsaved.leave(() => navigate(LIST)),
      onStale: () => void reload(),
    });

  return (
    <FormPage
      title={`Edit ${page.title}`}
      history={{ table: 'legal_pages', id: page._id }}
      breadcrumb={[{ label: 'Legal Pages', path: LIST }, { label: page.title }]}
      // The spec's Cancel goes back one step.
      onCancel={() => navigate(-1)}
      onSave={() => void save(page)}
    >
      <FormField label="Title" id={titleId}>
        <Input id={titleId} value={values.title} maxLength={200} onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))} />
      </FormField>
      <RichTextEditor label="Content" value={values.content} onChange={(content) => setValues((current) => ({ ...current, content }))} placeholder="Write the page here..." />
    </FormPage>
  );
}
