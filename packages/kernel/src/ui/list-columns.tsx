import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

type AntColumn<T> = TableColumnsType<T>[number];

/** A list's column: antd's, plus what ListPage does with it (see `ListPageProps.columns`). */
export type ListColumn<T> = AntColumn<T> & {
  /** The server's name for sorting by this column (`email`, `createdAt`): its header then sorts the list. */
  sortKey?: string;
  /** Long text: one line cut with an ellipsis, the whole text in a tooltip. */
  truncate?: boolean;
  /** On a phone: 'show' keeps it in the row, 'expand' moves it to the row's expansion. */
  phone?: 'show' | 'expand';
  /** On a wider screen too: 'expand' moves it to the row's expansion, so the row fits 1440 px without scrolling. */
  desktop?: 'expand';
};

/** How many columns stay on a phone when no column says. */
const PHONE_COLUMNS = 2;

/** The columns a row shows, and those its expansion lists (on a phone, or marked `desktop: 'expand'`). */
export function phoneSplit<T>(
  columns: ListColumn<T>[],
  phone: boolean,
): { shown: ListColumn<T>[]; expanded: ListColumn<T>[] } {
  if (!phone)
    return {
      shown: columns.filter((column) => column.desktop !== 'expand'),
      expanded: columns.filter((column) => column.desktop === 'expand'),
    };
  const declared = columns.some((column) => column.phone);
  const stays = (column: ListColumn<T>, index: number) => (declared ? column.phone === 'show' : index < PHONE_COLUMNS);
  return { shown: columns.filter(stays), expanded: columns.filter((column, index) => !stays(column, index)) };
}

/** A cell's content as its column renders it. */
function cellOf<T>(column: ListColumn<T>, row: T, index: number): ReactNode {
  const field =
    'dataIndex' in column && typeof column.dataIndex === 'string'
      ? (row as Record<string, unknown>)[column.dataIndex]
      : undefined;
  if ('render' in column && column.render) {
    const rendered = column.render(field, row, index);
    return rendered && typeof rendered === 'object' && 'children' in rendered && !('props' in rendered)
      ? (rendered.children as ReactNode)
      : (rendered as ReactNode);
  }
  return field as ReactNode;
}

/** Long text on one line; hovering or focusing it shows the whole text. */
export function TruncatedText({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Tooltip title={children} placement="topLeft">
      <span className="bo-cell-truncate" tabIndex={0}>
        {children}
      </span>
    </Tooltip>
  );
}

/** antd's columns for ListPage: the sort state of sortable headers, and truncated cells. */
export function listColumns<T>(columns: ListColumn<T>[], sort: string): TableColumnsType<T> {
  return columns.map(({ sortKey, truncate, phone: _phone, desktop: _desktop, ...column }) => {
    const result = { ...column } as AntColumn<T>;
    if (sortKey) {
      Object.assign(result, {
        sorter: true,
        sortDirections: ['ascend', 'descend'],
        sortOrder: sort === sortKey ? 'ascend' : sort === `-${sortKey}` ? 'descend' : null,
      });
    }
    if (truncate) {
      const original = { ...column, sortKey: undefined } as ListColumn<T>;
      Object.assign(result, {
        render: (_value: unknown, row: T, index: number) => (
          <TruncatedText>{cellOf(original, row, index)}</TruncatedText>
        ),
      });
    }
    return result;
  });
}

/** The `sort` a header click asks for: the column's sortKey, `-` first when descending, '' when cleared. */
export function sortFrom<T>(
  columns: ListColumn<T>[],
  sorter: Parameters<NonNullable<TableProps<T>['onChange']>>[2],
): string {
  const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
  const column = columns.find((candidate) => candidate.key !== undefined && candidate.key === chosen?.columnKey);
  if (!chosen?.order || !column?.sortKey) return '';
  return chosen.order === 'descend' ? `-${column.sortKey}` : column.sortKey;
}

/** A row's expansion on a phone: the columns its row leaves out, as label and value. */
export function rowDetails<T>(columns: ListColumn<T>[], row: T, index: number): ReactNode {
  return (
    <dl className="bo-row-details">
      {columns.map((column, position) => (
        <div key={String(column.key ?? position)}>
          <dt>{column.title as ReactNode}</dt>
          <dd>{cellOf(column, row, index)}</dd>
        </div>
      ))}
    </dl>
  );
}
