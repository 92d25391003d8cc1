import { useEffect, useMemo } from 'react';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import {
  AddButton,
  PageHeader,
  observer,
  useNavigate,
  useMessages,
  usePermission,
  useService,
} from '@backoffice/kernel';
import { COUNTRY_STATUSES, STATUS_COLOURS, isCountryStatus } from '../country-status';
import { createNameMatcher } from '../map/country-names';
import { mapCountryNames } from '../map/world-atlas';
import { UNCOVERED_COLOUR, WorldMap, type MapCountry } from '../map/WorldMap';
import { CountriesStoreToken } from '../tokens';

const matchMapName = createNameMatcher(mapCountryNames);

function LegendItem({ colour, label }: { colour: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{ width: 14, height: 14, borderRadius: 3, background: colour, border: '1px solid #595959' }}
      />
      {label}
    </span>
  );
}

/**
 * /map-countries: the world map of the countries covered, coloured by status. Writers click a country to
 * edit it, or to add it (prefilled) when it is not covered yet.
 */
export default observer(function CountriesMap() {
  const store = useService(CountriesStoreToken);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const { t } = useMessages();

  useEffect(() => {
    void store.load();
  }, [store]);

  const { covered, unmatched, counts } = useMemo(() => {
    const byMapName = new Map<string, MapCountry & { id: string }>();
    const notOnMap: string[] = [];
    const perStatus = { Active: 0, Inactive: 0, Pending: 0 };
    for (const row of store.rows) {
      const status = isCountryStatus(row.country.status) ? row.country.status : 'Inactive';
      perStatus[status] += 1;
      const mapName = matchMapName(row.country.country);
      if (mapName) byMapName.set(mapName, { mapName, status, label: row.country.country, id: row.country._id });
      else notOnMap.push(row.country.country);
    }
    return { covered: byMapName, unmatched: notOnMap, counts: perStatus };
  }, [store.rows]);

  const choose = (mapName: string, entry: MapCountry | undefined) => {
    if (!canWrite) return;
    const id = entry ? covered.get(mapName)?.id : undefined;
    if (id) navigate(`/map-countries/edit-map?id=${encodeURIComponent(id)}`);
    else navigate('/add-new-map', { state: { country: mapName } });
  };

  return (
    <section>
      <PageHeader
        title={t('Coverage Map')}
        breadcrumb={[{ label: t('Countries Covered'), path: '/explore/countries-covered' }, { label: t('Map') }]}
        actions={
          <Space wrap>
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/explore/countries-covered')}>
              {t('Countries List')}
            </Button>
            <AddButton noun="Country" to="/add-new-map" />
          </Space>
        }
      />
      {store.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={store.error}
          action={<Button onClick={() => void store.load()}>{t('Retry')}</Button>}
        />
      )}
      <Card>
        <div
          style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', marginBottom: 12 }}
          aria-label={t('Legend')}
        >
          {COUNTRY_STATUSES.map((status) => (
            <LegendItem
              key={status}
              colour={STATUS_COLOURS[status]}
              label={t('{{status}} ({{count}})', { status: t(status), count: String(counts[status]) })}
            />
          ))}
          <LegendItem colour={UNCOVERED_COLOUR} label={t('Not covered')} />
          {store.loading && <Spin size="small" />}
        </div>
        <WorldMap covered={covered} onChoose={canWrite ? choose : undefined} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {canWrite
            ? t(
                'Hover or tap a country to see its name and status. Click a covered country to edit it, or any other country to add it.',
              )
            : t('Hover or tap a country to see its name and status.')}
        </Typography.Paragraph>
        {unmatched.length > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            title={t('Not drawn on the map: {{names}}', { names: unmatched.join(', ') })}
            description={t(
              'These names are not on the map (too small for it, or spelled differently): they stay in the list.',
            )}
          />
        )}
      </Card>
    </section>
  );
});
