import { Http, inject, injectable, type HttpClient, type ServerPage } from '@backoffice/kernel';

export type CollectedRecord = Record<string, string> & { _id: string; createdAt: string };

/** What an export takes: the ids chosen, or every record matching the search ('Select all N matching'). */
export type ExportSelection = { selectedIds: string[] } | { all: true; q: string };

/** The collected-data calls of admin spec §7 and content spec §7 (lists take page, pageSize and q). */
@injectable()
export class CollectedDataApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async page(path: string, page: number, pageSize: number, q: string): Promise<ServerPage<CollectedRecord>> {
    const response = await this.http.get<unknown>(path, { params: { page, pageSize, ...(q ? { q } : {}) } });
    const body = response.data as { data?: unknown; total?: number };
    // Three shapes: `{ data: { data, total } }`, `{ data, total }` (candidates with a page) or a bare list.
    const inner = (body && typeof body === 'object' && !Array.isArray(body) ? body.data : body) as { data?: unknown; total?: number } | unknown[];
    const rows = Array.isArray(inner) ? inner : Array.isArray(inner?.data) ? inner.data : [];
    const total = Array.isArray(inner) ? (body.total ?? inner.length) : (inner?.total ?? rows.length);
    return { rows: rows as CollectedRecord[], total: Number(total) };
  }

  async remove(path: string): Promise<void> {
    await this.http.delete(path);
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
