import { Can, errorMessage, Http, PageHeader, useService } from '@backoffice/kernel';
import { Alert, Button, Card, Progress, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

/** /hero: the dashboard cover (content spec §7). Choosing a file uploads it at once, with progress. */
export default function DashboardHero() {
  const http = useService(Http);
  const [cover, setCover] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    setState('loading');
    try {
      const response = await http.get<{ hero?: string | null }>('/dashboard-hero');
      setCover(response.data.hero ?? null);
      setState('ready');
    } catch (failure) {
      setMessage(errorMessage(failure, 'Failed to load the dashboard hero.'));
      setState('error');
    }
  }, [http]);
  useEffect(() => void load(), [load]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setMessage('Please choose an image file.');
      return;
    }
    const form = new FormData();
    form.append('cover', file);
    setMessage('');
    setProgress(0);
    try {
      const response = await http.post<{ cover?: string }>('/dashboard-hero/edit', form, {
        onUploadProgress: (event) => setProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
      setCover(response.data.cover ?? cover);
    } catch (failure) {
      setMessage(errorMessage(failure, 'Failed to upload the cover. Please try again.'));
    } finally {
      setProgress(null);
      if (picker.current) picker.current.value = '';
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
      {state === 'loading' && <Spin aria-label="Loading..." />}
      {state === 'error' && <Result status="error" title="Failed to load the dashboard hero" subTitle={message} extra={<Button onClick={() => void load()}>Retry</Button>} />}
      {state === 'ready' && (
        <Card>
          {message && <Alert type="error" message={message} style={{ marginBottom: 12 }} />}
          {progress !== null && <Progress percent={progress} />}
          {cover ? <img src={cover} alt="Dashboard cover" style={{ maxWidth: '100%' }} /> : <p>No cover yet.</p>}
          <p>Recommended size 1306 x 813 px.</p>
        </Card>
      )}
    </>
  );
}
