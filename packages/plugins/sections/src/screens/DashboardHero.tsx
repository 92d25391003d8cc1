import { Api, Can, checkImage, Dialogs, errorMessage, errorStatus, PageHeader, readImageDimensions, useService, type Dimensions } from '@backoffice/kernel';
import type { SectionsApi as Calls } from '@backoffice/contracts';
import { Alert, Button, Card, Progress, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

const RECOMMENDED = { width: 1306, height: 813 };

/**
 * /hero: the dashboard cover (content spec §7). A chosen file is checked (an image by its bytes), shown with
 * its size against the recommended 1306 × 813, and uploaded, with progress, once the admin confirms
 * replacing the live cover.
 */
export default function DashboardHero() {
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const [chosen, setChosen] = useState<{ file: File; url: string; size: Dimensions | null } | null>(null);
  const [cover, setCover] = useState<string | null>(null);
  // The cover's version, sent back with a new one: a cover replaced meanwhile by someone else is a 409.
  const [version, setVersion] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    setState('loading');
    try {
      const answer = await api.get<Calls['dashboardHero']>('/dashboard-hero');
      setCover(answer.hero ?? null);
      setVersion(answer.updatedAt ?? null);
      setState('ready');
    } catch (failure) {
      setMessage(errorMessage(failure, 'Failed to load the dashboard hero.'));
      setState('error');
    }
  }, [api]);
  useEffect(() => void load(), [load]);

  const upload = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const problem = await checkImage(file, { typeMessage: 'Please choose an image file.' });
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage('');
    const preview = { file, url: URL.createObjectURL(file), size: await readImageDimensions(file) };
    setChosen(preview);
    const replace = await dialogs.confirm(`Replace the live dashboard cover with ${file.name}?`, { title: 'Replace the cover', okText: 'Replace cover' });
    if (!replace) {
      setChosen(null);
      URL.revokeObjectURL(preview.url);
      return;
    }
    setMessage('');
    setProgress(0);
    try {
      const answer = await api.upload<Calls['editDashboardHero']>('POST', '/dashboard-hero/edit', { updatedAt: version ?? undefined, cover: file }, setProgress);
      setCover(answer.cover ?? cover);
      setVersion(answer.updatedAt ?? null);
      dialogs.success('Cover replaced');
    } catch (failure) {
      const stale = errorStatus(failure) === 409;
      // Someone else replaced it meanwhile: their cover is shown (reloaded), with the reason.
      if (stale) await load();
      setMessage(errorMessage(failure, 'Failed to upload the cover. Please try again.'));
    } finally {
      setProgress(null);
      setChosen(null);
      URL.revokeObjectURL(preview.url);
    }
  };

  return (
    <>
      <PageHeader title="Dashboard Hero" actions={state === 'ready' && (
        <Can permission="content:write">
          <Button type="primary" disabled={progress !== null} onClick={() => picker.current?.click()}>Change Cover</Button>
        </Can>
      )} />
      <input ref={picker} aria-label="Cover image" type="file" accept="image/*" hidden onChange={(event) => void upload(event.target.files?.[0])} />
      {state === 'loading' && <div role="status" aria-label="Loading..."><Spin /></div>}
      {state === 'error' && <Result status="error" title="Failed to load the dashboard hero" subTitle={message} extra={<Button onClick={() => void load()}>Retry</Button>} />}
      {state === 'ready' && (
        <Card>
          {message && <Alert type="error" message={message} style={{ marginBottom: 12 }} />}
          {progress !== null && <Progress percent={progress} />}
          {chosen && (
            <figure style={{ margin: '0 0 16px' }}>
              <img src={chosen.url} alt="Chosen cover" style={{ maxWidth: '100%' }} />
              <figcaption aria-label="Chosen cover size">
                {chosen.file.name}: {chosen.size ? `${chosen.size.width} × ${chosen.size.height} px` : 'size unknown'} (recommended {RECOMMENDED.width} × {RECOMMENDED.height} px)
                {chosen.size && (chosen.size.width !== RECOMMENDED.width || chosen.size.height !== RECOMMENDED.height) ? ' — not the recommended size, it may be cropped or stretched' : ''}
              </figcaption>
            </figure>
          )}
          {cover ? <img src={cover} alt="Dashboard cover" style={{ maxWidth: '100%' }} /> : <p>No cover yet.</p>}
          <p>Recommended size {RECOMMENDED.width} × {RECOMMENDED.height} px.</p>
        </Card>
      )}
    </>
  );
}
