import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { Article, ArticleForm, ArticlesApi as Calls, ArticleValues } from '@backoffice/contracts';
import type { PublishChoice } from '@backoffice/kernel';
import { KINDS, type ArticleKind } from './kinds';

export type { Article } from '@backoffice/contracts';

export interface ArticleInput extends ArticleValues {
  /** A new cover; the stored one is kept when null. */
  blogPhoto: File | null;
}

/** What the publish bar sends (`publishFields`): only what differs from the server's default; a null time clears it. */
export type ArticlePublishing = Partial<PublishChoice>;

const timeField = (time: string | null | undefined) => (time === undefined ? undefined : (time ?? ''));

function formOf(
  kind: ArticleKind,
  input: ArticleInput,
  publishing: ArticlePublishing,
  updatedAt?: string,
): ArticleForm {
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
    status: publishing.status,
    // A form's '' clears a time.
    publishAt: timeField(publishing.publishAt),
    unpublishAt: timeField(publishing.unpublishAt),
    // The file goes last: the server reads the text fields first.
    blogPhoto: input.blogPhoto ?? undefined,
  };
}

/** The blog, resource-center and guide calls of the original product's API. */
@injectable()
export class ArticlesApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(kind: ArticleKind): Promise<Article[]> {
    return this.api.get<Calls['blogs' | 'resources' | 'guides']>(KINDS[kind].listCall);
  }

  async create(kind: ArticleKind, input: ArticleInput, publishing: ArticlePublishing = {}): Promise<Article> {
    return this.api.upload<Calls['create']>('POST', '/blog/create', formOf(kind, input, publishing));
  }

  async edit(
    id: string,
    kind: ArticleKind,
    input: ArticleInput,
    updatedAt: string,
    publishing: ArticlePublishing = {},
  ): Promise<Article> {
    return this.api.upload<Calls['edit']>(
      'PUT',
      `/blog/edit/${encodeURIComponent(id)}`,
      formOf(kind, input, publishing, updatedAt),
    );
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/blog/delete/${encodeURIComponent(id)}`);
  }
}
