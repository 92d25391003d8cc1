import type { Key, ReactNode } from 'react';
import { Alert, Button, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { PageHeader, type Crumb } from './PageHeader';
import { Pager } from './Pager';
import { LoadingLine } from './RecordUnavailable';

export interface ListSelection {
  selectedKeys: Key[];
  onChange: (keys: Key[]) => void;
}

export interface ListPageProps<T> {
  title: ReactNode;
  breadcrumb?: Crumb[];
  /** Buttons beside the title, e.g. '+ Add New'. */
  actions?: ReactNode;
  /** The search box; omit for lists without one. */
  search?: { placeholder: string; value: string; onChange: (value: string) => void };
  /** Extra controls beside the search box (export buttons, 'Select all N matching'). */
  toolbar?: ReactNode;
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string;
  /** The rows of the current page. */
  rows: readonly T[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  showPageOf?: boolean;
  loading: boolean;
  /** Error text of a failed load, shown with a Retry button. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  /** Checkbox selection; the header checkbox selects the page. */
  selection?: ListSelection;
}

/**
 * The list screen every group shares: header, search, table, numbered paging. While loading it says
 * 'Loading...'; a failed load says so with a retry. Rows only ever come from the server.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { loading, error, rows } = props;
  const firstLoad = loading && rows.length === 0;
  return (
    <section>
      <PageHeader title={props.title} breadcrumb={props.breadcrumb} actions={props.actions} />
      {(props.search || props.toolbar) && (
        <div className="bo-toolbar">
          {props.search && (
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder={props.search.placeholder}
              aria-label={props.search.placeholder}
              value={props.search.value}
              onChange={(event) => props.search!.onChange(event.target.value)}
            />
          )}
          {props.toolbar}
        </div>
      )}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          action={props.onRetry && <Button onClick={props.onRetry}>Retry</Button>}
        />
      ) : firstLoad ? (
        <LoadingLine />
      ) : (
        <>
          <Table<T>
            columns={props.columns}
            dataSource={rows as T[]}
            rowKey={props.rowKey}
            pagination={false}
            loading={loading}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: props.emptyText ?? 'No data' }}
            rowSelection={
              props.selection && {
                selectedRowKeys: props.selection.selectedKeys,
                onChange: (keys) => props.selection!.onChange(keys),
                preserveSelectedRowKeys: true,
              }
            }
          />
          <Pager page={props.page} pageCount={props.pageCount} onPage={props.onPage} showPageOf={props.showPageOf} />
        </>
      )}
    </section>
  );
}
