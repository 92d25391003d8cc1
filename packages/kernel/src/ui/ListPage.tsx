import { formatLocale } from '../i18n/format-locale';
import { useMessages } from '../i18n/use-messages';
import type { TranslationKind } from '@backoffice/contracts';
import type { Key, ReactNode } from 'react';
import { Alert, Button, Input, Select, Skeleton, Space, Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Permission } from '../session/permissions';
import { usePermission } from './Can';
import { DeleteButton, EditButton } from './RowButtons';
import { PageHeader, type Crumb } from './PageHeader';
import { Pager } from './Pager';
import type { ListController } from './use-list-controller';
import { useSmallScreen } from '../shell/use-small-screen';
import { useInertMeasureRows } from './use-inert-measure-rows';
import { listColumns, phoneSplit, rowDetails, sortFrom, type ListColumn } from './list-columns';
import { useTranslationsColumn } from './translations/LocaleTags';

export type { ListColumn } from './list-columns';

export interface ListSelection {
  selectedKeys: Key[];
  onChange: (keys: Key[]) => void;
}

export interface ListPageProps<T> {
  title: ReactNode;
  /** 2 for a second list on a screen that already has its h1; 1 by default. */
  headingLevel?: 1 | 2;
  breadcrumb?: Crumb[];
  /** Buttons beside the title, e.g. `<AddButton>`. */
  actions?: ReactNode;
  /** The rows, their search and paging, from `useListController`. */
  list: ListController<T>;
  /** A list of translatable records: its kind and row id, for a Languages column when the site has several. */
  translations?: { kind: TranslationKind; idOf: (row: T) => string };
  /** The search box's placeholder; omit for lists without one. */
  search?: string;
  /** Extra controls beside the search box (export buttons, 'Select all N matching'). */
  toolbar?: ReactNode;
  /**
   * antd columns, plus: `sortKey` (the header sorts the list on the server), `truncate` (one line, the whole
   * text in a tooltip) and `phone` ('show' stays on a phone, 'expand' moves to the row's expansion; when no
   * column says, the first two stay).
   */
  columns: ListColumn<T>[];
  /** The row's key; its `_id` by default. */
  rowKey?: (row: T) => string;
  /**
   * Names a row for its buttons ('Edit {name}', 'Delete {name}'). With it the 'Actions' column gets an Edit
   * button (`onEdit`) and a Delete button (when the controller has `remove`).
   */
  rowName?: (row: T) => string;
  onEdit?: (row: T) => void;
  /** Where Edit leads for a row (its edit screen's path), instead of `onEdit`. */
  editPath?: (row: T) => string;
  /** The Edit and Delete buttons as icons only (many columns), optionally with tooltips. */
  compactActions?: boolean | 'tooltips';
  /** Other buttons of a row, before Edit and Delete (or instead of them, without `rowName`). */
  rowActions?: (row: T) => ReactNode;
  /** Who sees the 'Actions' column: `content:write` by default. */
  rowActionsPermission?: Permission;
  rowActionsWidth?: number;
  /** Also write 'Page X of Y' (the FAQ list does). */
  showPageOf?: boolean;
  /** What an empty list says: what it holds. */
  emptyText: string;
  /**
   * The next step under an empty list (not under a search that finds nothing), e.g. an `<AddButton>`:
   * wrap it in a permission check (AddButton is) so only users who may take it see it.
   */
  emptyAction?: ReactNode;
  /** What a search that finds nothing says; `emptyText` by default. */
  noMatchText?: string;
  /** Checkbox selection; the header checkbox selects the page. */
  selection?: ListSelection;
  /** How the total under the list names its rows, e.g. `['lead', 'leads']`; 'row', 'rows' by default. */
  noun?: [singular: string, plural: string];
}

/** The page sizes a list offers, besides its own. */
export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The list screen every group shares: header, search, table, numbered paging with the total and a page-size
 * picker. Its first load shows a skeleton of rows (announced as 'Loading...'); a failed load says so with a
 * Retry. Rows only ever come from the server.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { list, rowActions, rowName, editPath, compactActions } = props;
  const { t } = useMessages();
  const navigate = useNavigate();
  const onEdit = props.onEdit ?? (editPath && ((row: T) => navigate(editPath(row))));
  const mayAct = usePermission(props.rowActionsPermission ?? 'content:write');
  const firstLoad = list.loading && list.pageRows.length === 0;
  const buttons = rowName && (onEdit || list.canRemove);
  // On a phone the columns that matter stay and the rest go to the row's expansion (see list-columns.ts), and
  // Edit and Delete shrink to named icons with tooltips, leaving the row's name room to be read.
  const phone = useSmallScreen();
  const compactMode = compactActions || (phone ? 'tooltips' : false);
  const actions = (row: T) => {
    if (!buttons) return rowActions?.(row);
    const compact = { iconOnly: Boolean(compactMode), name: rowName(row) };
    const edit = onEdit && (
      <EditButton
        {...compact}
        tooltip={compactMode === 'tooltips' ? t('Edit') : undefined}
        onClick={() => onEdit(row)}
      />
    );
    const remove = list.canRemove && (
      <DeleteButton
        {...compact}
        tooltip={compactMode === 'tooltips' ? t('Delete') : undefined}
        onClick={() => void list.remove(row)}
      />
    );
    return rowActions || (edit && remove) ? (
      <Space>
        {rowActions?.(row)}
        {edit}
        {remove}
      </Space>
    ) : (
      edit || remove
    );
  };
  // A translatable list's Languages column comes last, before the actions.
  const languages = useTranslationsColumn<T>(
    props.translations?.kind ?? null,
    (row) => props.translations?.idOf(row) ?? '',
  );
  const ownColumns = languages ? [...props.columns, languages] : props.columns;
  // Titles given as text (often declared outside the screen) are read in the screen's catalog.
  const translatedColumns = ownColumns.map((column) =>
    typeof column.title === 'string' ? { ...column, title: t(column.title) } : column,
  );
  const { shown, expanded } = phoneSplit(translatedColumns, phone);
  const dataColumns = listColumns(shown, list.sort ?? '');
  // On a wide screen the actions stay in view at the right edge, however wide the other columns are. On a phone
  // they are not fixed: a fixed column covered the text beside it (a FAQ's question cut under Actions); there the
  // table fits the screen and its text columns wrap instead (`bo-list-fit`), scrolling sideways only when a word
  // cannot fit.
  const tableArea = useInertMeasureRows<HTMLElement>();
  const columns: TableColumnsType<T> =
    (rowActions || buttons) && mayAct
      ? [
          ...dataColumns,
          {
            title: t('Actions'),
            key: 'actions',
            fixed: phone ? undefined : 'right',
            width: props.rowActionsWidth,
            render: (_value, row) => actions(row),
          },
        ]
      : dataColumns;
  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && list.setSort) list.setSort(sortFrom(ownColumns, sorter));
  };
  return (
    <section ref={tableArea}>
      <PageHeader
        title={props.title}
        level={props.headingLevel}
        breadcrumb={props.breadcrumb}
        actions={props.actions}
      />
      {(props.search || props.toolbar) && (
        <div className="bo-toolbar">
          {props.search && (
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder={props.search}
              aria-label={props.search}
              value={list.query}
              onChange={(event) => list.setQuery(event.target.value)}
            />
          )}
          {props.toolbar}
        </div>
      )}
      {list.error ? (
        <Alert
          type="error"
          showIcon
          title={list.error}
          action={<Button onClick={() => void list.reload()}>{t('Retry')}</Button>}
        />
      ) : firstLoad ? (
        <ListSkeleton />
      ) : (
        <>
          <Table<T>
            columns={columns}
            dataSource={list.pageRows}
            rowKey={props.rowKey ?? ((row) => String((row as { _id?: unknown })._id))}
            pagination={false}
            // A reload keeps the rows in view, dimmed (no spinner over them); assistive tech hears it is busy.
            aria-busy={list.loading}
            style={list.loading ? { opacity: 0.6 } : undefined}
            scroll={{ x: phone ? true : 'max-content' }}
            className={phone ? 'bo-list-fit' : undefined}
            size={phone ? 'small' : undefined}
            onChange={onChange}
            // The expand buttons' column is named for screen readers (axe: a header cell is never empty).
            expandable={
              expanded.length > 0
                ? {
                    expandedRowRender: (row, index) => rowDetails(expanded, row, index),
                    columnTitle: <span className="bo-visually-hidden">{t('More details')}</span>,
                  }
                : undefined
            }
            locale={{
              emptyText:
                list.query || list.filtered ? (
                  (props.noMatchText ?? props.emptyText)
                ) : (
                  <EmptyList text={props.emptyText} action={props.emptyAction} />
                ),
            }}
            rowSelection={
              props.selection && {
                selectedRowKeys: props.selection.selectedKeys,
                onChange: (keys) => props.selection!.onChange(keys),
                preserveSelectedRowKeys: true,
              }
            }
          />
          <div className="bo-list-footer">
            <ListTotal total={list.total} noun={props.noun} />
            {list.setPageSize && list.pageSize && (
              <PageSizePicker pageSize={list.pageSize} onChange={list.setPageSize} />
            )}
            <Pager
              page={list.page}
              pageCount={list.pageCount}
              onPage={list.setPage}
              showPageOf={props.showPageOf}
              // A second list on a screen (an h2) names its pager after itself: landmarks must differ.
              label={
                props.headingLevel === 2 && typeof props.title === 'string'
                  ? t('{{list}} pages', { list: props.title })
                  : undefined
              }
            />
          </div>
        </>
      )}
    </section>
  );
}

/** How many rows the list holds (matching the search), e.g. '1,517 leads'. */
function ListTotal({ total, noun }: { total: number; noun?: [string, string] }) {
  const { t } = useMessages();
  const count = total.toLocaleString(formatLocale());
  // A screen's own nouns are read in its catalog (as words: languages differ in where the plural starts).
  const text = noun
    ? `${count} ${t(total === 1 ? noun[0] : noun[1])}`
    : t('{{formatted}} rows', { count: total, formatted: count });
  return (
    <Typography.Text type="secondary" className="bo-list-total">
      {text}
    </Typography.Text>
  );
}

/** 'Rows per page': the list's own size and the usual ones. */
function PageSizePicker({ pageSize, onChange }: { pageSize: number; onChange: (size: number) => void }) {
  const { t } = useMessages();
  const sizes = [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b);
  return (
    <Select
      aria-label={t('Rows per page')}
      value={pageSize}
      onChange={onChange}
      options={sizes.map((size) => ({ value: size, label: t('{{size}} / page', { size }) }))}
      style={{ width: 116 }}
    />
  );
}

/** Rows of grey bars where the table will be, while its first page loads; screen readers hear 'Loading...'. */
function ListSkeleton() {
  const { t } = useMessages();
  return (
    <div role="status" className="bo-list-skeleton">
      <span className="bo-visually-hidden">{t('Loading...')}</span>
      <Skeleton active title={false} paragraph={{ rows: 6, width: '100%' }} />
    </div>
  );
}

/**
 * An empty list's message, and its next step when there is one. The message is secondary text, not the table's
 * placeholder grey, which is too faint to read (WCAG contrast).
 */
function EmptyList({ text, action }: { text: string; action?: ReactNode }) {
  const message = <Typography.Text type="secondary">{text}</Typography.Text>;
  if (!action) return message;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      {message}
      {action}
    </div>
  );
}
