import { answer, endpoint } from './endpoint';

/** One count of the dashboard; `key` (this server's addition) is the id the front end's card matches. */
export interface DashboardCard {
  key: string;
  title: string;
  count: number;
}

/** The spec's `{ general: [{ title, count }], data: [...] }` (admin spec §7). */
export interface DashboardAnswer {
  success: true;
  general: DashboardCard[];
  data: DashboardCard[];
}

export const dashboardApi = {
  counts: endpoint({ method: 'GET', path: '/dashboard', answer: answer<DashboardAnswer>() }),
};
export type DashboardApi = typeof dashboardApi;
