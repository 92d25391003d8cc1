import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';
import { KINDS, type ArticleKind } from './kinds';

export interface Article {
  _id: string;
  kind: ArticleKind;
  subtitle: string;
  title: string;
  /** The author ('Written by'). */
  creator: string;
  /** YYYY-MM-DD. */
  date: string;
  readTime: number;
  description: string;
  category: string;
  /** Address of the cover image, or '' when none. */
  blogPhoto: string;
  /** Guides carry their cover under this name too (the spec's guide form reads it). */
  GuidePhoto?: string;
  /** The cover's original file name and size, for the form's read-only text. */
  mediaName: string;
  mediaSize: number;
  content: string;
  slug: string;
  metaDescription: string;
  createdAt: string;
  /** Version for optimistic concurrency: sent back with an edit. */
  updatedAt: string;
}

export interface ArticleInput {
  subtitle: string;
  title: string;
  creator: string;
  date: string;
  readTime: number;
  description: string;
  category: string;
  content: string;
  slug: string;
  metaDescription: string;
  /** A new cover; the stored one is kept when null. */
  blogPhoto: File | null;
}

function toForm(kind: ArticleKind, input: ArticleInput, updatedAt?: string): FormData {
  const form = new FormData();
  form.append('subtitle', input.subtitle.trim());
  form.append('title', input.title.trim());
  form.append('creator', input.creator.trim());
  form.append('date', input.date);
  form.append('readTime', String(input.readTime));
  form.append('description', input.description.trim());
  form.append('category', input.category);
  form.append('content', input.content);
  form.append('slug', input.slug.trim());
  form.append('metaDescription', input.metaDescription.trim());
  // The spec's flags tell the server which kind a new item is.
  if (kind === 'resource') form.append('isResourceCenterBlog', 'true');
  if (kind === 'guide') form.append('isGuidesBlog', 'true');
  if (updatedAt) form.append('updatedAt', updatedAt);
  // The file goes last: the server reads the text fields first.
  if (input.blogPhoto) form.append('blogPhoto', input.blogPhoto);
  return form;
}

/** The list answer is an array (content spec §7); a wrapped `{ data }` is accepted too. */
function listOf(body: unknown): Article[] {
  if (Array.isArray(body)) return body as Article[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Article[]) : [];
}

/** The blog, resource-center and guide calls of content spec §7. */
@injectable()
export class ArticlesApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(kind: ArticleKind): Promise<Article[]> {
    const response = await this.http.get<unknown>(KINDS[kind].listCall);
    return listOf(response.data);
  }

  async create(kind: ArticleKind, input: ArticleInput): Promise<Article> {
    const response = await this.http.post<{ data: Article }>('/blog/create', toForm(kind, input));
    return response.data.data;
  }

  async edit(id: string, kind: ArticleKind, input: ArticleInput, updatedAt: string): Promise<Article> {
    const response = await this.http.put<{ data: Article }>(`/blog/edit/${encodeURIComponent(id)}`, toForm(kind, input, updatedAt));
    return response.data.data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/blog/delete/${encodeURIComponent(id)}`);
  }
}
