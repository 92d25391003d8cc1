import { useEffect } from 'react';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import {
  ContributionBoundary,
  DashboardCards,
  formatNumber,
  Link,
  observer,
  PageHeader,
  useContributionEntries,
  useMessages,
  useService,
  type DashboardCard,
} from '@backoffice/kernel';
import type { DashboardCount } from '../api';
import { DashboardStoreToken } from '../tokens';
import { Overview } from './Overview';

const GROUPS: Array<{ key: DashboardCard['group']; title: string }> = [
  { key: 'general', title: 'General' },
  { key: 'data', title: 'Data' },
];

/** A card's count: matched by key, else by title (the original backend's items carry only a title). */
function countOf(card: DashboardCard, counts: DashboardCount[]): number | undefined {
  const found =
    counts.find((item) => item.key === card.key) ??
    counts.find((item) => item.title.toLowerCase() === card.title.toLowerCase());
  return found?.count;
}

function CountCard({ card, count, loading }: { card: DashboardCard; count: number | undefined; loading: boolean }) {
  // Inside its plugin's boundary: the title is read in the catalog of the plugin that contributed the card.
  const { t } = useMessages();
  if (card.body) return <BodyCard card={card} Body={card.body} />;
  return (
    // Named by what it shows, e.g. "Users 6" (an aria-label differing from the visible text would fail WCAG 2.5.3).
    <Link to={card.path} className="bo-dashboard-card-link">
      <Card hoverable size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
        <Typography.Text type="secondary">{t(card.title)}</Typography.Text>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 6 }}>
          {loading ? (
            <Skeleton.Button active size="small" style={{ width: 56 }} />
          ) : (
            <span style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2 }}>
              {count === undefined ? '—' : formatNumber(count)}
            </span>
          )}
          <ArrowRightOutlined aria-hidden style={{ opacity: 0.65 }} />
        </div>
      </Card>
    </Link>
  );
}

/** A card that shows its plugin's own content instead of a server count. */
function BodyCard({ card, Body }: { card: DashboardCard; Body: NonNullable<DashboardCard['body']> }) {
  const { t } = useMessages();
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
      <Link to={card.path} style={{ color: 'inherit' }}>
        <Typography.Text type="secondary">{t(card.title)}</Typography.Text>
      </Link>
      <div style={{ marginTop: 6 }}>
        <Body />
      </div>
    </Card>
  );
}

/**
 * /dashboard: a card per enabled screen group, with its live count, linking to its screen. Each card renders
 * in a boundary naming its plugin, so one that throws shows an error in its place and the others stay.
 */
export default observer(function DashboardScreen() {
  const { t } = useMessages();
  const store = useService(DashboardStoreToken);
  const entries = useContributionEntries(DashboardCards);
  const cards = entries.map((entry) => entry.value);
  const ownerOf = (card: DashboardCard) => entries.find((entry) => entry.value === card)?.pluginId ?? 'unknown';
  const failure = t('Failed to load the dashboard counts.');
  const { counts, loading, error } = store;

  useEffect(() => {
    void store.loadCounts(failure);
  }, [store, failure]);
  // The counts and the overview are read again each time the dashboard opens, never shown from an earlier visit.
  useEffect(() => () => store.reset(), [store]);

  return (
    <section>
      <PageHeader title={t('Dashboard')} />
      <Overview />
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(error)}
          action={
            <Button size="small" onClick={() => void store.loadCounts(failure)}>
              {t('Retry')}
            </Button>
          }
        />
      )}
      {GROUPS.map((group) => {
        const groupCards = cards
          .filter((card) => card.group === group.key)
          .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
        if (groupCards.length === 0) return null;
        return (
          <div key={group.key} role="region" aria-label={t(group.title)} style={{ marginBottom: 24 }}>
            <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
              {t(group.title)}
            </Typography.Title>
            <div className="bo-dashboard-grid">
              {groupCards.map((card) => (
                <ContributionBoundary key={card.key} pluginId={ownerOf(card)} what="dashboard card">
                  <CountCard
                    card={card}
                    loading={loading && !counts}
                    count={counts ? countOf(card, counts[group.key]) : undefined}
                  />
                </ContributionBoundary>
              ))}
            </div>
          </div>
        );
      })}
      {cards.length === 0 && (
        <Typography.Paragraph type="secondary">{t('No screen groups are enabled.')}</Typography.Paragraph>
      )}
    </section>
  );
});
