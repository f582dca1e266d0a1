import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../../server/config.ts';
import { deviceCookies } from '../../../server/middleware/device-cookie.ts';
import { rules } from '../../../server/middleware/rate-limit-rules.ts';
import { createMetrics } from '../../../server/metrics.ts';

// The metrics module (server/metrics.ts; decision 074): bounded labels, the journeys' series, and docs/operations.md
// naming every series the registry has and no other.

async function text(metrics: ReturnType<typeof createMetrics>) {
  return metrics.registry.metrics();
}

describe('the portal metrics', () => {
  it('keep a label to 200 values: the rest are counted as other', async () => {
    const metrics = createMetrics();
    for (let i = 0; i < 250; i++) metrics.upstreamCall(`/op/${i}?id=${i}`, 'ok', 0.01);
    const exposed = await text(metrics);
    const operations = new Set(
      [...exposed.matchAll(/portal_upstream_request_duration_seconds_count\{operation="([^"]*)"/g)].map(
        (m) => m[1],
      ),
    );
    expect(operations.size).toBe(201);
    expect(operations).toContain('other');
    expect([...operations].some((op) => op?.includes('?'))).toBe(false);
    expect(exposed).toMatch(
      /portal_upstream_request_duration_seconds_count\{operation="other",outcome="ok"\} 50/,
    );
  });

  it('count each journey in its series, and not a journey they do not know', async () => {
    const metrics = createMetrics();
    metrics.journeyOutcome('withdrawal', 'confirmed');
    metrics.journeyOutcome('card-payment', 'unknown');
    metrics.journeyOutcome('messaging-reply', 'refused');
    metrics.journeyOutcome('shortApply', 'confirmed');
    metrics.journeyOutcome('someone-elses', 'confirmed');
    const exposed = await text(metrics);
    expect(exposed).toContain('portal_money_movements_total{movement="withdrawal",outcome="confirmed"} 1');
    expect(exposed).toContain('portal_money_movements_total{movement="card_payment",outcome="unknown"} 1');
    expect(exposed).toContain('portal_messages_total{kind="reply",outcome="refused"} 1');
    expect(exposed).toContain('portal_applications_total{kind="short",outcome="confirmed"} 1');
    expect(exposed).not.toContain('someone-elses');
  });

  it('are each registry’s own, so two apps in one process never count into each other', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.rateLimited('sign-in-client');
    expect(await text(a)).toContain('portal_rate_limit_refusals_total{limiter="sign-in-client"} 1');
    expect(await text(b)).not.toContain('limiter="sign-in-client"');
  });

  it('are each documented in docs/operations.md, which names no other', async () => {
    const metrics = createMetrics();
    const registered = (await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name).sort();
    const doc = readFileSync('docs/operations.md', 'utf8');
    const named = [...new Set([...doc.matchAll(/\bportal_[a-z_]+/g)].map((m) => m[0]))]
      .map((name) => name.replace(/_(bucket|count|sum)$/, ''))
      .filter((name, i, all) => all.indexOf(name) === i)
      .sort();
    expect(named).toEqual(registered);
  });

  it("name every rate limit's label in docs/operations.md", () => {
    const config = loadConfig({});
    const limiters = rules(config.rateLimits, deviceCookies(config)).map((rule) => rule.name);
    const doc = readFileSync('docs/operations.md', 'utf8');
    const row = doc.split('\n').find((line) => line.startsWith('| `portal_rate_limit_refusals_total`')) ?? '';
    expect(limiters.filter((name) => !row.includes(`\`${name}\``))).toEqual([]);
  });
});
