import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { DashboardCards, Link, PageHeader, useContributions, useRemoteRows, useService, type DashboardCard } from '@backoffice/kernel';
import type { DashboardCount, DashboardCounts } from '../api';
import { DashboardApiToken } from '../tokens';

const GROUPS: Array<{ key: DashboardCard['group']; title: string }> = [
  { key: 'general', title: 'General' },
  { key: 'data', title: 'Data' },
];

/** A card's count: matched by key, else by title (the original backend's items carry only a title). */
function countOf(card: DashboardCard, counts: DashboardCount[]): number | undefined {
  const found = counts.find((item) => item.key === card.key) ?? counts.find((item) => item.title.toLowerCase() === card.title.toLowerCase());
  return found?.count;
}

function CountCard({ card, count, loading }: { card: DashboardCard; count: number | undefined; loading: boolean }) {
  return (
    <Link to={card.path} style={{ display: "block", color: "inherit" }} aria-label={`${card.title}: ${count ?? 'no count'}`}>
      <Card hoverable size="small" styles={{ body: { padding: 16 } }}>
        <Typography.Text type="secondary">{card.title}</Typography.Text>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 6 }}>
          {loading ? (
            <Skeleton.Button active size="small" style={{ width: 56 }} />
          ) : (
            <span style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2 }}>{count === undefined ? '—' : count.toLocaleString('en-US')}</span>
          )}
          <ArrowRightOutlined style={{ opacity: 0.45 }} />
        </div>
      </Card>
    </Link>
  );
}

/** /dashboard: a card per enabled screen group, with its live count, linking to its screen. */
export default function DashboardScreen() {
  const api = useService(DashboardApiToken);
  const cards = useContributions(DashboardCards);
  const { rows, loading, error, reload } = useRemoteRows<DashboardCounts>(async () => [await api.counts()], 'Failed to load the dashboard counts.');
  const counts = rows[0];

  return (
    <section>
      <PageHeader title="Dashboard" />
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={error}
          action={<Button size="small" onClick={() => void reload()}>Retry</Button>}
        />
      )}
      {GROUPS.map((group) => {
        const groupCards = cards.filter((card) => card.group === group.key).sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
        if (groupCards.length === 0) return null;
        return (
          <div key={group.key} role="region" aria-label={group.title} style={{ marginBottom: 24 }}>
            <Typography.Title level={4} style={{ marginTop: 0 }}>{group.title}</Typography.Title>
            <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
              {groupCards.map((card) => (
                <CountCard key={card.key} card={card} loading={loading && !counts} count={counts ? countOf(card, counts[group.key]) : undefined} />
              ))}
            </div>
          </div>
        );
      })}
      {cards.length === 0 && <Typography.Paragraph type="secondary">No screen groups are enabled.</Typography.Paragraph>}
    </section>
  );
}
