import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from '@jest/globals';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { CANCEL_NOTICE, WITHDRAWAL } from '#shared/api/money-movements.ts';
import { csrfFrom, text, type Agent } from '../helpers/browserless.ts';
import { NORA } from '../helpers/customers.ts';
import type { startTestPortal } from '../helpers/portal.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';
import { readThrough, usePortal, useSignedIn } from './use-portal.ts';

// Helpers of the notice-to-withdraw integration tests: a recording proxy between the portal and the sandbox bank,
// so a test can say how many times the portal called upstream (0 for a refused cancel URL, 1 for a double submit),
// see what it sent, and make the bank give an answer it never gives by itself; the journey's steps as a browser
// without JavaScript takes them; and small readers of the pages.
//
// The proxy makes "once" and "never" measured, not assumed. nora.notice (sandbox/CUSTOMERS.md) has a 35-day notice
// account with a cancellable notice (CAR REPAIRS) and a 95-day one with a notice that cannot be cancelled (HOUSE
// DEPOSIT).

export type RecordedCall = { method: string; path: string; body: unknown };

export type RecordingProxy = {
  url: string;
  /** Every call that reached the proxy, oldest first. */
  calls: RecordedCall[];
  callsTo(path: string): RecordedCall[];
  /** The next call to `path` is answered with `body` (200, JSON) instead of reaching the bank. */
  answerNextWith(path: string, body: unknown): void;
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parse(body: Buffer): unknown {
  try {
    return body.length === 0 ? null : (JSON.parse(body.toString('utf8')) as unknown);
  } catch {
    return body.toString('utf8');
  }
}

/**
 * Starts the proxy before the portal (whose upstream URL it is); `target()` gives the bank's URL once it is known.
 * A connection the bank drops (the £7.77 magic amount) is dropped towards the portal too.
 */
export async function startRecordingProxy(target: () => string): Promise<RecordingProxy> {
  const calls: RecordedCall[] = [];
  const canned = new Map<string, unknown>();
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      calls.push({ method: req.method ?? 'GET', path, body: parse(body) });
      if (canned.has(path)) {
        const answer = canned.get(path);
        canned.delete(path);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        return;
      }
      const upstream = new URL(req.url ?? '/', target());
      const forward = httpRequest(
        upstream,
        { method: req.method, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => req.socket.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    answerNextWith: (path, body) => void canned.set(path, body),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The page's one-time submission key (the confirm form's hidden field). */
export function submissionKeyOf(html: string): string {
  const match = /name="submissionKey" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no submission key on the page');
  return match[1];
}

/** The text of the page's h1. */
export function h1(html: string): string {
  return text(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(html)?.[0] ?? '').trim();
}

/** The pending notices: one entry per card, its text and its cancel link if any. */
export function noticeCards(html: string): { text: string; cancel: string | null }[] {
  const list = /data-testid="pending-notices"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((card) => ({
    text: text(card[1] ?? '').trim(),
    cancel: /href="(\/notice-to-withdraw\/cancel\/[^"]+)"/.exec(card[1] ?? '')?.[1] ?? null,
  }));
}

export const N35 = accountKeyToHex('ACC-35100011');
export const N95 = accountKeyToHex('ACC-35100022');
export const DEMO_NOTICE = accountKeyToHex('ACC-30219864');
export const DEMO_EASY = accountKeyToHex('ACC-30187452');

/** A form POST with the page's CSRF token, not following the redirect. */
export function post(agent: Agent, path: string, csrfPage: string, form: Record<string, string>) {
  return agent
    .post(path)
    .type('form')
    .send({ _csrf: csrfFrom(csrfPage), ...form });
}

/** Step 1 posted with `form`; the review page's HTML. */
export async function toReview(agent: Agent, account: string, form: Record<string, string>): Promise<string> {
  const details = await agent.get(`/notice-to-withdraw/create/${account}`).expect(200);
  await post(agent, `/notice-to-withdraw/create/${account}`, details.text, form)
    .expect(303)
    .expect('location', `/notice-to-withdraw/create/${account}/review`);
  const html = (await agent.get(`/notice-to-withdraw/create/${account}/review`).expect(200)).text;
  expectServedWithoutReact(html);
  return html;
}

export function confirm(agent: Agent, account: string, review: string, key = submissionKeyOf(review)) {
  return post(agent, `/notice-to-withdraw/create/${account}/review`, review, { submissionKey: key });
}

export const confirmation = (account: string, key: string) =>
  `/notice-to-withdraw/create/${account}/confirmation?key=${encodeURIComponent(key)}`;

/**
 * A portal whose upstream is a recording proxy to its own sandbox bank: both started before the tests (the proxy
 * first: it is the portal's upstream URL), both closed after them.
 */
export function useRecordedPortal(options: NonNullable<Parameters<typeof startTestPortal>[1]> = {}) {
  let proxy: RecordingProxy | undefined;
  beforeAll(async () => {
    proxy = await startRecordingProxy(() => portal.sandbox.apiUrl);
  });
  const portal = usePortal({}, () => ({ ...options, upstreamUrl: proxy?.url }));
  afterAll(async () => {
    await proxy?.close();
  });
  return { portal, proxy: readThrough(() => proxy, 'the recording proxy') };
}

/** nora.notice signed in on a recorded portal, and what reached the bank and what really moved. */
export function useNoticePortal() {
  const { portal, proxy } = useRecordedPortal();
  const nora = useSignedIn(portal, NORA);
  const withdrawals = () => proxy.callsTo(WITHDRAWAL);
  const cancels = () => proxy.callsTo(CANCEL_NOTICE);
  /** The sandbox ledger's movements of a kind: what really moved. */
  const moved = async (kind: 'notice' | 'notice-cancel') =>
    (await portal.ledger(NORA.username)).filter((row) => row.Kind === kind);
  return { portal, proxy, nora, withdrawals, cancels, moved };
}
