/**
 * Holo's Prometheus metrics (prom-client, the ecosystem's client): one registry per process, since
 * the jobs, the hub and the push relay count from module code, not from an app. Labels stay bounded:
 * a route's pattern (never the raw URL), a method, a status class, an error code, a job's name.
 * Served by GET /metrics (routes/metrics.ts) and, for a relay on its own, by serve-metrics.ts.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
// The process's own figures: CPU, resident memory, event-loop lag, GC, open handles.
collectDefaultMetrics({ register: registry, prefix: 'holo_' });

export const httpRequestDuration = new Histogram({
  name: 'holo_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const bidsAccepted = new Counter({
  name: 'holo_bids_accepted_total',
  help: 'Bids accepted (written, leading or outbid at once by a higher maximum)',
  registers: [registry],
});

export const bidsRefused = new Counter({
  name: 'holo_bids_refused_total',
  help: 'Bids refused, by error code (BID_TOO_LOW, AUCTION_ENDED, DEPOSIT_REQUIRED, …)',
  labelNames: ['code'] as const,
  registers: [registry],
});

export const hubConnections = new Gauge({
  name: 'holo_hub_connections',
  help: 'Open live-bid hub (SignalR) WebSocket connections on this node',
  registers: [registry],
});

export const hubFramesSent = new Counter({
  name: 'holo_hub_messages_sent_total',
  help: 'Frames the live-bid hub sent to its sockets (bid updates, notices, pings, completions)',
  registers: [registry],
});

export const pushDeliveries = new Counter({
  name: 'holo_push_deliveries_total',
  help: 'Web push deliveries by outcome: sent, retry, failed, removed (the device unsubscribed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const jobLag = new Histogram({
  name: 'holo_job_lag_seconds',
  help: 'How long a due row waited before a job claimed it (now minus its due time), per job',
  labelNames: ['job'] as const,
  buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600],
  registers: [registry],
});

export const jobRunDuration = new Histogram({
  name: 'holo_job_run_duration_seconds',
  help: "One pass of a job loop, per loop (a pass that grows is the first sign of lag)",
  labelNames: ['job'] as const,
  buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30],
  registers: [registry],
});

/** Records that a due row (due at `dueAt`) was claimed at `now`; a row claimed early counts as 0. */
export function observeJobLag(job: string, dueAt: Date, now: Date): void {
  jobLag.observe({ job }, Math.max(0, (now.getTime() - dueAt.getTime()) / 1000));
}

/** 2xx, 3xx, 4xx, 5xx: five values at most, whatever the routes answer. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
