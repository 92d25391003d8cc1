import { useEffect } from 'react';
import { Tabs } from 'antd';
import { PageHeader, observer, useMessages, useSearchParams, useService } from '@backoffice/kernel';
import { PodcastsStoreToken } from '../tokens';
import { HeroCoverTab } from './HeroCoverTab';
import { PodcastsTab } from './PodcastsTab';

type TabKey = 'hero' | 'podcasts';

/** /resources/podcasts: the hero cover and the podcasts list, as two tabs (`?tab=` keeps the choice). */
export default observer(function PodcastsPage() {
  const { t } = useMessages();
  const store = useService(PodcastsStoreToken);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'podcasts' ? 'podcasts' : 'hero';

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section>
      <PageHeader title={t('Podcasts')} breadcrumb={[{ label: t('Resources') }, { label: t('Podcasts') }]} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'hero', label: t('Hero Section'), children: <HeroCoverTab /> },
          { key: 'podcasts', label: t('Podcasts'), children: <PodcastsTab /> },
        ]}
      />
    </section>
  );
});
