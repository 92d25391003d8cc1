import { errorMessage, inject, injectable, makeAutoObservable, runInAction } from '@backoffice/kernel';
import { PodcastsApi, type Podcast } from '../api';
import { PodcastsApiToken } from '../tokens';

/** The podcasts and the hero cover (plugin scope; refreshed whenever a screen mounts). */
@injectable()
export class PodcastsStore {
  podcasts: Podcast[] = [];
  hero: string | null = null;
  heroUpdatedAt: string | null = null;
  loading = false;
  loaded = false;
  error: string | null = null;

  constructor(@inject(PodcastsApiToken) private readonly api: PodcastsApi) {
    makeAutoObservable<PodcastsStore, 'api'>(this, { api: false });
  }

  find(id: string): Podcast | undefined {
    return this.podcasts.find((podcast) => podcast._id === id);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const page = await this.api.get();
      runInAction(() => {
        this.podcasts = page.podcasts;
        this.hero = page.hero;
        this.heroUpdatedAt = page.heroUpdatedAt;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => {
        // An English text: the screens read it in the plugin's catalog (a server's message shows as it comes).
        this.error = errorMessage(error, 'Failed to load the podcasts. Please try again.');
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Loads, then one podcast (undefined when it is gone); a failed load throws its message. */
  async loadPodcast(id: string): Promise<Podcast | undefined> {
    await this.load();
    if (this.error) throw new Error(this.error);
    return this.find(id);
  }

  /** Deletes one podcast (the list reloads after it). */
  async remove(id: string): Promise<void> {
    await this.api.remove(id);
  }

  setHero(cover: string, updatedAt: string | null): void {
    this.hero = cover;
    this.heroUpdatedAt = updatedAt;
  }
}
