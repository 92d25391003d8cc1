import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

/** A customer review as `GET /reviews` lists it (admin spec §3, plus the name parts the forms edit). */
export interface Review {
  _id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  avatarURL: string | null;
  /** The reviewer's job title. */
  role: string;
  title: string;
  description: string;
  date: string;
  /** Position on the public site (1 is first). */
  row: number;
}

export interface ReviewInput {
  firstName: string;
  lastName: string;
  role: string;
  title: string;
  description: string;
  /** Only sent when editing; a new review goes after the others unless the server is told otherwise. */
  row?: number;
  avatar: File | null;
}

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

function listOf(body: Answer<Review[] | { data: Review[] }>): Review[] {
  const data = body?.data;
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.data)) return data.data;
  return [];
}

function toForm(input: ReviewInput): FormData {
  const form = new FormData();
  form.append('firstName', input.firstName.trim());
  form.append('lastName', input.lastName.trim());
  form.append('role', input.role.trim());
  form.append('title', input.title.trim());
  form.append('description', input.description.trim());
  if (input.row !== undefined) form.append('row', String(input.row));
  // The file goes last: the server reads the text fields before streaming the upload.
  if (input.avatar) form.append('avatar', input.avatar);
  return form;
}

/** The reviews calls: the spec's list, and the writes named in its style. */
@injectable()
export class ReviewsApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(): Promise<Review[]> {
    const response = await this.http.get<Answer<Review[]>>('/reviews');
    return listOf(response.data).slice().sort((a, b) => a.row - b.row);
  }

  async add(input: ReviewInput): Promise<Review> {
    const response = await this.http.post<Answer<Review>>('/reviews/add', toForm(input));
    return response.data.data;
  }

  async edit(id: string, input: ReviewInput): Promise<Review> {
    const response = await this.http.put<Answer<Review>>(`/reviews/edit/${encodeURIComponent(id)}`, toForm(input));
    return response.data.data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/reviews/delete/${encodeURIComponent(id)}`);
  }
}
