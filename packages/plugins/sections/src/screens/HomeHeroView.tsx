import { Can, errorMessage, Api, PageHeader, useNavigate, useService } from '@backoffice/kernel';
import { Button, Card, Result, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { loadGeneralHero, type GeneralHero } from '../hero-api';

/** /home-descr-hero: the home description hero as stored. */
export default function HomeHeroView() {
  const api = useService(Api);
  const navigate = useNavigate();
  const [hero, setHero] = useState<GeneralHero | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    setState('loading');
    try {
      setHero(await loadGeneralHero(api));
      setState('ready');
    } catch (failure) {
      setError(errorMessage(failure, 'Could not load hero section. Please try again later.'));
      setState('error');
    }
  }, [api]);
  useEffect(() => void load(), [load]);

  return (
    <>
      <PageHeader
        title="Home Description Hero"
        actions={state === 'ready' && (
          <Can permission="content:write">
            <Button type="primary" onClick={() => navigate(hero ? '/home-descr-hero/edit' : '/home-descr-hero/add')}>{hero ? 'Edit' : 'Add'}</Button>
          </Can>
        )}
      />
      {state === 'loading' && <div role="status" aria-label="Loading..."><Spin /></div>}
      {state === 'error' && <Result status="error" title="Failed to load hero section" subTitle={error} extra={<Button onClick={() => void load()}>Retry</Button>} />}
      {state === 'ready' && !hero && <p>No hero section found. Please add one from the admin panel.</p>}
      {state === 'ready' && hero && (
        <Card>
          <h2 style={{ whiteSpace: 'pre-line' }}>{hero.heading}</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{hero.description}</p>
          {hero.image && <img src={hero.image} alt="Hero" style={{ maxWidth: '100%' }} />}
        </Card>
      )}
    </>
  );
}
