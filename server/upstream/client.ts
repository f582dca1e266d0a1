import http from 'node:http';
import https from 'node:https';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { NativeAuth, OidcAuth } from '../auth/types.ts';
import type { PortalMetrics, UpstreamOutcomeLabel } from '../metrics.ts';

/** The spec's standard headers (spec 1 §7): brand code, channel WEB, device type, client version 5.2, language. */
export const CLIENT_VERSION = '5.2';
export const CHANNEL = 'WEB';
export const LANGUAGE = 'en-gb';

export type Challenge = { key: string; code?: string | undefined };

export type UpstreamOutcome<T> =
  | { kind: 'ok'; status: number; data: T }
  /** 402: the upstream session is gone; the customer goes to /signed-out (UnauthorizedSignedOut). */
  | { kind: 'signed-out' }
  /** 412: a second-factor challenge (spec 2 "Two-factor flow"). */
  | { kind: 'challenge'; challengeStatus: string; challengeKey: string }
  /**
   * Any other status of 400 or more, a timeout, a network failure or an unreadable body: /network-error. `sent:
   * false` when the call never left the portal (the page's deadline had passed): the bank cannot have acted on it.
   */
  | { kind: 'error'; status: number; reason: string; sent?: false };

export type UpstreamRequestContext = {
  requestId: string;
  userAgent?: string | undefined;
  auth?: NativeAuth | OidcAuth | undefined;
  challenge?: Challenge | undefined;
  /**
   * The page's deadline (`performance.now()` milliseconds): every call a page makes shares it, so a stalled bank
   * costs the page one timeout, not one per call (decision 031). No call waits past it; none starts after it.
   */
  deadline?: number | undefined;
};

export type UpstreamOptions = {
  baseUrl: string;
  timeoutMs: number;
  brandCode: string;
  logger: Logger;
  /** Each call's time and outcome, by operation (server/metrics.ts). */
  metrics?: Pick<PortalMetrics, 'upstreamCall'> | undefined;
};

/** How a call that got no answer failed, as the metrics' outcome label. */
export function failureOutcome(err: unknown): UpstreamOutcomeLabel {
  if (err instanceof DeadlinePassed) return 'not_sent';
  if (err instanceof UpstreamTimeout) return 'timeout';
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ECONNRESET' || code === 'EPIPE' || err instanceof ClosedMidResponse) return 'reset';
  return 'error';
}

export function deviceType(userAgent: string | undefined): 'Mobile' | 'Tablet' | 'Desktop' {
  if (!userAgent) return 'Desktop';
  if (/iPad|Tablet/i.test(userAgent)) return 'Tablet';
  if (/Mobi|Android|iPhone/i.test(userAgent)) return 'Mobile';
  return 'Desktop';
}

/** Headers for an upstream call, derived from the server session (never from the browser). */
export function upstreamHeaders(brandCode: string, ctx: UpstreamRequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    'x-brand-code': brandCode,
    'x-channel': CHANNEL,
    'x-device-type': deviceType(ctx.userAgent),
    'x-client-version': CLIENT_VERSION,
    'accept-language': LANGUAGE,
    'x-request-id': ctx.requestId,
  };
  if (ctx.auth?.kind === 'native') headers['x-session-ticket'] = ctx.auth.sessionTicket;
  if (ctx.auth?.kind === 'oidc') headers.authorization = `Bearer ${ctx.auth.accessToken}`;
  if (ctx.challenge) {
    headers['x-challenge-key'] = ctx.challenge.key;
    if (ctx.challenge.code) headers['x-challenge-code'] = ctx.challenge.code;
  }
  return headers;
}

export type UpstreamCall<S extends z.ZodType> = {
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  schema: S;
};

/** One client for the bank API: keep-alive agent created once, timeouts, tolerant parsing, typed outcomes. */
export class UpstreamClient {
  readonly agent: http.Agent;
  private readonly base: URL;
  private readonly options: UpstreamOptions;

  constructor(options: UpstreamOptions) {
    this.options = options;
    this.base = new URL(options.baseUrl);
    const Agent = this.base.protocol === 'https:' ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  headersFor(ctx: UpstreamRequestContext): Record<string, string> {
    return upstreamHeaders(this.options.brandCode, ctx);
  }

  /**
   * `once`: the call moves money. It goes on a new connection (no kept-alive socket the bank may have closed) and is
   * never sent again, whatever happens: a failure after sending is the caller's unknown outcome.
   */
  async call<S extends z.ZodType>(
    ctx: UpstreamRequestContext,
    call: UpstreamCall<S>,
    options: { once?: boolean } = {},
  ): Promise<UpstreamOutcome<z.infer<S>>> {
    const method = call.method ?? 'POST';
    const log = this.options.logger.child({ requestId: ctx.requestId, upstream: `${method} ${call.path}` });
    const started = performance.now();
    const observe = (outcome: UpstreamOutcomeLabel) =>
      this.options.metrics?.upstreamCall(call.path, outcome, (performance.now() - started) / 1000);
    let response: RawResponse;
    try {
      response = await this.send(
        method,
        call.path,
        this.headersFor(ctx),
        call.body,
        options.once ?? false,
        ctx.deadline,
      );
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      observe(failureOutcome(err));
      if (err instanceof DeadlinePassed) {
        log.warn({ reason }, 'upstream call not sent');
        return { kind: 'error', status: 0, reason, sent: false };
      }
      log.error({ reason }, 'upstream call failed');
      return { kind: 'error', status: 0, reason };
    }
    const ms = Math.round(performance.now() - started);
    log.info({ status: response.status, ms }, 'upstream call');
    if (response.status === 402) {
      observe('signed_out');
      return { kind: 'signed-out' };
    }
    if (response.status === 412) {
      observe('challenge');
      return {
        kind: 'challenge',
        challengeStatus: String(response.headers['x-challenge-status'] ?? ''),
        challengeKey: String(response.headers['x-challenge-key'] ?? ''),
      };
    }
    if (response.status >= 400) {
      observe(response.status >= 500 ? '5xx' : '4xx');
      log.warn({ status: response.status, ms }, 'upstream error status');
      return { kind: 'error', status: response.status, reason: `HTTP ${response.status}` };
    }
    let json: unknown = null;
    if (response.body.length > 0) {
      try {
        json = JSON.parse(response.body);
      } catch {
        observe('malformed');
        log.error({ status: response.status }, 'upstream answered with a body that is not JSON');
        return { kind: 'error', status: 502, reason: 'invalid JSON' };
      }
    }
    const parsed = call.schema.safeParse(json);
    if (!parsed.success) {
      observe('malformed');
      log.error({ issues: parsed.error.issues.slice(0, 5) }, 'upstream answered in an unexpected shape');
      return { kind: 'error', status: 502, reason: 'unexpected response shape' };
    }
    observe('ok');
    return { kind: 'ok', status: response.status, data: parsed.data };
  }

  private send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
    once: boolean,
    deadline: number | undefined,
  ): Promise<RawResponse> {
    const url = new URL(
      path.replace(/^\//, ''),
      this.base.href.endsWith('/') ? this.base : `${this.base.href}/`,
    );
    const payload = method === 'GET' ? undefined : Buffer.from(JSON.stringify(body ?? {}));
    if (once) return this.attempt(url, method, headers, payload, deadline, false);
    return this.attempt(url, method, headers, payload, deadline).catch((err: unknown) => {
      // A kept-alive socket the bank closed while idle fails the moment it is reused, before the bank reads the
      // request (its keep-alive timeout racing ours on a busy machine). That request never arrived: send it once more
      // on a new socket (Node's documented pattern, `request.reusedSocket`). Any other failure is the caller's.
      if (err instanceof ReusedSocketReset) return this.attempt(url, method, headers, payload, deadline);
      throw err;
    });
  }

  private attempt(
    url: URL,
    method: string,
    headers: Record<string, string>,
    payload: Buffer | undefined,
    deadline: number | undefined,
    agent: http.Agent | false = this.agent,
  ): Promise<RawResponse> {
    const transport = url.protocol === 'https:' ? https : http;
    // The whole exchange (connect, send, the full answer) within the call's timeout and the page's deadline: a bank
    // that trickles its answer is cut off too, not only one that goes silent.
    const budget = Math.min(
      this.options.timeoutMs,
      deadline === undefined ? Infinity : Math.floor(deadline - performance.now()),
    );
    if (budget <= 0) return Promise.reject(new DeadlinePassed('the page deadline passed before the call'));
    return new Promise((resolve, reject) => {
      let response: http.IncomingMessage | undefined;
      const timer = setTimeout(() => {
        const err = new UpstreamTimeout(`upstream timeout after ${budget} ms`);
        response?.destroy(err);
        req.destroy(err);
      }, budget);
      const fail = (err: Error) => {
        clearTimeout(timer);
        reject(err);
      };
      const req = transport.request(
        url,
        {
          method,
          agent,
          headers: {
            ...headers,
            accept: 'application/json',
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
              : {}),
          },
        },
        (res) => {
          response = res;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
          res.on('error', fail);
          // Cut off mid-answer (the bank reset the connection): never a partial body read as a whole one.
          res.on('close', () => {
            if (!res.complete) fail(new ClosedMidResponse('upstream connection closed mid-response'));
          });
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        const reset = err.code === 'ECONNRESET' || err.code === 'EPIPE';
        fail(reset && req.reusedSocket && !response ? new ReusedSocketReset(err.message) : err);
      });
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A reused keep-alive socket was closed by the bank before it read the request: safe to send again. */
class ReusedSocketReset extends Error {}

/** The page's deadline had passed: the call was never sent. */
class DeadlinePassed extends Error {}

/** No whole answer within the call's budget. */
class UpstreamTimeout extends Error {}

/** The bank closed the connection before its answer was complete. */
class ClosedMidResponse extends Error {}

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };
