import { Api, inject, injectable, type ApiClient, type ServerPage } from '@backoffice/kernel';
import type { CollectedDataApi as Calls, CollectedRecord, UrlOf } from '@backoffice/contracts';

export type { CollectedRecord } from '@backoffice/contracts';

/** What an export takes: the ids chosen, or every record matching the search ('Select all N matching'). */
export type ExportSelection = { selectedIds: string[] } | { all: true; q: string };

type ListCall = Calls['newsletter' | 'leads' | 'contactSales' | 'candidates'];
type RemoveCall = Calls['removeSubscriber' | 'removeLead' | 'removeContactSale' | 'removeCandidate'];
type DownloadCall = Calls['downloadNewsletter' | 'downloadLeads' | 'downloadCandidates' | 'downloadCandidate'];

/** The collected-data calls of admin spec §7 and content spec §7 (lists take page, pageSize and q). */
@injectable()
export class CollectedDataApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async page(path: string, page: number, pageSize: number, q: string): Promise<ServerPage<CollectedRecord>> {
    const answer = await this.api.get<ListCall>(path as UrlOf<ListCall['path']>, { page, pageSize, ...(q ? { q } : {}) });
    // Asked for a page, every list answers one; the candidates' bare list is what they answer without `page`.
    const { data, total } = Array.isArray(answer) ? { data: answer, total: answer.length } : answer;
    return { rows: data, total: Number(total) };
  }

  async remove(path: string): Promise<void> {
    await this.api.delete<RemoveCall>(path as UrlOf<RemoveCall['path']>);
  }

  /** Downloads a file the server builds (POST with the selection, or GET), reporting progress from 0 to 1. */
  async download(method: 'get' | 'post', path: string, selection: ExportSelection | undefined, onProgress: (share: number | null) => void): Promise<Blob> {
    const verb = method === 'get' ? 'GET' : 'POST';
    return this.api.download<DownloadCall>(verb, path as UrlOf<DownloadCall['path']>, selection, onProgress);
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
