import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

/** One count of `GET /dashboard`; `key` is this server's addition (the spec's items are `{ title, count }`). */
export interface DashboardCount {
  key?: string;
  title: string;
  count: number;
}

export interface DashboardCounts {
  general: DashboardCount[];
  data: DashboardCount[];
}

/** The dashboard call of admin spec §7. */
@injectable()
export class DashboardApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async counts(): Promise<DashboardCounts> {
    const response = await this.http.get<Partial<DashboardCounts>>('/dashboard');
    const body = response.data ?? {};
    return { general: Array.isArray(body.general) ? body.general : [], data: Array.isArray(body.data) ? body.data : [] };
  }
}
