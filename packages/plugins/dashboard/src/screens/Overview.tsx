import { Card, Checkbox, List, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { formatDateTime, formatNumber, Link, observer, Session, useMessages, useService } from '@backoffice/kernel';
import { DashboardStoreToken } from '../tokens';

/** A 30-day trend as a small line; its text alternative says the total. */
function Sparkline({ values, label }: { values: number[]; label: string }) {
  const { t } = useMessages();
  const max = Math.max(1, ...values);
  const points = values
    .map((value, index) => `${(index / Math.max(1, values.length - 1)) * 100},${28 - (value / max) * 26}`)
    .join(' ');
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <svg
      viewBox="0 0 100 30"
      preserveAspectRatio="none"
      width="100%"
      height="30"
      role="img"
      aria-label={t('{{label}}: {{total}} in the last 30 days', { label, total: formatNumber(total) })}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * The dashboard's first part: a greeting by the admin's name, what came in since their last visit (leads,
 * applications, sign-ups) with a 30-day trend, content needing attention, and on a fresh install the
 * getting-started checklist. A server without the overview shows none of it.
 */
export const Overview = observer(function Overview() {
  const { t } = useMessages();
  const store = useService(DashboardStoreToken);
  const session = useService(Session);
  const failure = t('Failed to load the overview.');
  useEffect(() => {
    void store.loadOverview(failure);
  }, [store, failure]);
  const { overview } = store;
  // The region is named by its own heading (one wording, read once).
  const headingId = useId();
  const heading = overview?.lastVisit
    ? t('New since your last visit ({{time}})', { time: formatDateTime(overview.lastVisit) })
    : t('New in the last 7 days');
  return (
    <>
      <Typography.Paragraph>{t('Welcome back, {{name}}.', { name: session.displayName })}</Typography.Paragraph>
      {overview && overview.gettingStarted.length > 0 && (
        <Card
          size="small"
          title={<h2 className="bo-card-heading">{t('Getting started')}</h2>}
          style={{ marginBottom: 24 }}
        >
          <List
            dataSource={overview.gettingStarted}
            renderItem={(step) => (
              <List.Item>
                <Checkbox
                  checked={step.done}
                  disabled
                  aria-label={`${t(step.title)}: ${step.done ? t('done') : t('to do')}`}
                />
                <Link
                  to={step.path}
                  style={{ marginInlineStart: 8, flex: 1, textDecoration: step.done ? 'line-through' : undefined }}
                >
                  {t(step.title)}
                </Link>
              </List.Item>
            )}
          />
        </Card>
      )}
      {overview && overview.arrivals.length > 0 && (
        <div role="region" aria-labelledby={headingId} style={{ marginBottom: 24 }}>
          <Typography.Title id={headingId} level={2} style={{ marginTop: 0, fontSize: 20 }}>
            {heading}
          </Typography.Title>
          <div className="bo-dashboard-grid">
            {overview.arrivals.map((item) => (
              <Link key={item.key} to={item.path} className="bo-dashboard-card-link">
                <Card hoverable size="small" style={{ height: '100%' }}>
                  <Typography.Text type="secondary">{t(item.title)}</Typography.Text>
                  <div style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2 }}>
                    {formatNumber(item.sinceLastVisit)}
                  </div>
                  <Sparkline values={item.trend} label={t('{{title}} per day', { title: t(item.title) })} />
                </Card>
              </Link>
            ))}
          </div>
        </div>
      )}
      {overview && overview.attention.length > 0 && (
        <div role="region" aria-label={t('Needs attention')} style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
            {t('Needs attention')}
          </Typography.Title>
          <List
            size="small"
            bordered
            dataSource={overview.attention}
            renderItem={(item) => (
              <List.Item>
                <Link to={item.path}>{t(item.title)}</Link>
                <Typography.Text strong>{formatNumber(item.count)}</Typography.Text>
              </List.Item>
            )}
          />
        </div>
      )}
    </>
  );
});
