import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { DashboardApi as Calls, DashboardCard, DashboardOverview } from '@backoffice/contracts';

/** One count of `GET /dashboard`; `key` is this server's addition (the spec's items are `{ title, count }`). */
export type DashboardCount = Omit<DashboardCard, 'key'> & { key?: string };

export interface DashboardCounts {
  general: DashboardCount[];
  data: DashboardCount[];
}

/** The dashboard call of the original product's API. */
@injectable()
export class DashboardApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async counts(): Promise<DashboardCounts> {
    const { general, data } = await this.api.get<Calls['counts']>('/dashboard');
    return { general, data };
  }

  /** What came in since the last visit, what needs attention, the first steps (records this visit). */
  async overview(): Promise<Omit<DashboardOverview, 'success'>> {
    const { lastVisit, arrivals, attention, gettingStarted } =
      await this.api.get<Calls['overview']>('/dashboard/overview');
    return { lastVisit, arrivals, attention, gettingStarted };
  }
}
