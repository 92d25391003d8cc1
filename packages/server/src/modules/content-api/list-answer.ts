import { CONTENT_DEFAULT_PAGE_SIZE } from '@backoffice/contracts';
import { fieldPicker } from './fields';

/** The query every public list takes (its filters are its own, named in `ListRules`). */
export interface ListQuery {
  page?: number;
  pageSize?: number;
  fields?: string;
  q?: string;
  [filter: string]: unknown;
}

/** What a list allows: its items' fields (for `fields=`), its exact filters and the fields `q` searches. */
export interface ListRules<Item> {
  fields: readonly string[];
  /** Query parameters that keep the items whose field of the same name is the value (text in any case). */
  exact?: ReadonlyArray<keyof Item & string>;
  /** The text fields `q` looks in (any case). */
  search?: ReadonlyArray<keyof Item & string>;
}

export interface ListPage<Item> {
  data: Item[];
  total: number;
  page: number;
  pageSize: number;
}

const same = (value: unknown, wanted: unknown) =>
  typeof value === 'string' && typeof wanted === 'string'
    ? value.toLowerCase() === wanted.toLowerCase()
    : value === wanted;

/**
 * One page of a public list, filtered, paged and narrowed to `fields`. The lists other than articles are
 * edited by hand (tens of rows, not thousands): they are read whole and filtered here, on the public fields,
 * so a filter means exactly what the answer shows. Without `page` and `pageSize` the whole list is one page
 * (the answer before paging existed, with `total`, `page` and `pageSize` added).
 */
export function listPage<Item extends object>(items: Item[], query: ListQuery, rules: ListRules<Item>): ListPage<Item> {
  const pick = fieldPicker(query.fields, rules.fields);
  const record = (item: Item) => item as Record<string, unknown>;
  let kept = items;
  for (const name of rules.exact ?? []) {
    const wanted = query[name];
    if (wanted !== undefined) kept = kept.filter((item) => same(record(item)[name], wanted));
  }
  const q = query.q?.trim().toLowerCase();
  if (q && rules.search)
    kept = kept.filter((item) =>
      rules.search!.some((name) =>
        String(record(item)[name] ?? '')
          .toLowerCase()
          .includes(q),
      ),
    );
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const page = query.page ?? 1;
  const pageSize = paged ? (query.pageSize ?? CONTENT_DEFAULT_PAGE_SIZE) : kept.length;
  const data = paged ? kept.slice((page - 1) * pageSize, page * pageSize) : kept;
  return { data: data.map(pick), total: kept.length, page, pageSize };
}
