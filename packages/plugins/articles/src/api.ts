import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { Article, ArticleForm, ArticlesApi as Calls, ArticleStatus, ArticleValues } from '@backoffice/contracts';
import { KINDS, type ArticleKind } from './kinds';

export type { Article, ArticleStatus } from '@backoffice/contracts';

export interface ArticleInput extends ArticleValues {
  /** Save as draft, publish now, or schedule for `publishAt` (an ISO time). */
  status: ArticleStatus;
  publishAt: string | null;
  /** A new cover; the stored one is kept when null. */
  blogPhoto: File | null;
}

function formOf(kind: ArticleKind, input: ArticleInput, updatedAt?: string): ArticleForm {
  return {
    subtitle: input.subtitle.trim(),
    title: input.title.trim(),
    creator: input.creator.trim(),
    date: input.date,
    readTime: String(input.readTime),
    description: input.description.trim(),
    category: input.category,
    content: input.content,
    slug: input.slug.trim(),
    metaDescription: input.metaDescription.trim(),
    // The spec's flags tell the server which kind a new item is.
    isResourceCenterBlog: kind === 'resource' ? 'true' : undefined,
    isGuidesBlog: kind === 'guide' ? 'true' : undefined,
    updatedAt: updatedAt || undefined,
    status: input.status,
    publishAt: input.status === 'scheduled' && input.publishAt ? input.publishAt : undefined,
    // The file goes last: the server reads the text fields first.
    blogPhoto: input.blogPhoto ?? undefined,
  };
}

/** The blog, resource-center and guide calls of content spec §7. */
@injectable()
export class ArticlesApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(kind: ArticleKind): Promise<Article[]> {
    return this.api.get<Calls['blogs' | 'resources' | 'guides']>(KINDS[kind].listCall);
  }

  async create(kind: ArticleKind, input: ArticleInput): Promise<Article> {
    return this.api.upload<Calls['create']>('POST', '/blog/create', formOf(kind, input));
  }

  async edit(id: string, kind: ArticleKind, input: ArticleInput, updatedAt: string): Promise<Article> {
    return this.api.upload<Calls['edit']>('PUT', `/blog/edit/${encodeURIComponent(id)}`, formOf(kind, input, updatedAt));
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/blog/delete/${encodeURIComponent(id)}`);
  }
}
