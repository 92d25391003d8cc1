import { Api, inject, injectable, type ApiClient, type PublishChoice } from '@backoffice/kernel';
import type { Review, ReviewForm, ReviewsApi as Calls } from '@backoffice/contracts';

export type { Review } from '@backoffice/contracts';

export interface ReviewInput {
  firstName: string;
  lastName: string;
  role: string;
  title: string;
  description: string;
  /** Only sent when editing; a new review goes after the others unless the server is told otherwise. */
  row?: number;
  avatar: File | null;
  /** Editing: the version loaded, so a change made meanwhile by someone else is a 409, never overwritten. */
  updatedAt?: string;
  /** The publishing choice, only what differs from the server's default (docs/editorial-workflow.md). */
  publishing?: Partial<PublishChoice>;
}

function formOf(input: ReviewInput): ReviewForm {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    role: input.role.trim(),
    title: input.title.trim(),
    description: input.description.trim(),
    row: input.row === undefined ? undefined : String(input.row),
    updatedAt: input.updatedAt,
    // A time cleared is sent empty.
    ...Object.fromEntries(Object.entries(input.publishing ?? {}).map(([name, value]) => [name, value ?? ''])),
    // The file goes last: the server reads the text fields before streaming the upload.
    avatar: input.avatar ?? undefined,
  };
}

/** The reviews calls: the spec's list, and the writes named in its style. */
@injectable()
export class ReviewsApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(): Promise<Review[]> {
    return (await this.api.get<Calls['list']>('/reviews')).slice().sort((a, b) => a.row - b.row);
  }

  async add(input: ReviewInput): Promise<Review> {
    return this.api.upload<Calls['add']>('POST', '/reviews/add', formOf(input));
  }

  async edit(id: string, input: ReviewInput): Promise<Review> {
    return this.api.upload<Calls['edit']>('PUT', `/reviews/edit/${encodeURIComponent(id)}`, formOf(input));
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/reviews/delete/${encodeURIComponent(id)}`);
  }
}
