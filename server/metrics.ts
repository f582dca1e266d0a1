import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// What an ops team can alert on (docs/operations.md, Metrics): Prometheus text from prom-client, on a port of its
// own (METRICS_PORT, loopback unless METRICS_HOST says otherwise), never on the public port. One registry per app, so
// several apps in one process (the integration tests) never count into each other. Every label has a bounded set of
// values: route patterns, not paths; operation names, not URLs; never an id or a username.

/** What a money movement, a message or an application came to, as the customer is told it. */
export type JourneyOutcome = 'confirmed' | 'refused' | 'unknown';

/** How one call to the bank ended (server/upstream/client.ts). */
export type UpstreamOutcomeLabel =
  | 'ok'
  | 'signed_out'
  | 'challenge'
  | '4xx'
  | '5xx'
  | 'timeout'
  | 'refused'
  | 'reset'
  | 'malformed'
  | 'not_sent'
  | 'error';

/** The journeys that claim a one-time submission key (app/lib/journey.server.ts submitOnce), by series. */
const JOURNEY_SERIES: Record<string, { series: 'movement' | 'message' | 'application'; kind: string }> = {
  withdrawal: { series: 'movement', kind: 'withdrawal' },
  notice: { series: 'movement', kind: 'notice' },
  'notice-cancel': { series: 'movement', kind: 'notice_cancel' },
  'card-payment': { series: 'movement', kind: 'card_payment' },
  'messaging-send': { series: 'message', kind: 'new' },
  'messaging-reply': { series: 'message', kind: 'reply' },
  'messaging-delete': { series: 'message', kind: 'delete' },
  'message-widget': { series: 'message', kind: 'widget' },
  shortApply: { series: 'application', kind: 'short' },
};

/** Past this many distinct values a label takes, new ones are counted as 'other': a bound whatever callers pass. */
const MAX_LABEL_VALUES = 200;

function boundedLabel() {
  const seen = new Set<string>();
  return (value: string): string => {
    if (seen.has(value)) return value;
    if (seen.size >= MAX_LABEL_VALUES) return 'other';
    seen.add(value);
    return value;
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST']);

/** Where a content cache's ages come from (server/content/service.ts). */
export type ContentAges = { ages(): Iterable<[tag: string, ageSeconds: number]> };

export type PortalMetrics = ReturnType<typeof createMetrics>;

/** The portal's series in a registry of their own; `defaults` adds prom-client's process and Node.js series. */
export function createMetrics(options: { defaults?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const operation = boundedLabel();
  const route = boundedLabel();
  const contentTag = boundedLabel();
  const limiter = boundedLabel();
  const httpDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (React Router or Express), method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const upstreamDuration = new Histogram({
    name: 'portal_upstream_request_duration_seconds',
    help: 'Time of a call to the bank API, by operation (its path) and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
    registers,
  });
  const sessionStoreErrors = new Counter({
    name: 'portal_session_store_errors_total',
    help: 'Session store operations that failed (reading, saving or ending a session; SQLite or Redis).',
    registers,
  });
  const redisErrors = new Counter({
    name: 'portal_redis_errors_total',
    help: 'Errors the Redis client reported (connection lost, refused, timed out).',
    registers,
  });
  const rateLimited = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Requests refused with 429 by an anti-automation limit, by limiter.',
    labelNames: ['limiter'] as const,
    registers,
  });
  const outcomes = <Kind extends string>(name: string, help: string, kind: Kind) =>
    new Counter({
      name,
      help: `${help}, by ${kind} and outcome (confirmed, refused, unknown).`,
      labelNames: [kind, 'outcome'] as const,
      registers,
    });
  const movements = outcomes('portal_money_movements_total', 'Money movements sent to the bank', 'movement');
  const messages = outcomes('portal_messages_total', 'Secure messages sent or deleted', 'kind');
  const applications = outcomes('portal_applications_total', 'Product applications submitted', 'kind');
  const contentSources: ContentAges[] = [];
  new Gauge({
    name: 'portal_content_cache_age_seconds',
    help: 'Time since each managed-content tag was last loaded or confirmed unchanged by the content service.',
    labelNames: ['tag'] as const,
    registers,
    collect() {
      this.reset();
      for (const source of contentSources)
        for (const [tag, age] of source.ages()) this.set({ tag: contentTag(tag) }, age);
    },
  });

  return {
    registry,
    /**
     * Express middleware, with the request logging (server/app.ts): every answer's time by route pattern and status
     * class, but the build's files, served before it.
     */
    requestTimer: ((req, res, next) => {
      const started = performance.now();
      res.once('finish', () => {
        const status = res.statusCode;
        httpDuration.observe(
          {
            route: route(routeOf(req)),
            method: METHODS.has(req.method) ? req.method : 'other',
            status_class: status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other',
          },
          (performance.now() - started) / 1000,
        );
      });
      next();
    }) as RequestHandler,
    upstreamCall(path: string, outcome: UpstreamOutcomeLabel, seconds: number) {
      upstreamDuration.observe({ operation: operation(path.split('?')[0] ?? path), outcome }, seconds);
    },
    sessionStoreError() {
      sessionStoreErrors.inc();
    },
    redisError() {
      redisErrors.inc();
    },
    rateLimited(name: string) {
      rateLimited.inc({ limiter: limiter(name) });
    },
    /** A journey's settled outcome (app/lib/journey.server.ts); journeys the table does not know are not counted. */
    journeyOutcome(journey: string, outcome: JourneyOutcome) {
      const entry = JOURNEY_SERIES[journey];
      if (!entry) return;
      if (entry.series === 'movement') movements.inc({ movement: entry.kind, outcome });
      else if (entry.series === 'message') messages.inc({ kind: entry.kind, outcome });
      else applications.inc({ kind: entry.kind, outcome });
    },
    watchContent(source: ContentAges) {
      contentSources.push(source);
    },
  };
}

/** The route a request matched, as a bounded label: never its raw path. */
function routeOf(req: Request): string {
  // React Router's matched pattern (app/request-handler.server.ts); its catch-all '/*' takes every unknown page.
  const pattern = req.res?.locals.routePattern as unknown;
  if (typeof pattern === 'string') return pattern;
  // An Express route (health, sign-out, the identity provider's returns): its declared path.
  const declared = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof declared === 'string') return declared;
  return req.originalUrl.startsWith('/api/') ? '/api/*' : 'unmatched';
}

/** The metrics of the app serving `req`, for Express-side code that has no AppContext (set in server/app.ts). */
export function metricsOf(req: Request): PortalMetrics | undefined {
  return req.app?.locals.metrics as PortalMetrics | undefined;
}

/**
 * `GET /metrics` in the Prometheus text format on its own server; anything else 404. Resolves once listening.
 */
export function startMetricsServer(
  metrics: PortalMetrics,
  where: { port: number; host: string },
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      const { address, port } = server.address() as AddressInfo;
      const host = address.includes(':') ? `[${address}]` : address;
      resolve({
        server,
        url: `http://${host}:${port}/metrics`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
