import { useEffect, useState, type Key, type ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { DeleteButton, Dialogs, errorMessage, formatDate, ListPage, saveFile, useListController, usePermission, useService, type ListColumn } from '@backoffice/kernel';
import type { CollectedRecord, ExportSelection } from '../api';
import { CollectedDataApiToken } from '../tokens';

export const PAGE_SIZE = 10;

/** Today as yyyy-mm-dd (local), for file names. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** One screen of collected data: where it is listed, deleted and exported, and how a row reads. */
export interface CollectedListSpec {
  title: string;
  breadcrumb?: Array<{ label: string; path?: string }>;
  listPath: string;
  searchPlaceholder: string;
  /** The columns before the date it arrived (added last, sortable); `sortKey` where the server sorts. */
  columns: Array<ListColumn<CollectedRecord>>;
  /** The date column's heading (the same in the export). */
  dateTitle?: string;
  /** The delete call of a row, and how the confirmation names it. */
  deletePath: (row: CollectedRecord) => string;
  describe: (row: CollectedRecord) => string;
  noun: string;
  /** The export: its call, and its file name before the date (`LeadsContact` → `LeadsContact-2026-11-23.xlsx`). */
  exportFile?: { path: string; name: string; kind: '.xlsx' | '.zip' };
  rowActions?: (row: CollectedRecord) => ReactNode;
  emptyText: string;
  /** A first '#' column numbering the rows across pages (the contact-sales list of content spec §2). */
  numbered?: boolean;
}

/**
 * The shared list of collected data: server-side search and paging of 10, checkbox selection (the header box
 * selects the page; 'Select all N matching' selects every match), export of the selection with progress, and
 * Delete with a confirmation naming the record. Deleting and exporting need `data:manage`.
 */
export function CollectedList({ spec }: { spec: CollectedListSpec }) {
  const api = useService(CollectedDataApiToken);
  const dialogs = useService(Dialogs);
  const canManage = usePermission('data:manage');
  const list = useListController<CollectedRecord>({
    loadPage: (page, pageSize, q, sort) => api.page(spec.listPath, page, pageSize, q, sort),
    pageSize: PAGE_SIZE,
    failureMessage: `Error: could not load the ${spec.title.toLowerCase()}`,
    remove: {
      confirm: (row) => `${spec.describe(row)} will be permanently deleted.`,
      title: `Delete this ${spec.noun}?`, okText: 'Delete', danger: true,
      run: (row) => api.remove(spec.deletePath(row)),
      failureMessage: `The ${spec.noun} could not be deleted. Please try again.`,
    },
  });
  const [selected, setSelected] = useState<Key[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);

  // A new search is a new selection.
  useEffect(() => {
    setSelected([]);
    setAllMatching(false);
  }, [list.query]);

  const count = allMatching ? list.total : selected.length;
  const wholePageSelected = list.rows.length > 0 && list.rows.every((row) => selected.includes(row._id));

  const remove = async (row: CollectedRecord) => {
    if (await list.remove(row)) setSelected((keys) => keys.filter((key) => key !== row._id));
  };

  const matchingAll: ExportSelection = { all: true, q: list.query.trim() };
  const download = async (selection: ExportSelection) => {
    if (!spec.exportFile) return;
    setProgress(null);
    try {
      saveFile(await api.download('post', spec.exportFile.path, selection, setProgress), `${spec.exportFile.name}-${today()}${spec.exportFile.kind}`);
    } catch (failure) {
      await dialogs.error(errorMessage(failure, 'The download failed. Please try again.'), 'Download failed');
    } finally {
      setProgress(undefined);
    }
  };

  const downloading = progress !== undefined;
  const toolbar = canManage && spec.exportFile && (
    <Space wrap>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        disabled={count === 0 || downloading}
        loading={downloading}
        onClick={() => void download(allMatching ? matchingAll : { selectedIds: selected.map(String) })}
      >
        {downloading ? `Downloading${progress ? ` ${Math.round(progress * 100)}%` : '...'}` : `Download ${spec.exportFile.kind} (${count})`}
      </Button>
      {/* Every row the search matches, on all pages, without selecting any. */}
      <Button icon={<DownloadOutlined />} disabled={list.total === 0 || downloading} onClick={() => void download(matchingAll)}>
        {list.query.trim() ? `Download all ${list.total.toLocaleString('en-US')} matching` : `Download all (${list.total.toLocaleString('en-US')})`}
      </Button>
      {wholePageSelected && !allMatching && list.total > selected.length && (
        <Typography.Link onClick={() => setAllMatching(true)}>Select all {list.total.toLocaleString('en-US')} matching</Typography.Link>
      )}
      {allMatching && (
        <Typography.Text>
          All {list.total.toLocaleString('en-US')} matching are selected. <Typography.Link onClick={() => { setAllMatching(false); setSelected([]); }}>Clear</Typography.Link>
        </Typography.Text>
      )}
    </Space>
  );

  return (
    <ListPage<CollectedRecord>
      title={spec.title}
      breadcrumb={spec.breadcrumb}
      list={list}
      search={spec.searchPlaceholder}
      toolbar={toolbar || undefined}
      columns={[
        ...(spec.numbered ? [{ title: '#', key: 'index', width: 56, phone: 'expand' as const, render: (_v: unknown, _row: CollectedRecord, index: number) => list.offset + index + 1 }] : []),
        ...spec.columns,
        { title: spec.dateTitle ?? 'Received', key: 'createdAt', sortKey: 'createdAt', phone: 'expand', render: (_v, row) => formatDate(row.createdAt) },
      ]}
      rowActionsPermission="read"
      rowActions={
        canManage || spec.rowActions
          ? (row) => (
              <Space>
                {spec.rowActions?.(row)}
                {canManage && <DeleteButton iconOnly name={spec.describe(row)} onClick={() => void remove(row)} />}
              </Space>
            )
          : undefined
      }
      emptyText={spec.emptyText}
      noMatchText="Nothing matches your search."
      selection={canManage && spec.exportFile ? { selectedKeys: allMatching ? list.rows.map((row) => row._id) : selected, onChange: (keys) => { setAllMatching(false); setSelected(keys); } } : undefined}
    />
  );
}
