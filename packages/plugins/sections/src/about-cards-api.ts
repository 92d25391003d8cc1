import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import { publishingForm, type HeroPublishing } from './hero-api';
import type { AboutCardForm, AboutCardsApi as Calls } from '@backoffice/contracts';

export type { AboutCard } from '@backoffice/contracts';

export interface AboutCardInput {
  title: string;
  content: string;
  row: string;
  media: File | null;
  /** Drop the stored media (edit only). */
  removeMedia?: boolean;
  /** The version edited, so a stale save gets 409 instead of overwriting (edit only). */
  updatedAt?: string;
  /** The publishing choice, only what differs from the server's default (`publishFields`). */
  publishing?: HeroPublishing;
}

function formOf(input: AboutCardInput): AboutCardForm {
  return {
    title: input.title.trim(),
    content: input.content.trim(),
    row: input.row.trim(),
    updatedAt: input.updatedAt || undefined,
    removeMedia: input.removeMedia ? 'true' : undefined,
    ...publishingForm(input.publishing),
    // The file goes last: the server reads the text fields before streaming the upload.
    media: input.media ?? undefined,
  };
}

/** The about-us card calls: the spec's `PUT /card/edit/{id}`, and list, add and delete named in its style. */
@injectable()
export class AboutCardsApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list() {
    const { cards } = await this.api.get<Calls['list']>('/card/get');
    return [...cards].sort((a, b) => a.row - b.row);
  }

  async add(input: AboutCardInput): Promise<void> {
    await this.api.upload<Calls['add']>('POST', '/card/add', formOf(input));
  }

  async edit(id: string, input: AboutCardInput): Promise<void> {
    await this.api.upload<Calls['edit']>('PUT', `/card/edit/${encodeURIComponent(id)}`, formOf(input));
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/card/delete/${encodeURIComponent(id)}`);
  }
}
