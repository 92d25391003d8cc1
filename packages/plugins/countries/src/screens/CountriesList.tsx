import { useCallback, useEffect, useMemo } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, DeleteOutlined, GlobalOutlined, PlusOutlined } from '@ant-design/icons';
import { Can, Dialogs, ListPage, errorMessage, observer, useClientList, useNavigate, usePermission, useService } from '@backoffice/kernel';
import { STATUS_TAG_COLOURS } from '../country-status';
import type { CountryRow } from '../stores/countries-store';
import { CountriesStoreToken } from '../tokens';
import { FlagImage } from './FlagImage';

const PAGE_SIZE = 10;

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
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');

  useEffect(() => {
    void store.load();
  }, [store]);

  const searchIn = useCallback((row: CountryRow) => [row.country.country, row.region], []);
  const list = useClientList(store.rows, { pageSize: PAGE_SIZE, searchIn });
  const spans = useMemo(() => regionSpans(list.pageRows), [list.pageRows]);

  const remove = async (row: CountryRow) => {
    const ok = await dialogs.confirm('This country will be permanently deleted from your map.', {
      title: `Delete ${row.country.country}?`,
      okText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await dialogs.busy(store.remove(row.country._id));
    } catch (error) {
      await dialogs.error(errorMessage(error, 'The country could not be deleted. Please try again.'));
    }
  };

  const columns: TableColumnsType<CountryRow> = [
    {
      title: 'Region',
      key: 'region',
      onCell: (_row, index) => ({ rowSpan: spans[index ?? 0] }),
      render: (_value, row) => (
        <div style={{ minWidth: 140, maxWidth: 280 }}>
          <Typography.Text strong>{row.region}</Typography.Text>
          {row.regionDescription && (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2, tooltip: row.regionDescription }}>
              {row.regionDescription}
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    { title: 'Country', key: 'country', render: (_value, row) => row.country.country },
    { title: 'Flag', key: 'flag', render: (_value, row) => <FlagImage url={row.country.flag} country={row.country.country} /> },
    {
      title: 'Status',
      key: 'status',
      render: (_value, row) => <Tag color={STATUS_TAG_COLOURS[row.country.status] ?? 'default'}>{row.country.status}</Tag>,
    },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_value, row) => (
        <Space>
          <Button
            icon={<EditOutlined />}
            aria-label={`Edit ${row.country.country}`}
            onClick={() => navigate(`/explore/countries-covered/edit?id=${encodeURIComponent(row.country._id)}`)}
          >
            Edit
          </Button>
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${row.country.country}`} onClick={() => void remove(row)}>
            Delete
          </Button>
        </Space>
      ),
    });
  }

  return (
    <ListPage<CountryRow>
      title="Countries Covered"
      actions={
        <Space wrap>
          <Button icon={<GlobalOutlined />} onClick={() => navigate('/map-countries')}>World Map</Button>
          <Can permission="content:write">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/explore/countries-covered/add')}>Add New</Button>
          </Can>
        </Space>
      }
      search={{ placeholder: 'Search by country or region', value: list.query, onChange: list.setQuery }}
      columns={columns}
      rowKey={(row) => row.country._id}
      rows={list.pageRows}
      page={list.page}
      pageCount={list.pageCount}
      onPage={list.setPage}
      loading={store.loading}
      error={store.error}
      onRetry={() => void store.load()}
      emptyText={list.query ? 'No country or region matches your search.' : 'No countries covered yet.'}
    />
  );
});
