import { data, redirect } from 'react-router';
import type { ContentDefaults, ManagedPage } from '#shared/content/managed.ts';
import type { AppContext } from './app-context.server.ts';
import { readSubmission } from './journey.server.ts';
import { managedPage } from './managed-content.server.ts';

// What a result page (docs/money-journeys.md, Result pages) shows: the outcome stored under the one-time key in its
// URL (app/lib/journey.server.ts, `submitOnce`), read back whatever the session says, so a refresh, a second tab or
// a lost session write shows the first result.

/**
 * A result page's loader data: the view `read` makes of the key in the page's URL, and the page's managed texts
 * (whose editor returns to this very URL, key included).
 */
export async function resultPage<View>(
  ctx: AppContext,
  request: Request,
  texts: { tag: string; defaults: ContentDefaults },
  read: (key: string | null) => Promise<View>,
): Promise<View & { page: ManagedPage }> {
  const url = new URL(request.url);
  const [view, page] = await Promise.all([
    read(url.searchParams.get('key')),
    managedPage(ctx, texts.tag, texts.defaults, `${url.pathname}${url.search}`),
  ]);
  return { ...view, page };
}

/** What a result page shows: the call still being processed, an outcome that is not known, or the journey's answer. */
export type ResultView<Answer> =
  { view: 'processing' } | { view: 'unknown' } | { view: 'answer'; answer: Answer };

/**
 * A result page's outcome for the key in its URL (docs/money-journeys.md, Result pages). No outcome for this
 * customer under the key sends them to `missing`; an outcome of another journey, or an answer that `belongs` says is
 * not this page's, is not found (or sent to `otherwise`); an outcome that ended the journey goes where the confirm
 * POST sent the customer.
 */
export async function readResult<Answer>(
  ctx: AppContext,
  key: string | null,
  expected: {
    journey: string;
    belongs: (answer: Answer) => boolean;
    missing: string;
    otherwise?: string;
  },
): Promise<ResultView<Answer>> {
  const notOurs = () => (expected.otherwise ? redirect(expected.otherwise) : data(null, { status: 404 }));
  const submission = await readSubmission<Answer>(ctx, key);
  if (submission.state === 'missing') throw redirect(expected.missing);
  if (submission.state === 'in-flight') return { view: 'processing' };
  if (submission.state === 'unknown') return { view: 'unknown' };
  const { outcome } = submission;
  if (submission.journey !== expected.journey) throw notOurs();
  if (outcome.kind === 'signed-out') throw redirect('/signed-out');
  if (outcome.kind === 'refused') throw redirect('/network-error');
  if (outcome.kind !== 'answer' || !expected.belongs(outcome.answer)) throw notOurs();
  return { view: 'answer', answer: outcome.answer };
}

/** What a result page shows of an answer that is 'Success', 'Failed' or 'Unknown'. */
export type SuccessView<Answer> =
  { view: 'processing' } | { view: 'unknown' } | { view: 'success'; answer: Answer };

/**
 * A result page's view of such an answer: a refused call goes back to `failed`, the page that says so and offers
 * the button again; an answer the bank left unknown is said as unknown (docs/money-journeys.md, Unknown outcomes).
 */
export function successView<Answer extends { status: 'Success' | 'Failed' | 'Unknown' }>(
  result: ResultView<Answer>,
  failed: string,
): SuccessView<Answer> {
  if (result.view !== 'answer') return result;
  const { answer } = result;
  if (answer.status === 'Failed') throw redirect(failed);
  if (answer.status === 'Unknown') return { view: 'unknown' };
  return { view: 'success', answer };
}
