import { errorMessage, inject, injectable, makeAutoObservable, runInAction } from '@backoffice/kernel';
import { ArticlesApi, type Article } from '../api';
import type { ArticleKind } from '../kinds';
import { ArticlesApiToken } from '../tokens';

export interface ArticleList {
  rows: Article[];
  loading: boolean;
  /** Whether an answer has arrived at least once. */
  loaded: boolean;
  error: string | null;
}

const emptyList = (): ArticleList => ({ rows: [], loading: false, loaded: false, error: null });

/** The blogs, resource-center articles and guides, one list per kind (plugin scope; reloaded when a screen mounts). */
@injectable()
export class ArticlesStore {
  lists: Record<ArticleKind, ArticleList> = { blog: emptyList(), resource: emptyList(), guide: emptyList() };

  constructor(@inject(ArticlesApiToken) private readonly api: ArticlesApi) {
    makeAutoObservable<ArticlesStore, 'api'>(this, { api: false });
  }

  find(kind: ArticleKind, id: string): Article | undefined {
    return this.lists[kind].rows.find((article) => article._id === id);
  }

  async load(kind: ArticleKind): Promise<void> {
    const list = this.lists[kind];
    list.loading = true;
    list.error = null;
    try {
      const rows = await this.api.list(kind);
      runInAction(() => {
        list.rows = rows;
        list.loaded = true;
      });
    } catch (error) {
      runInAction(() => {
        list.error = errorMessage(error, 'Failed to load the list. Please try again.');
      });
    } finally {
      runInAction(() => {
        list.loading = false;
      });
    }
  }

  async remove(kind: ArticleKind, id: string): Promise<void> {
    await this.api.remove(id);
    await this.load(kind);
  }
}
