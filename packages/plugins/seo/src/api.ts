import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

/** An SEO page entry as `GET /sections/seo` lists it (content spec §3); tags and keywords may be arrays or strings. */
export interface SeoPage {
  _id: string;
  title: string;
  metaTags: string[] | string;
  metaDescription: string;
  metaKeywords: string[] | string;
  updatedAt?: string;
}

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** Tags and keywords as one readable line, whichever shape the server stored. */
export function joinList(value: string[] | string | undefined): string {
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}

/** The SEO calls of content spec §7. */
@injectable()
export class SeoApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  /** The spec's answer is an array; wrapped `{ data }` answers are accepted too. */
  async list(): Promise<SeoPage[]> {
    const response = await this.http.get<SeoPage[] | Answer<SeoPage[] | { data: SeoPage[] }>>('/sections/seo');
    if (Array.isArray(response.data)) return response.data;
    const data = response.data?.data;
    if (Array.isArray(data)) return data;
    if (data && Array.isArray(data.data)) return data.data;
    return [];
  }

  async update(page: SeoPage, change: { metaTags: string[]; metaDescription: string; metaKeywords: string[] }): Promise<void> {
    await this.http.put(`/sections/seo-update/${encodeURIComponent(page.title)}`, { ...change, updatedAt: page.updatedAt });
  }
}

/** Comma-separated text → a list: split, trimmed, empty items dropped (content spec §5). */
export function splitList(text: string): string[] {
  return text.split(',').map((item) => item.trim()).filter(Boolean);
}
