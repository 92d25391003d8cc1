import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

/** An about-us card (content spec §3): title, content, row, media. */
export interface AboutCard {
  _id: string;
  title: string;
  content: string;
  row: number;
  media: string | null;
  updatedAt: string;
}

export interface AboutCardInput {
  title: string;
  content: string;
  row: string;
  media: File | null;
  /** Drop the stored media (edit only). */
  removeMedia?: boolean;
  /** The version edited, so a stale save gets 409 instead of overwriting (edit only). */
  updatedAt?: string;
}

function toForm(input: AboutCardInput): FormData {
  const form = new FormData();
  form.append('title', input.title.trim());
  form.append('content', input.content.trim());
  form.append('row', input.row.trim());
  if (input.updatedAt) form.append('updatedAt', input.updatedAt);
  if (input.removeMedia) form.append('removeMedia', 'true');
  // The file goes last: the server reads the text fields before streaming the upload.
  if (input.media) form.append('media', input.media);
  return form;
}

/** The about-us card calls: the spec's `PUT /card/edit/{id}`, and list, add and delete named in its style. */
@injectable()
export class AboutCardsApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(): Promise<AboutCard[]> {
    const response = await this.http.get<{ cards?: AboutCard[] }>('/card/get');
    return [...(response.data.cards ?? [])].sort((a, b) => a.row - b.row);
  }

  async add(input: AboutCardInput): Promise<void> {
    await this.http.post('/card/add', toForm(input));
  }

  async edit(id: string, input: AboutCardInput): Promise<void> {
    await this.http.put(`/card/edit/${encodeURIComponent(id)}`, toForm(input));
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/card/delete/${encodeURIComponent(id)}`);
  }
}
