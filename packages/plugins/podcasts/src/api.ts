import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

export interface Podcast {
  _id: string;
  title: string;
  url: string;
  /** Address of the cover image, or '' when none was uploaded. */
  cover: string;
  /** YYYY-MM-DD. */
  dateScheduled: string;
  /** The scheduled date as the site shows it, e.g. 'Nov 22, 2026'. */
  formattedDate: string;
  category: string;
  isLiveNow: boolean;
  /** Version for optimistic concurrency: sent back with an edit. */
  updatedAt: string;
}

export interface PodcastsPage {
  podcasts: Podcast[];
  /** Address of the hero cover, or null when none was uploaded yet. */
  hero: string | null;
}

export interface PodcastInput {
  title: string;
  url: string;
  dateScheduled: string;
  category: string;
  isLiveNow: boolean;
  /** A new cover; the stored one is kept when null. */
  cover: File | null;
}

function toForm(input: PodcastInput, updatedAt?: string): FormData {
  const form = new FormData();
  form.append('title', input.title.trim());
  form.append('url', input.url.trim());
  form.append('dateScheduled', input.dateScheduled);
  form.append('category', input.category);
  form.append('isLiveNow', String(input.isLiveNow));
  if (updatedAt) form.append('updatedAt', updatedAt);
  // The file goes last: the server reads the text fields before streaming the upload.
  if (input.cover) form.append('cover', input.cover);
  return form;
}

/** The podcast calls of content spec §7. */
@injectable()
export class PodcastsApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async get(): Promise<PodcastsPage> {
    const response = await this.http.get<{ podcasts?: Podcast[]; hero?: string | null }>('/podcast/get');
    return { podcasts: response.data?.podcasts ?? [], hero: response.data?.hero || null };
  }

  async add(input: PodcastInput): Promise<Podcast> {
    const response = await this.http.post<{ data: Podcast }>('/podcast/add', toForm(input));
    return response.data.data;
  }

  async edit(id: string, input: PodcastInput, updatedAt: string): Promise<Podcast> {
    const response = await this.http.put<{ data: Podcast }>(`/podcast/edit/${encodeURIComponent(id)}`, toForm(input, updatedAt));
    return response.data.data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/podcast/delete/${encodeURIComponent(id)}`);
  }

  /** Uploads a new hero cover; `onProgress` gets 0-100. Resolves with the cover's address. */
  async uploadHeroCover(file: File, onProgress?: (percent: number) => void): Promise<string> {
    const form = new FormData();
    form.append('cover', file);
    const response = await this.http.post<{ cover: string }>('/podcast/add-hero-section-cover', form, {
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
    return response.data.cover;
  }
}
