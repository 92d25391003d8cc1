import {
  Can,
  errorMessage,
  Api,
  PageHeader,
  PublishStateTag,
  useMessages,
  useNavigate,
  usePermission,
  useService,
} from '@backoffice/kernel';
import type { GeneralHeroRecord } from '@backoffice/contracts';
import { Button, Card, Empty, Result, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { loadGeneralHero } from '../hero-api';

/** /home-descr-hero: the home description hero as its editors see it (its draft, when it has one) and its publishing state. */
export default function HomeHeroView() {
  const { t } = useMessages();
  const api = useService(Api);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const [hero, setHero] = useState<GeneralHeroRecord | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    setState('loading');
    try {
      setHero(await loadGeneralHero(api));
      setState('ready');
    } catch (failure) {
      setError(errorMessage(failure, t('Could not load hero section. Please try again later.')));
      setState('error');
    }
  }, [api, t]);
  useEffect(() => void load(), [load]);

  return (
    <>
      <PageHeader
        title={t('Home Description Hero')}
        actions={
          state === 'ready' && (
            <Can permission="content:write">
              <Button type="primary" onClick={() => navigate(hero ? '/home-descr-hero/edit' : '/home-descr-hero/add')}>
                {hero ? t('Edit') : t('Add')}
              </Button>
            </Can>
          )
        }
      />
      {state === 'loading' && (
        <div role="status" aria-label={t('Loading...')}>
          <Spin />
        </div>
      )}
      {state === 'error' && (
        <Result
          status="error"
          title={t('Failed to load hero section')}
          subTitle={error}
          extra={<Button onClick={() => void load()}>{t('Retry')}</Button>}
        />
      )}
      {/* This is the admin panel: the empty state offers the Add itself (to those who may), not a pointer elsewhere. */}
      {state === 'ready' && !hero && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            canWrite
              ? t('No description hero yet. Add one to show it on the home page.')
              : t('No description hero yet.')
          }
        >
          <Can permission="content:write">
            <Button type="primary" onClick={() => navigate('/home-descr-hero/add')}>
              {t('Add the description hero')}
            </Button>
          </Can>
        </Empty>
      )}
      {state === 'ready' && hero && (
        <Card extra={<PublishStateTag record={hero} />}>
          <h2 style={{ whiteSpace: 'pre-line' }}>{hero.heading}</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{hero.description}</p>
          {hero.image && <img src={hero.image} alt={t('Hero')} style={{ maxWidth: '100%' }} />}
        </Card>
      )}
    </>
  );
}
