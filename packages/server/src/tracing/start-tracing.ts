/** What main.ts holds while tracing runs: flushes the last spans on the way out. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry tracing, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK and its instrumentations are
 * imported then and only then (`load`), so a server without it loads none of them and pays nothing. Must run
 * before the web framework and the database driver are imported, so their instrumentations can hook them.
 */
export async function startTracingWhenConfigured(
  env: NodeJS.ProcessEnv,
  load: () => Promise<typeof import('./tracing')> = () => import('./tracing'),
): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return null;
  const { startTracing } = await load();
  return startTracing(env);
}
