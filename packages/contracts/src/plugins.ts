import { Type, type Static } from '@sinclair/typebox';
import { answer, endpoint } from './endpoint';
import { EnvelopeSchema } from './answers';

/** A plugin id: lower-case letters, digits and dashes (the kernel's definePlugin rule). */
export const PLUGIN_ID_PATTERN = '^[a-z][a-z0-9-]*$';

/** An `integrity` value as browsers write it for SRI: `sha384-<base64 of the SHA-384 digest>`. */
export const PLUGIN_INTEGRITY_PATTERN = '^sha384-[A-Za-z0-9+/]{64}$';

/** One entry of `externalPlugins`: a plugin bundle the kernel imports at boot. */
export const ExternalPluginEntrySchema = Type.Object(
  {
    id: Type.String({ pattern: PLUGIN_ID_PATTERN }),
    url: Type.String({ minLength: 1 }),
    /** `sha384-...` of the bundle's bytes: the kernel refuses a bundle whose hash differs. */
    integrity: Type.Optional(Type.String({ pattern: PLUGIN_INTEGRITY_PATTERN })),
  },
  { additionalProperties: false },
);

/**
 * `backoffice.config.json` (APP_CONFIG), read by the server at start and served as `/config.json`: which plugins
 * run (a plugin not listed is on), the external bundles, and what the shell shows. Anything else is refused, so
 * a misspelt key stops the server instead of being ignored.
 */
export const AppConfigFileSchema = Type.Object(
  {
    apiBaseUrl: Type.Optional(Type.String({ minLength: 1 })),
    productName: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    plugins: Type.Optional(Type.Record(Type.String(), Type.Boolean())),
    externalPlugins: Type.Optional(Type.Array(ExternalPluginEntrySchema)),
    /** Ignored: the server's PLUGIN_ORIGINS decide, whatever the file says. */
    pluginOrigins: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);
export type AppConfigFile = Static<typeof AppConfigFileSchema>;

/** The server's side of one plugin, for the Plugins screen (`GET /api/plugins`). */
export const ServerPlugin = Type.Object({
  id: Type.String(),
  /** Built into this server (`packages/plugins/<id>`), or an external bundle listed in the config. */
  kind: Type.Union([Type.Literal('built-in'), Type.Literal('external')]),
  /** The package's version (built-in plugins); external bundles declare theirs in the browser. */
  version: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  /** The server modules its switch turns on and off. */
  modules: Type.Array(Type.String()),
  /** How many /api routes it serves (answering 404 while it is off). */
  apiRoutes: Type.Integer(),
  /** Its public content routes (`/api/content/...`). */
  contentRoutes: Type.Array(Type.String()),
  /** Its record counts (the dashboard's counters); empty while it is off. */
  counts: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), count: Type.Number() })),
  /** External plugins: the version and API range its `manifest.json` declares (null without one). */
  manifest: Type.Optional(Type.Union([Type.Object({ version: Type.String(), pluginApi: Type.String() }), Type.Null()])),
  /** Why its manifest was refused (its content types are then not served), or null. */
  problem: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The content types its manifest declares and the server serves, with their record counts. */
  contentTypes: Type.Optional(
    Type.Array(
      Type.Object({ name: Type.String(), label: Type.String(), public: Type.Boolean(), count: Type.Number() }),
    ),
  ),
});
export type ServerPlugin = Static<typeof ServerPlugin>;

export const pluginsApi = {
  list: endpoint({ method: 'GET', path: '/plugins', answer: answer(EnvelopeSchema(Type.Array(ServerPlugin))) }),
};
export type PluginsApi = typeof pluginsApi;
