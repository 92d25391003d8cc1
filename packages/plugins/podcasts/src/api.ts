import { Api, inject, injectable, type ApiClient, type PublishChoice } from '@backoffice/kernel';
import type { Podcast, PodcastForm, PodcastsApi as Calls } from '@backoffice/contracts';

export type { Podcast } from '@backoffice/contracts';

export interface PodcastsPage {
  podcasts: Podcast[];
  /** Address of the hero cover, or null when none was uploaded yet. */
  hero: string | null;
  /** The hero cover's version (null before the first upload), sent back with a new cover. */
  heroUpdatedAt: string | null;
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

/** What the publish bar sends (`publishFields`): only what differs from the server's default; a null time clears it. */
export type PodcastPublishing = Partial<PublishChoice>;

const timeField = (time: string | null | undefined) => (time === undefined ? undefined : (time ?? ''));

function formOf(input: PodcastInput, publishing: PodcastPublishing, updatedAt?: string): PodcastForm {
  return {
    title: input.title.trim(),
    url: input.url.trim(),
    dateScheduled: input.dateScheduled,
    category: input.category,
    isLiveNow: input.isLiveNow ? 'true' : 'false',
    updatedAt: updatedAt || undefined,
    status: publishing.status,
    publishAt: timeField(publishing.publishAt),
    unpublishAt: timeField(publishing.unpublishAt),
    // The file goes last: the server reads the text fields before streaming the upload.
    cover: input.cover ?? undefined,
  };
}

/** The podcast calls of the original product's API. */
@injectable()
export class PodcastsApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async get(): Promise<PodcastsPage> {
    const { podcasts, hero, heroUpdatedAt } = await this.api.get<Calls['page']>('/podcast/get');
    return { podcasts, hero: hero || null, heroUpdatedAt: heroUpdatedAt ?? null };
  }

  async add(input: PodcastInput, publishing: PodcastPublishing = {}): Promise<Podcast> {
    return this.api.upload<Calls['add']>('POST', '/podcast/add', formOf(input, publishing));
  }

  async edit(id: string, input: PodcastInput, updatedAt: string, publishing: PodcastPublishing = {}): Promise<Podcast> {
    return this.api.upload<Calls['edit']>(
      'PUT',
      `/podcast/edit/${encodeURIComponent(id)}`,
      formOf(input, publishing, updatedAt),
    );
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/podcast/delete/${encodeURIComponent(id)}`);
  }

  /**
   * Uploads a new hero cover over the version the admin saw (`updatedAt`; a stale one is a 409);
   * `onProgress` gets 0-100. Resolves with the cover's address and its new version.
   */
  async uploadHeroCover(
    file: File,
    updatedAt: string | null,
    onProgress?: (percent: number) => void,
  ): Promise<{ cover: string; updatedAt: string | null }> {
    const answer = await this.api.upload<Calls['heroCover']>(
      'POST',
      '/podcast/add-hero-section-cover',
      { updatedAt: updatedAt ?? undefined, cover: file },
      onProgress,
    );
    return { cover: answer.cover, updatedAt: answer.updatedAt ?? null };
  }
}
