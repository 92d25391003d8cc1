import type { Key, ReactNode } from 'react';
import { Alert, Button, Input, Space, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Permission } from '../session/permissions';
import { usePermission } from './Can';
import { DeleteButton, EditButton } from './RowButtons';
import { PageHeader, type Crumb } from './PageHeader';
import { Pager } from './Pager';
import { LoadingLine } from './RecordUnavailable';
import type { ListController } from './use-list-controller';
import { useSmallScreen } from '../shell/use-small-screen';
import { useInertMeasureRows } from './use-inert-measure-rows';
import { listColumns, phoneSplit, rowDetails, sortFrom, type ListColumn } from './list-columns';

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
}

/**
 * The list screen every group shares: header, search, table, numbered paging. While loading it says
 * 'Loading...'; a failed load says so with a Retry. Rows only ever come from the server.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { list, rowActions, rowName, onEdit, compactActions } = props;
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
    const edit = onEdit && <EditButton {...compact} tooltip={compactMode === 'tooltips' ? 'Edit' : undefined} onClick={() => onEdit(row)} />;
    const remove = list.canRemove && <DeleteButton {...compact} tooltip={compactMode === 'tooltips' ? 'Delete' : undefined} onClick={() => void list.remove(row)} />;
    return rowActions || (edit && remove) ? <Space>{rowActions?.(row)}{edit}{remove}</Space> : edit || remove;
  };
  const { shown, expanded } = phoneSplit(props.columns, phone);
  const dataColumns = listColumns(shown, list.sort ?? '');
  // The actions stay in view at the right edge, however wide the other columns are.
  const tableArea = useInertMeasureRows<HTMLElement>();
  const columns: TableColumnsType<T> =
    (rowActions || buttons) && mayAct
      ? [...dataColumns, { title: 'Actions', key: 'actions', fixed: 'right', width: props.rowActionsWidth, render: (_value, row) => actions(row) }]
      : dataColumns;
  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && list.setSort) list.setSort(sortFrom(props.columns, sorter));
  };
  return (
    <section ref={tableArea}>
      <PageHeader title={props.title} level={props.headingLevel} breadcrumb={props.breadcrumb} actions={props.actions} />
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
        <Alert type="error" showIcon title={list.error} action={<Button onClick={() => void list.reload()}>Retry</Button>} />
      ) : firstLoad ? (
        <LoadingLine />
      ) : (
        <>
          <Table<T>
            columns={columns}
            dataSource={list.pageRows}
            rowKey={props.rowKey ?? ((row) => String((row as { _id?: unknown })._id))}
            pagination={false}
            loading={list.loading}
            scroll={{ x: 'max-content' }}
            size={phone ? 'small' : undefined}
            onChange={onChange}
            expandable={expanded.length > 0 ? { expandedRowRender: (row, index) => rowDetails(expanded, row, index) } : undefined}
            locale={{ emptyText: list.query || list.filtered ? (props.noMatchText ?? props.emptyText) : <EmptyList text={props.emptyText} action={props.emptyAction} /> }}
            rowSelection={
              props.selection && {
                selectedRowKeys: props.selection.selectedKeys,
                onChange: (keys) => props.selection!.onChange(keys),
                preserveSelectedRowKeys: true,
              }
            }
          />
          <Pager
            page={list.page}
            pageCount={list.pageCount}
            onPage={list.setPage}
            showPageOf={props.showPageOf}
            // A second list on a screen (an h2) names its pager after itself: landmarks must differ.
            label={props.headingLevel === 2 && typeof props.title === 'string' ? `${props.title} pages` : undefined}
          />
        </>
      )}
    </section>
  );
}

/** An empty list's message, and its next step when there is one. */
function EmptyList({ text, action }: { text: string; action?: ReactNode }) {
  if (!action) return text;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      <span>{text}</span>
      {action}
    </div>
  );
}
