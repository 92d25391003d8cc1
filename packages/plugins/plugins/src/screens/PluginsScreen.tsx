import { Alert, Button, Card, Tag, Typography } from 'antd';
import { observer, PageHeader, PLUGIN_API_VERSION, useMessages, useService } from '@backoffice/kernel';
import { useEffect } from 'react';
import type { PluginRow } from '../plugin-catalog-store';
import { PluginCatalogToken } from '../tokens';

const STATUS_COLORS: Record<PluginRow['status'], string> = {
  started: 'green',
  disabled: 'default',
  skipped: 'orange',
  failed: 'red',
  loading: 'blue',
};

/** One line of a plugin's card: a label and its value, wrapping on narrow screens. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 8px', marginBottom: 4 }}>
      <Typography.Text type="secondary" style={{ minWidth: 110 }}>
        {label}
      </Typography.Text>
      <span style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}

function PluginCard({ row }: { row: PluginRow }) {
  const { t } = useMessages();
  // A plugin's title is read in its own catalog, as the sidebar reads its entries; one this page did not boot
  // has only its id.
  const { t: own } = useMessages(row.id);
  const title = row.title === row.id ? row.title : own(row.title);
  const server = row.server;
  return (
    <Card
      size="small"
      title={
        <span>
          {title}
          {row.title !== row.id && <Typography.Text type="secondary"> · {row.id}</Typography.Text>}
        </span>
      }
      extra={<Tag color={STATUS_COLORS[row.status]}>{t(row.status)}</Tag>}
      aria-label={t('Plugin {{id}}', { id: row.id })}
      role="region"
    >
      {row.reason && <Fact label={t('Reason')}>{t(row.reason)}</Fact>}
      <Fact label={t('Source')}>{t(row.source)}</Fact>
      <Fact label={t('Version')}>{row.version ?? '—'}</Fact>
      <Fact label={t('Plugin API')}>
        {row.pluginApi ??
          (row.source === 'built-in' ? t('built with the kernel ({{version}})', { version: PLUGIN_API_VERSION }) : '—')}
      </Fact>
      <Fact label={t('Adds')}>
        {row.adds.length > 0 ? row.adds.map((added) => t(added.text, added.values)).join('; ') : '—'}
      </Fact>
      {server && (
        <Fact label={t('Server')}>
          {server.enabled ? '' : `${t('off')}: `}
          {server.apiRoutes > 0 ? t('{{count}} API routes', { count: server.apiRoutes }) : t('no API routes')}
          {server.modules.length > 0 && ` (${t('modules {{names}}', { names: server.modules.join(', ') })})`}
          {server.contentRoutes.length > 0 &&
            `; ${t('public {{routes}}', { routes: server.contentRoutes.map((route) => route.replace(/^GET /, '')).join(', ') })}`}
        </Fact>
      )}
      {server && server.counts.length > 0 && (
        <Fact label={t('Records')}>{server.counts.map((count) => `${count.title}: ${count.count}`).join(', ')}</Fact>
      )}
      {server?.problem && <Fact label={t('Manifest')}>{t('refused: {{problem}}', { problem: server.problem })}</Fact>}
      {server && (server.contentTypes?.length ?? 0) > 0 && (
        <Fact label={t('Content types')}>
          {server
            .contentTypes!.map(
              (type) =>
                `${type.label} (${type.name}${type.public ? `, ${t('public')}` : ''}): ${t('{{count}} records', { count: type.count })}`,
            )
            .join('; ')}
        </Fact>
      )}
    </Card>
  );
}

/** The Plugins screen: the boot report in the product, with each plugin's server side. */
const PluginsScreen = observer(function PluginsScreen() {
  const { t } = useMessages();
  const store = useService(PluginCatalogToken);
  useEffect(() => {
    void store.load();
  }, [store]);
  const rows = store.rows;
  const started = rows.filter((row) => row.status === 'started').length;
  return (
    <div>
      <PageHeader title={t('Plugins')} />
      <Typography.Paragraph>
        {t(
          '{{started}} of {{total}} plugins started. Plugins are switched on and off in the configuration file (APP_CONFIG); a plugin that is off has no screens here and no routes on the server.',
          { started, total: rows.length },
        )}
      </Typography.Paragraph>
      {store.configProblem && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('The configuration file was changed but is refused; the previous configuration stays in force')}
          description={store.configProblem}
        />
      )}
      {store.error !== null && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={store.error || t('The server side of the plugins could not be loaded')}
          action={
            <Button size="small" onClick={() => void store.load()}>
              {t('Retry')}
            </Button>
          }
        />
      )}
      {store.loading && <Typography.Paragraph type="secondary">{t('Loading the server side...')}</Typography.Paragraph>}

      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))', gap: 16 }}
      >
        {rows.map((row) => (
          <PluginCard key={row.id} row={row} />
        ))}
      </div>
    </div>
  );
});

export default PluginsScreen;
