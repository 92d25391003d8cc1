import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ServerModule } from '../modules/module';
import type { PluginSwitches } from './plugin-switches';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The plugin whose config switch turns this route off (it then answers 404 as if absent). Set on every
     * route of a module by its plugin (see `pluginOfModule`); a route may name another plugin (the content API's
     * routes name the plugin whose records they deliver) or null (never switched off).
     */
    plugin?: string | null;
    /**
     * A route of a plugin's declared content types (`/ext/:plugin/:type...`): answers 404 unless its path's
     * plugin is listed, on, and serves that type (manifest accepted).
     */
    contentTypeRoute?: boolean;
  }
}

/**
 * The plugin a module belongs to: the one it names (`plugin`), else the plugin of the same name when there is
 * one (faqs → faqs), else none: infrastructure such as auth or the API docs is never switched off.
 */
export function pluginOfModule(module: ServerModule, plugins: PluginSwitches): string | null {
  if (module.plugin !== undefined) return module.plugin;
  return plugins.builtIn.some((plugin) => plugin.id === module.name) ? module.name : null;
}

/** Tags each route a module registers with its plugin, unless the route names one itself. */
export function tagRoutesWithPlugin(scope: FastifyInstance, pluginId: string | null): void {
  if (!pluginId) return;
  scope.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as { plugin?: string | null };
    if (!('plugin' in config)) route.config = { ...config, plugin: pluginId } as RouteOptions['config'];
  });
}

/**
 * A route of a plugin that is off answers 404, exactly as an unknown /api route does, before the session or the
 * role is looked at: a switched-off group is absent, not forbidden. Runs first on every request.
 */
export function installPluginGate(app: FastifyInstance, plugins: PluginSwitches): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.contentTypeRoute) {
      await plugins.refresh();
      const { plugin, type } = (request.params ?? {}) as { plugin?: string; type?: string };
      if (!plugin || !type || !plugins.contentType(plugin, type))
        return reply.code(404).send({ success: false, message: 'Not found' });
      return;
    }
    const pluginId = request.routeOptions.config?.plugin;
    if (!pluginId) return;
    await plugins.refresh();
    if (!plugins.isEnabled(pluginId)) return reply.code(404).send({ success: false, message: 'Not found' });
  });
}
