import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

/** A job as `GET /job/get` lists it (content spec §3); salary is one string: amount, currency, 'Monthly' or 'Annual'. */
export interface Job {
  _id: string;
  title: string;
  department: string;
  description: string;
  overview: string;
  content: string;
  location: string;
  remote: boolean;
  salary: string;
  updatedAt?: string;
}

/** What the form sends (JSON, content spec §7). */
export type JobInput = Omit<Job, '_id' | 'updatedAt'>;

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** The job calls of content spec §7. */
@injectable()
export class JobsApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  /** The spec's answer is the list itself; wrapped `{ data }` answers are accepted too. */
  async list(): Promise<Job[]> {
    const response = await this.http.get<Job[] | Answer<Job[] | { data: Job[] }>>('/job/get');
    if (Array.isArray(response.data)) return response.data;
    const data = response.data?.data;
    if (Array.isArray(data)) return data;
    if (data && Array.isArray(data.data)) return data.data;
    return [];
  }

  async add(input: JobInput): Promise<Job> {
    return (await this.http.post<Answer<Job>>('/job/add', input)).data.data;
  }

  async edit(job: Job, input: JobInput): Promise<Job> {
    return (await this.http.put<Answer<Job>>(`/job/edit/${encodeURIComponent(job._id)}`, { ...input, updatedAt: job.updatedAt })).data.data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/job/delete/${encodeURIComponent(id)}`);
  }
}
