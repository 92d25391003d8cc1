import { searchApi, type SearchGroup } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { roleCan, type Permission } from '../../auth/permissions';
import { route } from '../../http/route';
import { pluginOfModule } from '../../plugins/plugin-gate';
import type { PluginSwitches } from '../../plugins/plugin-switches';
import type { SearchSource, ServerModule } from '../module';
import { defineModule } from '../module';

const HITS_PER_GROUP = 5;

/** Whether the caller (a session's role, or an API token's grant) may read what `permission` guards. */
function mayRead(request: FastifyRequest, permission: Permission): boolean {
  if (request.apiToken) return request.apiToken.permissions.includes(permission);
  return Boolean(request.admin && roleCan(request.admin.role, permission));
}

/**
 * `GET /api/search?q=` for the command palette: every enabled module's search sources (`search` in its
 * definition) run side by side; the answer holds the groups with hits the caller may read, in module order.
 */
export function searchModule(modules: readonly ServerModule[]): ServerModule {
  return defineModule({
    name: 'search',
    plugin: null,
    routes(app, { db, plugins }) {
      route(app, searchApi.records, {}, async (request) => {
        const q = request.query.q.trim();
        const limit = request.query.limit ?? HITS_PER_GROUP;
        const sources = enabledSources(modules, plugins).filter((source) =>
          mayRead(request, source.permission ?? 'read'),
        );
        const groups: SearchGroup[] = [];
        if (q.length >= 2) {
          const found = await Promise.all(
            sources.map(async (source) => ({
              key: source.key,
              label: source.label,
              hits: await source.find(db, q, limit),
            })),
          );
          groups.push(...found.filter((group) => group.hits.length > 0));
        }
        return { success: true, groups };
      });
    },
  });
}

/** The search sources of the modules whose plugin is on (or that belong to none). */
function enabledSources(modules: readonly ServerModule[], plugins: PluginSwitches): SearchSource[] {
  return modules.flatMap((module) => {
    const pluginId = pluginOfModule(module, plugins);
    return !pluginId || plugins.isEnabled(pluginId) ? (module.search ?? []) : [];
  });
}
