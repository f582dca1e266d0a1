import type { Logger } from 'pino';
import { z } from 'zod';
import { failureOutcome, upstreamHeaders } from '../upstream/client.ts';
import type { PortalMetrics, UpstreamOutcomeLabel } from '../metrics.ts';
import type { ContentKind } from '#shared/content/managed.ts';

// The published managed content of each page tag, from the bank's cmscontent area (decision 035), cached
// per tag. A cached tag is used as it is for `freshMs`, then revalidated with its ETag (a 304 costs nothing); a
// publish through this portal drops the tag at once, a publish elsewhere (the editor deployment) is seen at the next
// revalidation. The content service never breaks a page: a failure or a reply slower than `timeoutMs` gives the last
// known values or none (the defaults in code), is logged once per tag until the tag loads again, and the tag is not
// asked again for `retryMs`, so a dead service does not slow every page.

export type PublishedValues = Record<ContentKind, Record<string, string>>;

const values = z.record(z.string(), z.string()).catch({});
const publishedSchema = z.object({ Content: values, Errors: values, Options: values });

export type ContentServiceOptions = {
  baseUrl: string;
  brandCode: string;
  logger: Logger;
  /** The content service's own short timeout (CONTENT_TIMEOUT_MS, default 800 ms). */
  timeoutMs: number;
  /** How long a loaded tag is used without asking again (CONTENT_FRESH_MS, default 5 s). */
  freshMs: number;
  /** After a failure, how long defaults are used without asking again (default 10 s). */
  retryMs?: number;
  now?: () => number;
  /** Each call's time and outcome, with the bank API's other calls (server/metrics.ts). */
  metrics?: Pick<PortalMetrics, 'upstreamCall'> | undefined;
};

/** The content calls' one operation label: the tag is left out. */
const CONTENT_OPERATION = '/cmscontent/v1.0/content';

type Entry = { etag: string | undefined; values: PublishedValues; checkedAt: number };

export class ContentService {
  private readonly cache = new Map<string, Entry>();
  /** Tags whose last load failed, and when to try again. */
  private readonly failing = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<PublishedValues | undefined>>();
  private readonly options: ContentServiceOptions;
  private readonly now: () => number;

  constructor(options: ContentServiceOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** Drops a tag from the cache: called when this portal publishes to it. */
  invalidate(tag: string): void {
    this.cache.delete(tag);
    this.failing.delete(tag);
  }

  /**
   * The tag's last loaded published values, however old, without asking the content service: for pages that must
   * never wait, such as the Express-rendered error page (decision 038). Undefined when the tag was never loaded.
   */
  cached(tag: string): PublishedValues | undefined {
    return this.cache.get(tag)?.values;
  }

  /** Each cached tag's age in seconds: how long since the content service last gave or confirmed it (metrics). */
  *ages(): Iterable<[string, number]> {
    const now = this.now();
    for (const [tag, entry] of this.cache) yield [tag, Math.max(0, now - entry.checkedAt) / 1000];
  }

  /** The tag's published values, or undefined (use the defaults) when none could be loaded. */
  async published(tag: string, requestId: string): Promise<PublishedValues | undefined> {
    const entry = this.cache.get(tag);
    const now = this.now();
    if (entry && now - entry.checkedAt < this.options.freshMs) return entry.values;
    const retryAt = this.failing.get(tag);
    if (retryAt !== undefined && now < retryAt) return entry?.values;
    const pending = this.inFlight.get(tag);
    if (pending) return pending;
    const load = this.load(tag, entry, requestId).finally(() => this.inFlight.delete(tag));
    this.inFlight.set(tag, load);
    return load;
  }

  private async load(
    tag: string,
    entry: Entry | undefined,
    requestId: string,
  ): Promise<PublishedValues | undefined> {
    const headers = upstreamHeaders(this.options.brandCode, { requestId });
    if (entry?.etag) headers['if-none-match'] = entry.etag;
    const started = performance.now();
    let outcome: UpstreamOutcomeLabel | undefined;
    try {
      const response = await fetch(`${this.options.baseUrl}${CONTENT_OPERATION}/${encodeURIComponent(tag)}`, {
        headers,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      let result: Entry;
      if (response.status === 304 && entry) {
        result = { ...entry, checkedAt: this.now() };
      } else if (response.ok) {
        outcome = 'malformed';
        const parsed = publishedSchema.safeParse(await response.json());
        if (!parsed.success) throw new Error('unexpected response shape');
        result = {
          etag: response.headers.get('etag') ?? undefined,
          values: { content: parsed.data.Content, errors: parsed.data.Errors, options: parsed.data.Options },
          checkedAt: this.now(),
        };
      } else {
        outcome = response.status >= 500 ? '5xx' : '4xx';
        throw new Error(`HTTP ${response.status}`);
      }
      outcome = 'ok';
      this.cache.set(tag, result);
      if (this.failing.delete(tag))
        this.options.logger.info({ tag, requestId }, 'content service answering again');
      return result.values;
    } catch (err) {
      const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      const timedOut = /TimeoutError|AbortError|aborted due to timeout/.test(message);
      const reason = timedOut ? `no answer within ${this.options.timeoutMs} ms` : message;
      outcome = timedOut ? 'timeout' : (outcome ?? failureOutcome((err as { cause?: unknown }).cause ?? err));
      if (!this.failing.has(tag))
        this.options.logger.warn(
          { tag, requestId, reason },
          'content service unavailable: the page uses its default texts',
        );
      this.failing.set(tag, this.now() + (this.options.retryMs ?? 10_000));
      return entry?.values;
    } finally {
      this.options.metrics?.upstreamCall(
        CONTENT_OPERATION,
        outcome ?? 'error',
        (performance.now() - started) / 1000,
      );
    }
  }
}
