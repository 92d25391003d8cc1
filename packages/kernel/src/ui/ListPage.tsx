import type { Key, ReactNode } from 'react';
import { Alert, Button, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Permission } from '../session/permissions';
import { usePermission } from './Can';
import { PageHeader, type Crumb } from './PageHeader';
import { Pager } from './Pager';
import { LoadingLine } from './RecordUnavailable';
import type { ListController } from './use-list-controller';

export interface ListSelection {
  selectedKeys: Key[];
  onChange: (keys: Key[]) => void;
}

export interface ListPageProps<T> {
  title: ReactNode;
  breadcrumb?: Crumb[];
  /** Buttons beside the title, e.g. `<AddButton>`. */
  actions?: ReactNode;
  /** The rows, their search and paging, from `useListController`. */
  list: ListController<T>;
  /** The search box's placeholder; omit for lists without one. */
  search?: string;
  /** Extra controls beside the search box (export buttons, 'Select all N matching'). */
  toolbar?: ReactNode;
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string;
  /** A last 'Actions' column with the row's buttons. */
  rowActions?: (row: T) => ReactNode;
  /** Who sees the 'Actions' column (everyone when omitted). */
  rowActionsPermission?: Permission;
  rowActionsWidth?: number;
  /** Also write 'Page X of Y' (the FAQ list does). */
  showPageOf?: boolean;
  /** What an empty list says. */
  emptyText: string;
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
  const { list, rowActions } = props;
  const mayAct = usePermission(props.rowActionsPermission ?? 'read');
  const firstLoad = list.loading && list.pageRows.length === 0;
  const columns: TableColumnsType<T> =
    rowActions && mayAct ? [...props.columns, { title: 'Actions', key: 'actions', width: props.rowActionsWidth, render: (_value, row) => rowActions(row) }] : props.columns;
  return (
    <section>
      <PageHeader title={props.title} breadcrumb={props.breadcrumb} actions={props.actions} />
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
            rowKey={props.rowKey}
            pagination={false}
            loading={list.loading}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: list.query ? (props.noMatchText ?? props.emptyText) : props.emptyText }}
            rowSelection={
              props.selection && {
                selectedRowKeys: props.selection.selectedKeys,
                onChange: (keys) => props.selection!.onChange(keys),
                preserveSelectedRowKeys: true,
              }
            }
          />
          <Pager page={list.page} pageCount={list.pageCount} onPage={list.setPage} showPageOf={props.showPageOf} />
        </>
      )}
    </section>
  );
}
