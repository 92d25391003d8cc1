import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type {
  MediaApi as Calls,
  MediaDetail,
  MediaEditBody,
  MediaItem,
  MediaPage,
  MediaQuery,
} from '@backoffice/contracts';

export type { MediaDetail, MediaItem, MediaPage, MediaQuery } from '@backoffice/contracts';

/** The media library's calls (issue 37, docs/media.md). */
@injectable()
export class MediaLibraryApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  list(query: MediaQuery): Promise<MediaPage> {
    return this.api.get<Calls['list']>('/media', query);
  }

  get(id: string): Promise<MediaDetail> {
    return this.api.get<Calls['get']>(`/media/${encodeURIComponent(id)}`);
  }

  upload(file: File, tags?: string): Promise<MediaItem> {
    return this.api.upload<Calls['upload']>('POST', '/media', { ...(tags ? { tags } : {}), file });
  }

  /** Sends the changes with the version edited; 409 when someone changed the file meanwhile. */
  edit(item: MediaItem, change: Omit<MediaEditBody, 'updatedAt'>): Promise<MediaItem> {
    return this.api.put<Calls['edit']>(`/media/${encodeURIComponent(item._id)}`, {
      ...change,
      updatedAt: item.updatedAt,
    });
  }

  remove(id: string): Promise<void> {
    return this.api.delete<Calls['remove']>(`/media/${encodeURIComponent(id)}`);
  }

  removeMany(ids: string[]): Promise<{ removed: string[] }> {
    return this.api.post<Calls['removeMany']>('/media/delete', { ids });
  }

  replace(id: string, file: File): Promise<MediaDetail> {
    return this.api.upload<Calls['replace']>('POST', `/media/${encodeURIComponent(id)}/replace`, { file });
  }
}
