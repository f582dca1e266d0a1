import { describe, expect, it } from '@jest/globals';
import type { AppContext } from '../../../server/context.ts';
import type { UpstreamOutcome } from '../../../server/upstream/client.ts';
import {
  dismissSystemMessage,
  SYSTEM_MESSAGES_CACHE_MS,
  systemMessageId,
  systemMessagesFor,
} from '../../../app/components/system-messages/system-messages.server.ts';

// spec 2 §2/§4 system messages: the per-session cache, the silent failure and the dismissals, on a stub context.

function stubContext(answers: UpstreamOutcome<unknown>[]) {
  let t = 1_000_000;
  const calls: string[] = [];
  const warnings: string[] = [];
  const session = {} as AppContext['session'];
  const ctx = {
    session,
    now: () => t,
    log: { warn: (_obj: unknown, msg: string) => warnings.push(msg) },
    upstream: async (call: { path: string }) => {
      calls.push(call.path);
      return answers.shift() ?? { kind: 'error', status: 500, reason: 'no more answers' };
    },
  } as unknown as AppContext;
  return { ctx, calls, warnings, advance: (ms: number) => (t += ms) };
}

const ok = (bodies: string[]): UpstreamOutcome<unknown> => ({
  kind: 'ok',
  status: 200,
  data: { SystemMessages: bodies.map((Body) => ({ Body })) },
});

describe('systemMessagesFor', () => {
  it('keys each message by a hash of its body, skipping blank ones', async () => {
    const { ctx } = stubContext([ok(['First', '  ', 'Second '])]);
    expect(await systemMessagesFor(ctx)).toEqual([
      { id: systemMessageId('First'), body: 'First' },
      { id: systemMessageId('Second'), body: 'Second' },
    ]);
    expect(systemMessageId('First')).toMatch(/^[0-9a-f]{16}$/);
    expect(systemMessageId('First')).not.toBe(systemMessageId('First!'));
  });

  it('asks the bank at most once per cache period', async () => {
    const { ctx, calls, advance } = stubContext([ok(['One']), ok(['Two'])]);
    await systemMessagesFor(ctx);
    advance(SYSTEM_MESSAGES_CACHE_MS - 1);
    expect((await systemMessagesFor(ctx)).map((m) => m.body)).toEqual(['One']);
    advance(1);
    expect((await systemMessagesFor(ctx)).map((m) => m.body)).toEqual(['Two']);
    expect(calls).toHaveLength(2);
  });

  it('shows nothing and logs a line when the call fails, then tries again after a minute', async () => {
    const { ctx, calls, warnings, advance } = stubContext([
      { kind: 'error', status: 503, reason: 'HTTP 503' },
      ok(['Back']),
    ]);
    expect(await systemMessagesFor(ctx)).toEqual([]);
    expect(warnings).toEqual(['system messages could not be fetched: no banners shown']);
    advance(30_000);
    expect(await systemMessagesFor(ctx)).toEqual([]);
    advance(30_000);
    expect((await systemMessagesFor(ctx)).map((m) => m.body)).toEqual(['Back']);
    expect(calls).toHaveLength(2);
  });

  it('leaves out dismissed messages for the rest of the session', async () => {
    const { ctx } = stubContext([ok(['Keep', 'Hide'])]);
    dismissSystemMessage(ctx, systemMessageId('Hide'));
    dismissSystemMessage(ctx, systemMessageId('Hide'));
    expect(ctx.session.dismissedSystemMessages).toEqual([systemMessageId('Hide')]);
    expect((await systemMessagesFor(ctx)).map((m) => m.body)).toEqual(['Keep']);
  });
});
