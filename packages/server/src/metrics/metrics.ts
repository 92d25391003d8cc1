import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, served at /metrics (metrics-route.ts) in Prometheus' text format. One registry per
 * process (a server process runs one app): any part of the server records into it through the helpers below,
 * without being handed an object. Names start with `backoffice_`, except Node's own (`process_*`, `nodejs_*`).
 */
export const metricsRegistry = new Registry();

/** Seconds; from a quick health check to a long export. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds; a statement is usually well under a millisecond on the embedded database. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export const httpRequests = new Counter({
  name: 'backoffice_http_requests_total',
  help: 'HTTP requests answered, by route pattern (not the raw address), method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'backoffice_http_request_duration_seconds',
  help: 'Time from receiving a request to the end of its answer, by route pattern, method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [metricsRegistry],
});

export const httpRequestsInFlight = new Gauge({
  name: 'backoffice_http_requests_in_flight',
  help: 'Requests received and not yet answered',
  registers: [metricsRegistry],
});

export const dbQueryDuration = new Histogram({
  name: 'backoffice_db_query_duration_seconds',
  help: 'Time each SQL statement took, by its first keyword (select, insert, update, delete, other)',
  labelNames: ['operation'] as const,
  buckets: QUERY_BUCKETS,
  registers: [metricsRegistry],
});

export const dbQueryErrors = new Counter({
  name: 'backoffice_db_query_errors_total',
  help: 'SQL statements that failed, by their first keyword',
  labelNames: ['operation'] as const,
  registers: [metricsRegistry],
});

export const dbPoolConnections = new Gauge({
  name: 'backoffice_db_pool_connections',
  help: 'Database connections: total and idle in the pool, and queries waiting for one (the embedded database has one connection)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

const jobsFinished = new Counter({
  name: 'backoffice_jobs_finished_total',
  help: 'Background job runs that ended, by job name and outcome (ok or failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

const queueDepth = new Gauge({
  name: 'backoffice_job_queue_depth',
  help: 'Jobs waiting to run (created or retrying, not yet active), by queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

const webhookDeliveries = new Counter({
  name: 'backoffice_webhook_deliveries_total',
  help: 'Webhook delivery attempts, by outcome (ok: the receiver answered 2xx; failed: anything else)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Why a sign-in was refused; a fixed list, so the label's values stay few. */
export type SignInRefusal =
  'invalid_credentials' | 'address_limit' | 'address_email_limit' | 'account_limit' | 'server_busy';

const signInRefusals = new Counter({
  name: 'backoffice_signin_refusals_total',
  help: 'Sign-ins refused, by reason: invalid_credentials, address_limit, address_email_limit, account_limit, server_busy',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

/** A background job's run ended (after its last try when it failed, or after each try: the caller decides). */
export function jobFinished(name: string, ok: boolean): void {
  jobsFinished.inc({ job: name, outcome: ok ? 'ok' : 'failed' });
}

/** How many jobs wait in a queue; call it from a collector (onCollect) so the figure is fresh at each scrape. */
export function setQueueDepth(name: string, n: number): void {
  queueDepth.set({ queue: name }, n);
}

/** One webhook delivery attempt ended. */
export function webhookDelivered(ok: boolean): void {
  webhookDeliveries.inc({ outcome: ok ? 'ok' : 'failed' });
}

export function signInRefused(reason: SignInRefusal): void {
  signInRefusals.inc({ reason });
}

type Collector = () => void | Promise<void>;
const collectors = new Set<Collector>();

/**
 * Runs `collect` before each scrape, to set gauges whose value is read rather than counted (queue depth, pool
 * connections). Returns the function that removes it (when what it reads closes).
 */
export function onCollect(collect: Collector): () => void {
  collectors.add(collect);
  return () => collectors.delete(collect);
}

/** The metrics text, after every collector has run (a failing collector leaves its gauges as they were). */
export async function metricsText(): Promise<string> {
  await Promise.all(
    [...collectors].map(async (collect) => {
      try {
        await collect();
      } catch {
        // A collector's source (the job table, say) may be unreachable: the scrape still answers with the rest.
      }
    }),
  );
  return metricsRegistry.metrics();
}

let processMetricsOn = false;

/**
 * Node's own metrics (memory, CPU, event-loop lag, handles, GC), started once per process and only when metrics
 * are served: the event-loop delay monitor samples continuously.
 */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
