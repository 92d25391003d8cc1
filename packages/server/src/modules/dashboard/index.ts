import { dashboardApi, type DashboardCard } from '@backoffice/contracts';
import { route } from '../../http/route';
import { pluginOfModule } from '../../plugins/plugin-gate';
import type { PluginSwitches } from '../../plugins/plugin-switches';
import type { DashboardCounter, DashboardFirstStep, ServerModule } from '../module';
import { defineModule } from '../module';
import { arrivalsOf } from './overview';
import { recordVisit } from './visits';

/** The first admin is created as 'Super Admin' (auth/first-admin.ts): the checklist asks for a real name. */
const PLACEHOLDER_NAME = 'super admin';

/**
 * `GET /api/dashboard`: the counters every module declares (`dashboard` in its definition),
 * grouped as the spec's `{ general: [{ title, count }], data: [...] }`, each card also carrying its `key`.
 */
export function dashboardModule(modules: readonly ServerModule[]): ServerModule {
  return defineModule({
    name: 'dashboard',
    routes(app, { db, plugins }) {
      /**
       * `GET /api/dashboard/overview`: what came in since the admin's last visit (with a 30-day trend), content
       * needing attention, and the getting-started steps (none once all are done). Records this visit.
       */
      route(app, dashboardApi.overview, {}, async (request) => {
        const admin = request.admin!;
        // An API token reads the figures without moving its owner's 'last visit'.
        const lastVisit = request.apiToken ? null : await recordVisit(db, admin.id);
        const enabled = enabledModules(modules, plugins);
        const arrivals = await Promise.all(
          enabled.flatMap((module) => module.arrivals ?? []).map((source) => arrivalsOf(db, source, lastVisit)),
        );
        const attention = (
          await Promise.all(
            enabled
              .flatMap((module) => module.attention ?? [])
              .map(async (check) => ({
                key: check.key,
                title: check.title,
                path: check.path,
                count: await check.count(db),
              })),
          )
        ).filter((item) => item.count > 0);
        const ownName: DashboardFirstStep = {
          key: 'your-name',
          title: 'Put your own name on your profile',
          path: '/edit-profile',
          order: 0,
          done: async () => `${admin.f_name} ${admin.l_name}`.trim().toLowerCase() !== PLACEHOLDER_NAME,
        };
        const steps = [ownName, ...enabled.flatMap((module) => module.firstSteps ?? [])].sort(
          (a, b) => a.order - b.order,
        );
        const checked = await Promise.all(
          steps.map(async (step) => ({ key: step.key, title: step.title, path: step.path, done: await step.done(db) })),
        );
        // A fresh install gets the checklist; once every step is done it goes away.
        const gettingStarted = checked.every((step) => step.done) ? [] : checked;
        return { success: true, lastVisit: lastVisit?.toISOString() ?? null, arrivals, attention, gettingStarted };
      });

      route(app, dashboardApi.counts, {}, async () => {
        // A switched-off plugin's counters are left out (its cards are gone from the screen too).
        const counters = enabledCounters(modules, plugins);
        const cards = await Promise.all(
          counters.map(async (counter) => ({
            group: counter.group,
            key: counter.key,
            title: counter.title,
            count: await counter.count(db),
          })),
        );
        const group = (name: DashboardCounter['group']): DashboardCard[] =>
          cards.filter((card) => card.group === name).map(({ key, title, count }) => ({ key, title, count }));
        return { success: true, general: group('general'), data: group('data') };
      });
    },
  });
}

/** The counters of the modules whose plugin is on (or that belong to none). */
export function enabledCounters(modules: readonly ServerModule[], plugins: PluginSwitches): DashboardCounter[] {
  return enabledModules(modules, plugins).flatMap((module) => module.dashboard ?? []);
}

/** The modules whose plugin is on (or that belong to none). */
function enabledModules(modules: readonly ServerModule[], plugins: PluginSwitches): ServerModule[] {
  return modules.filter((module) => {
    const pluginId = pluginOfModule(module, plugins);
    return !pluginId || plugins.isEnabled(pluginId);
  });
}
