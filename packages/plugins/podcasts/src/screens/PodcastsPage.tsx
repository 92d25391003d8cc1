import { useEffect } from 'react';
import { Tabs } from 'antd';
import { PageHeader, observer, useSearchParams, useService } from '@backoffice/kernel';
import { PodcastsStoreToken } from '../tokens';
import { HeroCoverTab } from './HeroCoverTab';
import { PodcastsTab } from './PodcastsTab';

type TabKey = 'hero' | 'podcasts';

/** /resources/podcasts: the hero cover and the podcasts list, as two tabs (`?tab=` keeps the choice). */
export default observer(function PodcastsPage() {
  const store = useService(PodcastsStoreToken);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'podcasts' ? 'podcasts' : 'hero';

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section>
      <PageHeader title="Podcasts" breadcrumb={[{ label: 'Resources' }, { label: 'Podcasts' }]} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'hero', label: 'Hero Section', children: <HeroCoverTab /> },
          { key: 'podcasts', label: 'Podcasts', children: <PodcastsTab /> },
        ]}
      />
    </section>
  );
});
