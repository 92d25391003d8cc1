import { readFileSync } from 'node:fs';
import { AppConfigFileSchema, type AppConfigFile } from '@backoffice/contracts';
import Ajv from 'ajv';

/** Why the plugin config cannot be used; its message names the file and the problem. */
export class PluginConfigError extends Error {}

// The contracts' own schema: not checked against JSON Schema's meta-schema, whose compiling cost every cold start.
const validate = new Ajv({ allErrors: false, strict: false, validateSchema: false }).compile<AppConfigFile>(
  AppConfigFileSchema,
);

/** Levenshtein distance, to suggest the id an operator probably meant ("podcast" → "podcasts"). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

function suggestion(id: string, known: readonly string[]): string {
  const near = known
    .filter((candidate) => distance(id, candidate) <= 2)
    .sort((a, b) => distance(id, a) - distance(id, b));
  return near.length > 0 ? ` (did you mean "${near[0]}"?)` : '';
}

/**
 * Checks a parsed config against the schema and the plugins that exist: every key of `plugins` must be a
 * built-in plugin or an external one listed in `externalPlugins`, and no external id may be taken twice.
 */
export function checkPluginConfig(value: unknown, source: string, builtInIds: readonly string[]): AppConfigFile {
  if (!validate(value)) {
    const error = validate.errors?.[0];
    const where = error?.instancePath ? `"${error.instancePath.slice(1).replaceAll('/', '.')}"` : 'the file';
    const extra =
      error?.keyword === 'additionalProperties'
        ? ` ("${(error.params as { additionalProperty: string }).additionalProperty}" is not a setting)`
        : '';
    throw new PluginConfigError(`${source}: ${where} ${error?.message ?? 'is not valid'}${extra}`);
  }
  const config = value;
  const external = (config.externalPlugins ?? []).map((entry) => entry.id);
  const seen = new Set<string>();
  for (const id of external) {
    if (builtInIds.includes(id))
      throw new PluginConfigError(`${source}: externalPlugins lists "${id}", which is the id of a built-in plugin`);
    if (seen.has(id)) throw new PluginConfigError(`${source}: externalPlugins lists "${id}" twice`);
    seen.add(id);
  }
  const known = [...builtInIds, ...external];
  for (const id of Object.keys(config.plugins ?? {})) {
    if (!known.includes(id)) {
      throw new PluginConfigError(
        `${source}: "plugins" names "${id}", which is not a plugin${suggestion(id, known)}; the plugins are ${known.join(', ')}`,
      );
    }
  }
  return config;
}

/** Reads and checks the config file; a missing file means every plugin on (nothing configured). */
export function readPluginConfig(file: string | null, builtInIds: readonly string[]): AppConfigFile {
  if (!file) return {};
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return {};
    throw new PluginConfigError(`${file} cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new PluginConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  return checkPluginConfig(parsed, file, builtInIds);
}
