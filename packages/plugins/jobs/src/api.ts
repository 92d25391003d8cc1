import { Api, inject, injectable, type ApiClient, type PublishChoice } from '@backoffice/kernel';
import type { Job, JobsApi as Calls } from '@backoffice/contracts';

export type { Job } from '@backoffice/contracts';

/** What the form sends (JSON), with its publishing choice (docs/editorial-workflow.md). */
export type JobInput = Omit<Job, '_id' | 'createdAt' | 'updatedAt' | 'status' | 'state' | 'publishAt' | 'unpublishAt'> &
  Partial<PublishChoice>;

/** The job calls of the original product's API. */
@injectable()
export class JobsApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  /** The spec's answer is the list itself. */
  async list(): Promise<Job[]> {
    return this.api.get<Calls['list']>('/job/get');
  }

  async add(input: JobInput): Promise<Job> {
    return this.api.post<Calls['add']>('/job/add', input);
  }

  async edit(job: Job, input: JobInput): Promise<Job> {
    return this.api.put<Calls['edit']>(`/job/edit/${encodeURIComponent(job._id)}`, {
      ...input,
      updatedAt: job.updatedAt,
    });
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/job/delete/${encodeURIComponent(id)}`);
  }
}
