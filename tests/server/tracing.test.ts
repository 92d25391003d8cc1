import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracingWhenConfigured } from '../../packages/server/src/tracing/start-tracing';
import { TEST_DB } from './helpers';
import { startMainProcess, type MainProcess } from './support/main-process';

const ROOT = resolve(import.meta.dirname, '../..');

interface ReceivedSpan {
  scope: string;
  name: string;
  traceId: string;
  attributes: Record<string, unknown>;
}

/** A tiny OTLP/HTTP receiver (JSON encoding): keeps every span posted to /v1/traces. */
async function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        for (const resource of JSON.parse(body).resourceSpans ?? []) {
          for (const scoped of resource.scopeSpans ?? []) {
            for (const span of scoped.spans ?? []) {
              const attributes = Object.fromEntries(
                (span.attributes ?? []).map((entry: { key: string; value: Record<string, unknown> }) => [
                  entry.key,
                  Object.values(entry.value)[0],
                ]),
              );
              spans.push({ scope: scoped.scope.name, name: span.name, traceId: span.traceId, attributes });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((done) => server.close(() => done())) };
}

describe('OpenTelemetry tracing with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let server: MainProcess;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startMainProcess({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_SERVICE_NAME: 'backoffice-test',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it("sends a request's spans (HTTP, Fastify and the database driver on PostgreSQL) to the receiver, in one trace", async () => {
    const answer = await fetch(`${server.url}/api/content/faqs`);
    expect(answer.status).toBe(200);
    const httpSpan = () =>
      receiver.spans.find(
        (span) =>
          span.scope === '@opentelemetry/instrumentation-http' && span.attributes['http.route'] === '/api/content/faqs',
      );
    await server.until(() => !!httpSpan(), 'the HTTP span arrives', 30_000);
    const trace = httpSpan()!.traceId;
    const fastifySpan = () => receiver.spans.find((span) => span.scope === '@fastify/otel' && span.traceId === trace);
    await server.until(() => !!fastifySpan(), "Fastify's spans arrive", 30_000);
    expect(httpSpan()!.name).toBe('GET /api/content/faqs');
    if (TEST_DB === 'postgres') {
      const querySpan = () =>
        receiver.spans.find((span) => span.scope === '@opentelemetry/instrumentation-pg' && span.traceId === trace);
      await server.until(() => !!querySpan(), 'the query spans arrive', 30_000);
      expect(querySpan()!.attributes['db.system'] ?? querySpan()!.attributes['db.system.name']).toBe('postgresql');
    }
    // Health checks make no spans.
    await fetch(`${server.url}/healthz`);
    expect(
      receiver.spans.some((span) =>
        String(span.attributes['url.path'] ?? span.attributes['http.target'] ?? '').includes('healthz'),
      ),
    ).toBe(false);
  }, 90_000);
});

describe('OpenTelemetry without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('does not load the SDK', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return import('../../packages/server/src/tracing/tracing');
    };
    expect(await startTracingWhenConfigured({}, load)).toBeNull();
    expect(await startTracingWhenConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' }, load)).toBeNull();
    expect(loads).toBe(0);
  });

  it('loads no OpenTelemetry SDK, exporter or instrumentation in a process that builds the whole app', () => {
    // A fresh process: the start-up path of main.ts (tracing switch, then the app with every module).
    const script = `
      import { createRequire } from 'node:module';
      const { startTracingWhenConfigured } = await import('./packages/server/src/tracing/start-tracing.ts');
      await startTracingWhenConfigured({});
      await import('./packages/server/src/app.ts');
      await import('./packages/server/src/db/open-database.ts');
      // @opentelemetry/api, the no-op facade, is excluded: prom-client depends on it (for exemplars).
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => /@opentelemetry[\\\\/](?!api[\\\\/])|@fastify[\\\\/]otel|import-in-the-middle|require-in-the-middle/.test(file));
      console.log(JSON.stringify({ loaded, modules: Object.keys(createRequire(import.meta.url).cache).length }));
    `;
    const env = { ...process.env };
    delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    const { loaded, modules } = JSON.parse(output.trim().split('\n').pop()!);
    // The app's CommonJS dependencies (Fastify...) are in the cache: the check sees what was loaded.
    expect(modules).toBeGreaterThan(50);
    expect(loaded).toEqual([]);
  }, 60_000);
});
