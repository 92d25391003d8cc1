import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type {
  ActivityApi as Calls,
  ActivityExportBody,
  ActivityPage,
  ActivityPerson,
  ActivityQuery,
} from '@backoffice/contracts';

export type { ActivityEntry, ActivityPage, ActivityPerson, ActivityAction } from '@backoffice/contracts';
export type ActivityFilters = ActivityExportBody;

/** The activity log's calls: pages (keyset cursors for neighbour pages), people to filter by, the export. */
@injectable()
export class ActivityApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  page(query: ActivityQuery): Promise<ActivityPage> {
    return this.api.get<Calls['list']>('/activity', query);
  }

  people(): Promise<ActivityPerson[]> {
    return this.api.get<Calls['people']>('/activity/people');
  }

  exportXlsx(filters: ActivityFilters): Promise<Blob> {
    return this.api.download<Calls['exportXlsx']>('POST', '/activity/export', filters);
  }
}
