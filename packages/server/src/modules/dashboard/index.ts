import { dashboardApi, type DashboardCard } from '@backoffice/contracts';
import { route } from '../../http/route';
import type { DashboardCounter, ServerModule } from '../module';
import { defineModule } from '../module';

/**
 * `GET /api/dashboard` (admin spec §7): the counters every module declares (`dashboard` in its definition),
 * grouped as the spec's `{ general: [{ title, count }], data: [...] }`, each card also carrying its `key`.
 */
export function dashboardModule(modules: readonly ServerModule[]): ServerModule {
  const counters: DashboardCounter[] = modules.flatMap((module) => module.dashboard ?? []);
  return defineModule({
    name: 'dashboard',
    routes(app, { db }) {
      route(app, dashboardApi.counts, {}, async () => {
        const cards = await Promise.all(counters.map(async (counter) => ({ group: counter.group, key: counter.key, title: counter.title, count: await counter.count(db) })));
        const group = (name: DashboardCounter['group']): DashboardCard[] =>
          cards.filter((card) => card.group === name).map(({ key, title, count }) => ({ key, title, count }));
        return { success: true, general: group('general'), data: group('data') };
      });
    },
  });
}
