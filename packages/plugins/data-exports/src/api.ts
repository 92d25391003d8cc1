import { Http, inject, injectable, type HttpClient, type ServerPage } from '@backoffice/kernel';

export type CollectedRecord = Record<string, string> & { _id: string; createdAt: string };

/** What an export takes: the ids chosen, or every record matching the search ('Select all N matching'). */
export type ExportSelection = { selectedIds: string[] } | { all: true; q: string };

/** What the last page of a list answered: enough to ask the server for a neighbour page cheaply. */
interface LastPage {
  q: string;
  page: number;
  pageSize: number;
  total: number;
  /** Cursors the server gave for the next / previous page (through its index, no offset). */
  after?: string;
  before?: string;
}

/**
 * The collected-data calls of admin spec §7 and content spec §7 (lists take page, pageSize and q). A later
 * page of the same search sends the `total` already known (the server then counts nothing) and, when it is
 * the next or previous page, the cursor the server gave for it.
 */
@injectable()
export class CollectedDataApi {
  private readonly lastPages = new Map<string, LastPage>();

  constructor(@inject(Http) private readonly http: HttpClient) {}

  async page(path: string, page: number, pageSize: number, q: string): Promise<ServerPage<CollectedRecord>> {
    const last = this.lastPages.get(path);
    const known = page > 1 && last && last.q === q && last.pageSize === pageSize ? last : null;
    const cursor = known && page === known.page + 1 && known.after ? { after: known.after } : known && page === known.page - 1 && known.before ? { before: known.before } : {};
    const response = await this.http.get<unknown>(path, { params: { page, pageSize, ...(q ? { q } : {}), ...(known ? { total: known.total, ...cursor } : {}) } });
    const body = response.data as { data?: unknown; total?: number };
    // Three shapes: `{ data: { data, total } }`, `{ data, total }` (candidates with a page) or a bare list.
    const inner = (body && typeof body === 'object' && !Array.isArray(body) ? body.data : body) as { data?: unknown; total?: number; after?: string; before?: string } | unknown[];
    const rows = Array.isArray(inner) ? inner : Array.isArray(inner?.data) ? inner.data : [];
    const total = Number(Array.isArray(inner) ? (body.total ?? inner.length) : (inner?.total ?? rows.length));
    const cursors = (Array.isArray(inner) ? body : inner) as { after?: unknown; before?: unknown } | undefined;
    this.lastPages.set(path, {
      q, page, pageSize, total,
      after: typeof cursors?.after === 'string' ? cursors.after : undefined,
      before: typeof cursors?.before === 'string' ? cursors.before : undefined,
    });
    return { rows: rows as CollectedRecord[], total };
  }

  async remove(path: string): Promise<void> {
    await this.http.delete(path);
    // Totals and cursors changed: the next page asks afresh.
    this.lastPages.clear();
  }

  /** Downloads a file the server builds (POST with the selection, or GET), reporting progress from 0 to 1. */
  async download(method: 'get' | 'post', path: string, selection: ExportSelection | undefined, onProgress: (share: number | null) => void): Promise<Blob> {
    const response = await this.http.request<Blob>({
      method,
      url: path,
      data: selection,
      responseType: 'blob',
      onDownloadProgress: (event) => onProgress(event.total ? event.loaded / event.total : null),
    });
    return response.data;
  }
}

/** Saves a downloaded file under the given name, as the browser's own download would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
