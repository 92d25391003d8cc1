import { Api, inject, injectable, type ApiClient, type ServerPage } from '@backoffice/kernel';
import type {
  CollectedDataApi as Calls,
  CollectedRecord,
  ExportBody,
  ExportCollection,
  ExportsApi,
  ExportStatus,
  SelectionBody,
  UrlOf,
} from '@backoffice/contracts';

export type { CollectedRecord, ExportCollection, ExportFormat, ExportStatus } from '@backoffice/contracts';

/** What an export takes (the contract's SelectionBody): the ids chosen, or every record matching the search ('Select all N matching'). */
export type ExportSelection = SelectionBody & ({ selectedIds: string[] } | { all: true; q: string });

type ListCall = Calls['newsletter' | 'leads' | 'contactSales' | 'candidates'];
type RemoveCall = Calls['removeSubscriber' | 'removeLead' | 'removeContactSale' | 'removeCandidate'];
type DownloadCall = Calls[
  'downloadNewsletter' | 'downloadLeads' | 'downloadContactSales' | 'downloadCandidates' | 'downloadCandidate'];

/** What the last page of a list answered: enough to ask the server for a neighbour page cheaply. */
interface LastPage {
  q: string;
  sort: string;
  page: number;
  pageSize: number;
  total: number;
  /** Cursors the server gave for the next / previous page (through its index, no offset). */
  after?: string;
  before?: string;
}

/**
 * The collected-data calls of the original product's API (lists take page, pageSize and q). A later
 * page of the same search sends the `total` already known (the server then counts nothing) and, when it is
 * the next or previous page, the cursor the server gave for it.
 */
@injectable()
export class CollectedDataApi {
  private readonly lastPages = new Map<string, LastPage>();

  constructor(@inject(Api) private readonly api: ApiClient) {}

  /** A page of a list; `sort` is a column's sortKey (`-` first for descending), '' for newest first. */
  async page(path: string, page: number, pageSize: number, q: string, sort = ''): Promise<ServerPage<CollectedRecord>> {
    const last = this.lastPages.get(path);
    const known = page > 1 && last && last.q === q && last.sort === sort && last.pageSize === pageSize ? last : null;
    const cursor =
      known && page === known.page + 1 && known.after
        ? { after: known.after }
        : known && page === known.page - 1 && known.before
          ? { before: known.before }
          : {};
    const answer = await this.api.get<ListCall>(path as UrlOf<ListCall['path']>, {
      page,
      pageSize,
      ...(q ? { q } : {}),
      ...(sort ? { sort } : {}),
      ...(known ? { total: known.total, ...cursor } : {}),
    });
    // Asked for a page, every list answers one; the candidates' bare list is what they answer without `page`.
    const { data, total, after, before } = Array.isArray(answer)
      ? { data: answer, total: answer.length, after: undefined, before: undefined }
      : answer;
    this.lastPages.set(path, { q, sort, page, pageSize, total: Number(total), after, before });
    return { rows: data, total: Number(total) };
  }

  /** One candidate by id (the candidate view's own address). */
  async candidate(id: string): Promise<CollectedRecord> {
    return this.api.get<Calls['candidate']>(
      `/getJobCandidate/${encodeURIComponent(id)}` as UrlOf<Calls['candidate']['path']>,
    );
  }

  async remove(path: string): Promise<void> {
    await this.api.delete<RemoveCall>(path as UrlOf<RemoveCall['path']>);
    // Totals and cursors changed: the next page asks afresh.
    this.lastPages.clear();
  }

  /** Downloads a file the server builds (POST with the selection, or GET), reporting progress from 0 to 1. */
  async download(
    method: 'get' | 'post',
    path: string,
    selection: ExportSelection | undefined,
    onProgress: (share: number | null) => void,
  ): Promise<Blob> {
    const verb = method === 'get' ? 'GET' : 'POST';
    return this.api.download<DownloadCall>(verb, path as UrlOf<DownloadCall['path']>, selection, onProgress);
  }

  /** Starts an export as a background job (it survives a server restart); answers its first status. */
  async startExport(body: ExportBody): Promise<ExportStatus> {
    return this.api.post<ExportsApi['start']>('/exports', body);
  }

  /** The caller's exports of a collection not yet expired, newest first (a screen reopened picks them up). */
  async exports(collection: ExportCollection): Promise<ExportStatus[]> {
    return this.api.get<ExportsApi['list']>('/exports', { collection });
  }

  /** An export's progress, then its file's address or its error. */
  async exportStatus(id: string): Promise<ExportStatus> {
    return this.api.get<ExportsApi['status']>(`/exports/${encodeURIComponent(id)}`);
  }

  /** A finished export's file. */
  async exportFile(id: string, onProgress: (share: number | null) => void): Promise<Blob> {
    return this.api.download<ExportsApi['file']>(
      'GET',
      `/exports/${encodeURIComponent(id)}/file`,
      undefined,
      onProgress,
    );
  }
}
