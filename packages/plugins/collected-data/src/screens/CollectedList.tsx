import { useEffect, useState, type Key, type ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { DeleteButton, Dialogs, errorMessage, ListPage, saveFile, useListController, usePermission, useService } from '@backoffice/kernel';
import type { CollectedRecord } from '../api';
import { CollectedDataApiToken } from '../tokens';

export const PAGE_SIZE = 10;

/** One screen of collected data: where it is listed, deleted and exported, and how a row reads. */
export interface CollectedListSpec {
  title: string;
  breadcrumb?: Array<{ label: string; path?: string }>;
  listPath: string;
  searchPlaceholder: string;
  columns: TableColumnsType<CollectedRecord>;
  /** The delete call of a row, and how the confirmation names it. */
  deletePath: (row: CollectedRecord) => string;
  describe: (row: CollectedRecord) => string;
  noun: string;
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
    loadPage: (page, pageSize, q) => api.page(spec.listPath, page, pageSize, q),
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

  const download = async () => {
    if (!spec.exportFile || count === 0) return;
    setProgress(null);
    try {
      const selection = allMatching ? { all: true as const, q: list.query.trim() } : { selectedIds: selected.map(String) };
      saveFile(await api.download('post', spec.exportFile.path, selection, setProgress), spec.exportFile.name);
    } catch (failure) {
      await dialogs.error(errorMessage(failure, 'The download failed. Please try again.'), 'Download failed');
    } finally {
      setProgress(undefined);
    }
  };

  const downloading = progress !== undefined;
  const toolbar = canManage && spec.exportFile && (
    <Space wrap>
      <Button type="primary" icon={<DownloadOutlined />} disabled={count === 0 || downloading} loading={downloading} onClick={() => void download()}>
        {downloading ? `Downloading${progress ? ` ${Math.round(progress * 100)}%` : '...'}` : `Download ${spec.exportFile.kind} (${count})`}
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
      columns={spec.numbered ? [{ title: '#', key: 'index', width: 56, render: (_v, _row, index) => list.offset + index + 1 }, ...spec.columns] : spec.columns}
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
