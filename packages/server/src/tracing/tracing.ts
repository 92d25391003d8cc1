import { register } from 'node:module';
import type { Tracing } from './start-tracing';

/**
 * The OpenTelemetry Node SDK with the HTTP, Fastify and PostgreSQL instrumentations, exporting spans over
 * OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. The SDK reads the standard OTEL_* variables itself
 * (OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_RESOURCE_ATTRIBUTES...).
 * Imported only by start-tracing.ts, and only when tracing is asked for.
 */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<Tracing> {
  // The server is ES modules and imports `pg` as one: the instrumentations see such imports only through
  // this loader hook (import-in-the-middle), registered before `pg` is first imported.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'backoffice',
    instrumentations: [
      // Health probes and scrapes would be most of the spans and tell nothing.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(healthz|readyz|metrics)(\?|$)/.test(request.url ?? ''),
      }),
      new PgInstrumentation(),
      // Fastify announces each new instance (diagnostics channel): its routes and hooks get spans of their own,
      // also from the compiled server, where Fastify is bundled in and cannot be hooked as a module.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
