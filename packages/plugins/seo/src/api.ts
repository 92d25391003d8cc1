import { Api, inject, injectable, type ApiClient, type PublishChoice } from '@backoffice/kernel';
import type { SeoApi as Calls, SeoPage } from '@backoffice/contracts';

export type { SeoPage } from '@backoffice/contracts';

/** Tags and keywords as one readable line, whichever shape the server stored. */
export function joinList(value: string[] | string | undefined): string {
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}

/** The SEO calls of the original product's API. */
@injectable()
export class SeoApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  /** The spec's answer is an array. */
  async list(): Promise<SeoPage[]> {
    return this.api.get<Calls['list']>('/sections/seo');
  }

  /** The entry of a new site page (not in the spec): `POST /sections/seo-add`. */
  async add(input: {
    title: string;
    metaTags: string[];
    metaDescription: string;
    metaKeywords: string[];
  }): Promise<SeoPage> {
    return this.api.post<Calls['add']>('/sections/seo-add', input);
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/sections/seo-delete/${encodeURIComponent(id)}`);
  }

  /** The change may carry what the publish bar sends (`publishFields`). */
  async update(
    page: SeoPage,
    change: { metaTags: string[]; metaDescription: string; metaKeywords: string[] } & Partial<PublishChoice>,
  ): Promise<void> {
    await this.api.put<Calls['update']>(`/sections/seo-update/${encodeURIComponent(page.title)}`, {
      ...change,
      updatedAt: page.updatedAt,
    });
  }
}

/** Comma-separated text → a list: split, trimmed, empty items dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
