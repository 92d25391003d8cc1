import { useEffect, useMemo } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import {
  AddButton,
  ListPage,
  observer,
  PublishStateTag,
  useListController,
  useNavigate,
  useMessages,
  useService,
  useTranslationsColumn,
  type ListColumn,
} from '@backoffice/kernel';
import { STATUS_TAG_COLOURS } from '../country-status';
import type { CountryRow } from '../stores/countries-store';
import { CountriesStoreToken } from '../tokens';
import { publishingOfCountry } from '../publishing';
import { FlagImage } from './FlagImage';

/** rowSpan of the Region cell: the first row of a region on the page spans the region's rows. */
function regionSpans(rows: readonly CountryRow[]): number[] {
  return rows.map((row, index) => {
    if (index > 0 && rows[index - 1].regionId === row.regionId) return 0;
    let span = 1;
    while (rows[index + span]?.regionId === row.regionId) span += 1;
    return span;
  });
}

/** /explore/countries-covered: the countries covered, grouped by region, one row per country. */
export default observer(function CountriesList() {
  const store = useService(CountriesStoreToken);
  const navigate = useNavigate();
  const { t } = useMessages();

  useEffect(() => {
    void store.load();
  }, [store]);

  const list = useListController<CountryRow>({
    source: { rows: store.rows, loading: store.loading, error: store.error, reload: () => store.load() },
    searchIn: (row) => [row.country.country, row.region],
    remove: {
      confirm: () => t('This country will be permanently deleted from your map.'),
      title: (row) => t('Delete {{country}}?', { country: row.country.country }),
      run: (row) => store.remove(row.country._id),
      failureMessage: t('The country could not be deleted. Please try again.'),
    },
  });
  const spans = useMemo(() => regionSpans(list.pageRows), [list.pageRows]);
  // Which of the site's languages each country's name is complete in (a one-language site has no such column).
  const languages = useTranslationsColumn<CountryRow>('countries', (row) => row.country._id);

  // On a phone each row names its country and status; the region (a merged cell on a wide screen) opens under it.
  const columns: ListColumn<CountryRow>[] = [
    {
      title: 'Region',
      key: 'region',
      phone: 'expand',
      onCell: (_row, index) => ({ rowSpan: spans[index ?? 0] }),
      render: (_value, row) => (
        <div style={{ minWidth: 140, maxWidth: 280 }}>
          <Typography.Text strong>{row.region}</Typography.Text>
          {row.regionDescription && (
            <Typography.Paragraph
              type="secondary"
              style={{ margin: 0 }}
              ellipsis={{ rows: 2, tooltip: row.regionDescription }}
            >
              {row.regionDescription}
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    { title: 'Country', key: 'country', phone: 'show', render: (_value, row) => row.country.country },
    {
      title: 'Flag',
      key: 'flag',
      render: (_value, row) => <FlagImage url={row.country.flag} country={row.country.country} />,
    },
    {
      title: 'Status',
      key: 'status',
      phone: 'show',
      render: (_value, row) => (
        <Tag color={STATUS_TAG_COLOURS[row.country.status] ?? 'default'}>{t(row.country.status)}</Tag>
      ),
    },
    // Publishing (drafts, schedules): beside the spec's Status, which says whether the country is covered.
    {
      title: 'State',
      key: 'state',
      width: 120,
      render: (_value, row) => <PublishStateTag record={publishingOfCountry(row.country)!} />,
    },
    ...(languages ? [languages] : []),
  ];

  return (
    <ListPage<CountryRow>
      title={t('Countries Covered')}
      actions={
        <Space wrap>
          <Button icon={<GlobalOutlined />} onClick={() => navigate('/map-countries')}>
            {t('World Map')}
          </Button>
          <AddButton noun="Country" to="/explore/countries-covered/add" />
        </Space>
      }
      list={list}
      search={t('Search by country or region')}
      columns={columns}
      rowKey={(row) => row.country._id}
      rowName={(row) => row.country.country}
      editPath={(row) => `/explore/countries-covered/edit?id=${encodeURIComponent(row.country._id)}`}
      emptyText={t('No countries covered yet.')}
      noMatchText={t('No country or region matches your search.')}
    />
  );
});
