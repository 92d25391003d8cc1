import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

/** A FAQ as `GET /faq` lists it (content spec §3). */
export interface Faq {
  _id: string;
  question: string;
  answer: string;
  /** Position on the public site (1 is first). */
  row: number;
}

export interface FaqInput {
  question: string;
  answer: string;
  row: number;
}

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** The list is `data`; older backends nested it as `data.data`. */
function listOf(body: Answer<Faq[] | { data: Faq[] }>): Faq[] {
  const data = body?.data;
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.data)) return data.data;
  return [];
}

/** The FAQ calls of content spec §7. */
@injectable()
export class FaqsApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(): Promise<Faq[]> {
    const response = await this.http.get<Answer<Faq[]>>('/faq');
    return listOf(response.data).slice().sort((a, b) => a.row - b.row);
  }

  async add(input: FaqInput): Promise<Faq> {
    const response = await this.http.post<Answer<Faq>>('/faq/add', input);
    return response.data.data;
  }

  async edit(id: string, input: FaqInput): Promise<Faq> {
    const response = await this.http.put<Answer<Faq>>(`/faq/edit/${encodeURIComponent(id)}`, input);
    return response.data.data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/faq/delete/${encodeURIComponent(id)}`);
  }
}
