import {
  Api,
  Can,
  checkImage,
  createFormSaveGates,
  Dialogs,
  errorMessage,
  errorStatus,
  FormSaveGatesContext,
  ImageAltTextField,
  PageHeader,
  PublishBar,
  publishChoiceOf,
  publishFields,
  readImageDimensions,
  useMessages,
  usePermission,
  useService,
  type Dimensions,
  type PublishChoice,
} from '@backoffice/kernel';
import type { DashboardCover, Publishing, SectionsApi as Calls } from '@backoffice/contracts';
import { publishingForm } from '../hero-api';
import { Alert, Button, Card, Progress, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

const RECOMMENDED = { width: 1306, height: 813 };

/**
 * /hero: the dashboard cover. A chosen file is checked (an image by its bytes), shown with
 * its size against the recommended 1306 × 813, and uploaded, with progress, once it has its alt text (or is marked
 * decorative, issue 37: asked only where the media library answers) and the admin confirms replacing the live cover.
 * The publish bar (issue 33) says whether a new cover goes live or waits as a draft, and when; once there is a
 * cover, "Save publishing" applies the bar's choice to it without a new file (publishing its draft, a schedule).
 */
type Chosen = { file: File; url: string; size: Dimensions | null };

/** The cover's publishing state, from the server's answer (none before the first cover). */
const publishingOf = (answer: Partial<DashboardCover>): Publishing | undefined =>
  answer.state
    ? {
        status: answer.status!,
        state: answer.state,
        publishAt: answer.publishAt ?? null,
        unpublishAt: answer.unpublishAt ?? null,
      }
    : undefined;

export default function DashboardHero() {
  const { t } = useMessages();
  /** The picker's caption in the spec's words (content spec, /hero). */
  const caption = t('Selected Cover ({{width}} X {{height}})', RECOMMENDED);
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  // The chosen file's alt text is a gate run before the confirmation; refused, the file waits for "Replace Cover".
  const [gates] = useState(createFormSaveGates);
  const [describing, setDescribing] = useState(false);
  const [cover, setCover] = useState<string | null>(null);
  // The cover's version, sent back with a new one: a cover replaced meanwhile by someone else is a 409.
  const [version, setVersion] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const canPublish = usePermission('content:publish');
  const [publishing, setPublishing] = useState<Publishing | undefined>(undefined);
  const [choice, setChoice] = useState<PublishChoice>(() => publishChoiceOf(undefined, canPublish));
  const showPublishing = (answer: Partial<DashboardCover>) => {
    const record = publishingOf(answer);
    setPublishing(record);
    setChoice(publishChoiceOf(record, canPublish));
  };

  const load = useCallback(async () => {
    setState('loading');
    try {
      const answer = await api.get<Calls['dashboardHero']>('/dashboard-hero');
      setCover(answer.hero ?? null);
      setVersion(answer.updatedAt ?? null);
      showPublishing(answer);
      setState('ready');
    } catch (failure) {
      setMessage(errorMessage(failure, t('Failed to load the dashboard hero.')));
      setState('error');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- showPublishing only reads canPublish, a dependency itself.
  }, [api, t, canPublish]);
  useEffect(() => void load(), [load]);

  /** Whether a save now leaves the site's cover as it is (a draft, or a time to publish at). */
  const savesDraft = !canPublish || choice.status === 'draft' || Boolean(choice.publishAt);

  const upload = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const problem = await checkImage(file, { typeMessage: t('Please choose an image file.') });
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage('');
    setDescribing(false);
    setChosen({ file, url: URL.createObjectURL(file), size: await readImageDimensions(file) });
  };

  const discard = (preview: Chosen) => {
    setChosen(null);
    setDescribing(false);
    URL.revokeObjectURL(preview.url);
  };

  const replace = async (preview: Chosen) => {
    // The alt text field of the chosen file registered its gate when it was drawn (this runs after that).
    if (!(await gates.run())) {
      setDescribing(true);
      return;
    }
    setDescribing(false);
    const question = savesDraft
      ? t('Save {{name}} as a draft of the dashboard cover? The site keeps showing the live one.', {
          name: preview.file.name,
        })
      : t('Replace the live dashboard cover with {{name}}?', { name: preview.file.name });
    const confirmed = await dialogs.confirm(question, { title: t('Replace the cover'), okText: t('Replace cover') });
    if (!confirmed) {
      discard(preview);
      return;
    }
    setMessage('');
    setProgress(0);
    try {
      const fields = {
        updatedAt: version ?? undefined,
        ...publishingForm(publishFields(choice, canPublish, publishing)),
        cover: preview.file,
      };
      const answer = await api.upload<Calls['editDashboardHero']>('POST', '/dashboard-hero/edit', fields, setProgress);
      setCover(answer.cover ?? cover);
      setVersion(answer.updatedAt ?? null);
      showPublishing(answer);
      dialogs.success(answer.state && answer.state !== 'published' ? t('Cover saved as a draft') : t('Cover replaced'));
    } catch (failure) {
      const stale = errorStatus(failure) === 409;
      // Someone else replaced it meanwhile: their cover is shown (reloaded), with the reason.
      if (stale) await load();
      setMessage(errorMessage(failure, t('Failed to upload the cover. Please try again.')));
    } finally {
      setProgress(null);
      discard(preview);
    }
  };
  /** Applies the bar's choice to the stored cover (no new file): publishes its draft, or sets its times. */
  const savePublishing = async () => {
    setMessage('');
    setProgress(0);
    try {
      const fields = {
        updatedAt: version ?? undefined,
        ...publishingForm(publishFields(choice, canPublish, publishing)),
      };
      const answer = await api.upload<Calls['editDashboardHero']>('POST', '/dashboard-hero/edit', fields, setProgress);
      setCover(answer.cover ?? cover);
      setVersion(answer.updatedAt ?? null);
      showPublishing(answer);
      dialogs.success(t('Publishing saved'));
    } catch (failure) {
      if (errorStatus(failure) === 409) await load();
      setMessage(errorMessage(failure, t('The publishing could not be saved. Please try again.')));
    } finally {
      setProgress(null);
    }
  };
  // A newly chosen file goes to its alt text and the confirmation once drawn (its field's gate is then registered).
  const replaceLatest = useRef(replace);
  replaceLatest.current = replace;
  const started = useRef<Chosen | null>(null);
  useEffect(() => {
    // Once per file, even where effects run twice (React's strict mode).
    if (!chosen || started.current === chosen) return;
    started.current = chosen;
    void replaceLatest.current(chosen);
  }, [chosen]);

  return (
    <>
      <PageHeader
        title={t('Dashboard Hero')}
        actions={
          state === 'ready' && (
            <Can permission="content:write">
              <Button type="primary" disabled={progress !== null} onClick={() => picker.current?.click()}>
                {t('Change Cover')}
              </Button>
            </Can>
          )
        }
      />
      <input
        ref={picker}
        aria-label={caption}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      {state === 'loading' && (
        <div role="status" aria-label={t('Loading...')}>
          <Spin />
        </div>
      )}
      {state === 'error' && (
        <Result
          status="error"
          title={t('Failed to load the dashboard hero')}
          subTitle={message}
          extra={<Button onClick={() => void load()}>{t('Retry')}</Button>}
        />
      )}
      {state === 'ready' && (
        <Card>
          {message && <Alert type="error" message={message} style={{ marginBottom: 12 }} />}
          {progress !== null && <Progress percent={progress} />}
          {chosen && (
            <FormSaveGatesContext.Provider value={gates}>
              <figure style={{ margin: '0 0 16px' }}>
                <img src={chosen.url} alt={t('Chosen cover')} style={{ maxWidth: '100%' }} />
                <figcaption aria-label={t('Chosen cover size')}>
                  {chosen.file.name}:{' '}
                  {chosen.size ? `${chosen.size.width} × ${chosen.size.height} px` : t('size unknown')}{' '}
                  {t('(recommended {{width}} × {{height}} px)', RECOMMENDED)}
                  {chosen.size && (chosen.size.width !== RECOMMENDED.width || chosen.size.height !== RECOMMENDED.height)
                    ? ` — ${t('not the recommended size, it may be cropped or stretched')}`
                    : ''}
                </figcaption>
              </figure>
              <ImageAltTextField file={chosen.file} disabled={progress !== null} />
              {describing && (
                <div className="bo-form-actions">
                  <Button type="primary" onClick={() => void replace(chosen)}>
                    {t('Replace Cover')}
                  </Button>
                  <Button onClick={() => discard(chosen)}>{t('Cancel')}</Button>
                </div>
              )}
            </FormSaveGatesContext.Provider>
          )}
          <h2 style={{ fontSize: 14, margin: '0 0 8px' }}>{caption}</h2>
          {cover ? (
            <img src={cover} alt={t('Dashboard cover')} style={{ maxWidth: '100%' }} />
          ) : (
            <p>{t('No cover yet.')}</p>
          )}
          <p>{t('Recommended size {{width}} × {{height}} px.', RECOMMENDED)}</p>
          <Can permission="content:write">
            <PublishBar
              record={publishing}
              value={choice}
              onChange={setChoice}
              preview={cover ? { kind: 'dashboard_hero', id: '1' } : undefined}
            />
            {cover && canPublish && (
              <div className="bo-form-actions">
                <Button disabled={progress !== null} onClick={() => void savePublishing()}>
                  {t('Save publishing')}
                </Button>
              </div>
            )}
          </Can>
        </Card>
      )}
    </>
  );
}
