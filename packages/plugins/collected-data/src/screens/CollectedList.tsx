import { useEffect, useState, type Key, type ReactNode } from 'react';
import { Button, Radio, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  DeleteButton,
  Dialogs,
  errorMessage,
  formatDate,
  formatNumber,
  ListPage,
  observer,
  saveFile,
  useListController,
  useMessages,
  usePermission,
  useSearchParams,
  useService,
  type ListColumn,
} from '@backoffice/kernel';
import type { CollectedRecord, ExportCollection, ExportFormat, ExportSelection, ExportStatus } from '../api';
import { BackgroundExport } from './BackgroundExport';
import { dismissExport, exportToPickUp } from './export-pick-up';
import { CollectedDataApiToken, CollectedListsToken } from '../tokens';

export const PAGE_SIZE = 10;

/**
 * One screen of collected data: where it is listed, deleted and exported, and how a row reads. Its texts come
 * translated (the screen's `t()`), except the column titles, the date's heading and the nouns, which the kit
 * reads in the screen's catalog.
 */
export interface CollectedListSpec {
  title: string;
  breadcrumb?: Array<{ label: string; path?: string }>;
  listPath: string;
  searchPlaceholder: string;
  /** The columns before the date it arrived (added last, sortable); `sortKey` where the server sorts. */
  columns: Array<ListColumn<CollectedRecord>>;
  /** The date column's heading (the same in the export). */
  dateTitle?: string;
  /** What a failed load says (after 'Error: '). */
  failureMessage: string;
  /** The delete call of a row, how its Delete button names it, and the confirmation's question and text. */
  deletePath: (row: CollectedRecord) => string;
  describe: (row: CollectedRecord) => string;
  deleteTitle: string;
  deleteConfirm: (row: CollectedRecord) => string;
  deleteFailure: string;
  /** How the total under the list names one row (in English: the kit translates it). */
  noun: string;
  /**
   * The export: the spec's direct call and its file name (`LeadsContact` → `LeadsContact.xlsx`, the spec's; a job's
   * file is dated); `job`, the collection exports run as jobs on the server for; `formats`, the file formats offered
   * (the first is the default). A selection in the spec's .xlsx is the spec's direct call; every other export (all
   * matching, another format, the candidates' zip) runs as a job.
   */
  exportFile?: { path: string; name: string; kind: '.xlsx' | '.zip'; job?: ExportCollection; formats?: ExportFormat[] };
  rowActions?: (row: CollectedRecord) => ReactNode;
  emptyText: string;
  /** How the total under the list names its rows, e.g. `['lead', 'leads']`. */
  nounPlural?: string;
  /** A first '#' column numbering the rows across pages (the contact-sales list of the original product). */
  numbered?: boolean;
}

/**
 * The shared list of collected data: server-side search and paging of 10, checkbox selection (the header box
 * selects the page; 'Select all N matching' selects every match), export of the selection with progress, and
 * Delete with a confirmation naming the record. Deleting and exporting need `data:manage`.
 */
export const CollectedList = observer(function CollectedList({ spec }: { spec: CollectedListSpec }) {
  const api = useService(CollectedDataApiToken);
  const dialogs = useService(Dialogs);
  const canManage = usePermission('data:manage');
  const { t } = useMessages();
  const store = useService(CollectedListsToken).of(spec.listPath);
  const list = useListController<CollectedRecord>({
    store,
    pageSize: PAGE_SIZE,
    // The spec's 'Error: ' plus the message (newsletter and leads; every collected list alike).
    failurePrefix: t('Error: '),
    failureMessage: spec.failureMessage,
    remove: {
      confirm: spec.deleteConfirm,
      title: spec.deleteTitle,
      run: (row) => api.remove(spec.deletePath(row)),
      failureMessage: spec.deleteFailure,
    },
  });
  // The ticked records are the store's.
  const selected = store.selection;
  const setSelected = (next: Key[] | ((keys: Key[]) => Key[])) =>
    store.select(typeof next === 'function' ? next(store.selection) : next);
  const [allMatching, setAllMatching] = useState(false);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  /** The export running as a job on the server ('Download all' of a list that has one). */
  const [backgroundExport, setBackgroundExport] = useState<ExportStatus | null>(null);
  const formats = spec.exportFile?.formats ?? [];
  const [format, setFormat] = useState<ExportFormat | undefined>(formats[0]);
  const job = spec.exportFile?.job;

  // A screen left while its export ran picks it up when reopened: the newest still running, or finished and not yet closed.
  useEffect(() => {
    if (!canManage || !job) return;
    let alive = true;
    api.exports(job).then(
      (found) => {
        const picked = exportToPickUp(found);
        if (alive && picked) setBackgroundExport((current) => current ?? picked);
      },
      // Nothing to pick up when they cannot be listed: the screen works as for a first visit.
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [api, canManage, job]);

  // A new search is a new selection.
  useEffect(() => {
    store.clearSelection();
    setAllMatching(false);
  }, [store, list.query]);

  const count = allMatching ? list.total : selected.length;
  const wholePageSelected = list.rows.length > 0 && list.rows.every((row) => selected.includes(row._id));

  const remove = async (row: CollectedRecord) => {
    if (await list.remove(row)) setSelected((keys) => keys.filter((key) => key !== row._id));
  };

  const matchingAll: ExportSelection = { all: true, q: list.query.trim() };
  /** The spec's direct download: the file comes back in the answer. */
  const download = async (selection: ExportSelection) => {
    if (!spec.exportFile) return;
    setProgress(null);
    try {
      // The spec's names (Newsletter.xlsx, LeadsContact.xlsx, JobCandidates.zip); a background export's file,
      // kept a day among others, carries its date.
      const name = `${spec.exportFile.name}${spec.exportFile.kind}`;
      saveFile(await api.download('post', spec.exportFile.path, selection, setProgress), name);
      // The browser's own download bar is easy to miss: say the file is ready, by name.
      dialogs.success(t('Downloaded {{name}}', { name }));
    } catch (failure) {
      await dialogs.error(errorMessage(failure, t('The download failed. Please try again.')), t('Download failed'));
    } finally {
      setProgress(undefined);
    }
  };

  /** An export as a job on the server: it survives a restart; its progress, then its file, show here. */
  const startJob = async (selection: ExportSelection) => {
    if (!job) return download(selection);
    setBackgroundExport(null);
    try {
      setBackgroundExport(
        await api.startExport({ collection: job, ...(format && format !== 'xlsx' ? { format } : {}), ...selection }),
      );
    } catch (failure) {
      await dialogs.error(
        errorMessage(failure, t('The export could not be started. Please try again.')),
        t('Export failed'),
      );
    }
  };
  const exportAll = () => startJob(matchingAll);
  /** The rows chosen: the spec's direct download in its .xlsx; a job in any other format (and the candidates' zip). */
  const exportSelected = (selection: ExportSelection) =>
    spec.exportFile?.kind === '.xlsx' && (format ?? 'xlsx') === 'xlsx' ? download(selection) : startJob(selection);
  const closeExport = () => {
    if (backgroundExport) dismissExport(backgroundExport.id);
    setBackgroundExport(null);
  };

  const exportRunning =
    backgroundExport !== null && (backgroundExport.state === 'queued' || backgroundExport.state === 'running');

  // The command palette's 'Export leads' opens the list with `?export=all`: once the first page says how many
  // there are, every record is downloaded, and the parameter leaves the address (a reload does not download again).
  const [params, setParams] = useSearchParams();
  const exportAsked = params.get('export') === 'all';
  const firstPageIn = !list.loading && !list.error;
  useEffect(() => {
    if (!exportAsked || !firstPageIn) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('export');
        return next;
      },
      { replace: true },
    );
    if (canManage && list.total > 0) void exportAll();
    // Runs once per request in the address; `download` reads the current search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exportAsked, firstPageIn]);

  const downloading = progress !== undefined;
  // Before the first answer the total is unknown: no '(0)' that is not true.
  const counted = !(list.loading && list.rows.length === 0);
  const totalText = formatNumber(list.total);
  const toolbar = canManage && spec.exportFile && (
    <Space wrap>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        disabled={count === 0 || downloading || exportRunning}
        loading={downloading}
        onClick={() => void exportSelected(allMatching ? matchingAll : { selectedIds: selected.map(String) })}
      >
        {downloading
          ? progress
            ? t('Downloading {{percent}}%', { percent: formatNumber(Math.round(progress * 100)) })
            : t('Downloading...')
          : t('Download {{kind}} ({{selected}})', {
              kind: format ? `.${format}` : spec.exportFile.kind,
              selected: formatNumber(count),
            })}
      </Button>
      {/* Every row the search matches, on all pages, without selecting any. */}
      <Button
        icon={<DownloadOutlined />}
        disabled={list.total === 0 || downloading || exportRunning}
        onClick={() => void exportAll()}
      >
        {list.query.trim()
          ? counted
            ? t('Download all {{total}} matching', { total: totalText })
            : t('Download all matching')
          : counted
            ? t('Download all ({{total}})', { total: totalText })
            : t('Download all')}
      </Button>
      {formats.length > 1 && (
        <Radio.Group
          aria-label={t('File format')}
          size="small"
          optionType="button"
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
          options={formats.map((value) => ({ value, label: value === 'zip' ? t('.zip with files') : `.${value}` }))}
        />
      )}
      {wholePageSelected && !allMatching && list.total > selected.length && (
        <Typography.Link onClick={() => setAllMatching(true)}>
          {t('Select all {{total}} matching', { total: totalText })}
        </Typography.Link>
      )}
      {allMatching && (
        <Typography.Text>
          {t('All {{total}} matching are selected.', { total: totalText })}{' '}
          <Typography.Link
            onClick={() => {
              setAllMatching(false);
              setSelected([]);
            }}
          >
            {t('Clear')}
          </Typography.Link>
        </Typography.Text>
      )}
      {backgroundExport && (
        <BackgroundExport
          key={backgroundExport.id}
          started={backgroundExport}
          onClose={closeExport}
          onSettled={setBackgroundExport}
        />
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
        ...(spec.numbered
          ? [
              {
                title: '#',
                key: 'index',
                width: 56,
                phone: 'expand' as const,
                render: (_v: unknown, _row: CollectedRecord, index: number) => formatNumber(list.offset + index + 1),
              },
            ]
          : []),
        ...spec.columns,
        {
          title: spec.dateTitle ?? 'Received',
          key: 'createdAt',
          sortKey: 'createdAt',
          phone: 'expand',
          render: (_v, row) => formatDate(row.createdAt),
        },
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
      noun={[spec.noun, spec.nounPlural ?? `${spec.noun}s`]}
      noMatchText={t('Nothing matches your search.')}
      selection={
        canManage && spec.exportFile
          ? {
              selectedKeys: allMatching ? list.rows.map((row) => row._id) : selected,
              onChange: (keys) => {
                setAllMatching(false);
                setSelected(keys);
              },
            }
          : undefined
      }
    />
  );
});
