import { pluginsApi, type ServerPlugin } from '@backoffice/contracts';
import { route } from '../../http/route';
import { pluginOfModule } from '../../plugins/plugin-gate';
import type { PluginSwitches } from '../../plugins/plugin-switches';
import type { ServerModule } from '../module';
import { defineModule } from '../module';

/**
 * `GET /api/plugins` (super admins): the server's side of every plugin for the Plugins screen: built-in or
 * external, on or off, the modules its switch governs, its API and content routes, and its record counts (its
 * modules' dashboard counters, counted only while it is on).
 */
export function pluginsModule(modules: readonly ServerModule[]): ServerModule {
  return defineModule({
    name: 'plugins',
    routes(app, { db, plugins }) {
      route(app, pluginsApi.list, { permission: 'users:manage' }, async () => {
        await plugins.refresh();
        const data = await Promise.all(plugins.ids.map((id) => describe(id)));
        return { success: true, data };
      });

      async function describe(id: string): Promise<ServerPlugin> {
        const owned = modules.filter((module) => pluginOfModule(module, plugins) === id);
        const routes = app.apiRoutes.filter((entry) => entry.plugin === id);
        const enabled = plugins.isEnabled(id);
        const counters = enabled ? owned.flatMap((module) => module.dashboard ?? []) : [];
        const counts = await Promise.all(
          counters.map(async (counter) => ({ key: counter.key, title: counter.title, count: await counter.count(db) })),
        );
        return {
          id,
          kind: builtIn(plugins, id) ? 'built-in' : 'external',
          version: plugins.builtIn.find((plugin) => plugin.id === id)?.version ?? null,
          enabled,
          modules: owned.map((module) => module.name),
          apiRoutes: routes.length,
          contentRoutes: routes
            .filter((entry) => entry.url.startsWith('/api/content/'))
            .map((entry) => `${entry.method} ${entry.url}`),
          counts,
          ...(await manifestPart(id)),
        };
      }

      /** An external plugin's manifest: its version and API range, why it was refused, its content types and their record counts. */
      async function manifestPart(id: string): Promise<Pick<ServerPlugin, 'manifest' | 'problem' | 'contentTypes'>> {
        const manifest = plugins.manifestOf(id);
        if (manifest.status === 'none') return { manifest: null, problem: null, contentTypes: [] };
        if (manifest.status === 'refused') return { manifest: null, problem: manifest.problem, contentTypes: [] };
        const contentTypes = await Promise.all(
          [...manifest.types.values()].map(async (type) => {
            // Stored records are counted even while the plugin is off: they are kept, not deleted.
            const row = await db
              .selectFrom('ext_records')
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .where('plugin', '=', id)
              .where('type', '=', type.name)
              .executeTakeFirst();
            return { name: type.name, label: type.label, public: type.public, count: Number(row?.total ?? 0) };
          }),
        );
        return {
          manifest: { version: manifest.manifest.version, pluginApi: manifest.manifest.pluginApi },
          problem: null,
          contentTypes,
        };
      }
    },
  });
}

function builtIn(plugins: PluginSwitches, id: string): boolean {
  return plugins.builtIn.some((plugin) => plugin.id === id);
}
