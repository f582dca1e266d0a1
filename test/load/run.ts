// A load run (decision 031): signed-in customers browse and make withdrawals at once, each confirm pressed twice,
// against the real sandbox on loopback. Prints the errors (goal 0), p50/p99 of every request, and checks in the
// sandbox's ledger that every submitted withdrawal reached the bank exactly once. Bounded: LOAD_USERS customers
// (default 6) × LOAD_ROUNDS rounds (default 5), about 20 s here. `npm run test:load`; needs `npm run build`.
// Exits 1 on any error, any withdrawal missing or made twice.
import { startTestPortal } from '../helpers/portal.ts';
import { csrfFrom, signIn, type Agent } from '../helpers/browserless.ts';
import { WES } from '../helpers/customers.ts';
import { EASY } from '../faults/journey.ts';

const USERS = Number(process.env.LOAD_USERS ?? 6);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 5);

const latencies: number[] = [];
const errors: string[] = [];
const submitted: number[] = [];

type Answer = { status: number; text: string; headers: Record<string, string> };

/** One request, timed; an answer other than `expected` counts as an error. */
async function step(
  label: string,
  expected: number,
  send: () => PromiseLike<Answer>,
): Promise<Answer | null> {
  const started = performance.now();
  try {
    const res = await send();
    latencies.push(performance.now() - started);
    if (res.status !== expected) {
      errors.push(`${label}: HTTP ${res.status}${res.headers.location ? ` → ${res.headers.location}` : ''}`);
      return null;
    }
    return res;
  } catch (err) {
    errors.push(`${label}: ${String(err)}`);
    return null;
  }
}

/** Signs a customer in (one at a time: the bank keeps one sign-in in progress per username). */
async function signedIn(): Promise<Agent | null> {
  const started = performance.now();
  try {
    const agent = await signIn(portal.url, WES);
    latencies.push((performance.now() - started) / 4); // sign-in is four requests
    return agent;
  } catch (err) {
    errors.push(`sign-in: ${String(err)}`);
    return null;
  }
}

async function customer(agent: Agent | null, user: number) {
  if (!agent) return;
  for (let round = 0; round < ROUNDS; round++) {
    await step('accounts list', 200, () => agent.get('/accounts/list'));
    await step('account details', 200, () => agent.get(`/accounts/details/${EASY}`));
    const form = await step('withdrawal form', 200, () => agent.get(`/make-withdrawal/${EASY}`));
    if (!form) continue;
    // A distinct amount per submission, so the ledger shows which arrived: £10.00 + user pounds + round pence.
    const pence = 1000 + user * 100 + round;
    const posted = await step('withdrawal step 1', 303, () =>
      agent
        .post(`/make-withdrawal/${EASY}`)
        .type('form')
        .send({ _csrf: csrfFrom(form.text), amount: (pence / 100).toFixed(2), reference: `Load ${user}` }),
    );
    if (!posted) continue;
    const review = await step('review', 200, () => agent.get(`/make-withdrawal/${EASY}/review`));
    if (!review) continue;
    const key = /name="submissionKey" value="([^"]+)"/.exec(review.text)?.[1] ?? '';
    submitted.push(pence);
    // The customer presses Confirm twice: both answers go to the one result.
    const press = () =>
      step('confirm', 303, () =>
        agent
          .post(`/make-withdrawal/${EASY}/review`)
          .type('form')
          .send({ _csrf: csrfFrom(review.text), submissionKey: key }),
      );
    const [first] = await Promise.all([press(), press()]);
    if (first) await step('confirmation', 200, () => agent.get(String(first.headers.location)));
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const portal = await startTestPortal();
let failed = false;
try {
  await portal.resetMoney(WES.username);
  const started = performance.now();
  const agents: Array<Agent | null> = [];
  for (let user = 0; user < USERS; user++) agents.push(await signedIn());
  await Promise.all(agents.map((agent, user) => customer(agent, user)));
  const seconds = (performance.now() - started) / 1000;

  const ledger = (await portal.ledger(WES.username)).filter((row) => row.Kind === 'withdrawal');
  const arrived = new Map<number, number>();
  for (const row of ledger)
    arrived.set(Number(row.AmountPence), (arrived.get(Number(row.AmountPence)) ?? 0) + 1);
  const missing = submitted.filter((pence) => !arrived.has(pence));
  const twice = [...arrived].filter(([, count]) => count > 1).map(([pence]) => pence);
  const unasked = [...arrived.keys()].filter((pence) => !submitted.includes(pence));
  const sorted = [...latencies].sort((a, b) => a - b);

  console.log(`\nLoad run: ${USERS} customers × ${ROUNDS} rounds, ${seconds.toFixed(1)} s`);
  console.log(`requests: ${latencies.length} (${(latencies.length / seconds).toFixed(1)}/s)`);
  console.log(
    `errors: ${errors.length}${errors.length ? ` — ${[...new Set(errors)].slice(0, 5).join('; ')}` : ''}`,
  );
  console.log(
    `latency: p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
  );
  console.log(
    `withdrawals: ${submitted.length} submitted (each confirm pressed twice), ${ledger.length} in the bank's ledger; ` +
      `missing ${missing.length}, made twice ${twice.length}, not submitted ${unasked.length}`,
  );
  const exactlyOnce = missing.length === 0 && twice.length === 0 && unasked.length === 0;
  console.log(exactlyOnce ? 'every submitted form reached the bank exactly once' : 'NOT exactly once');
  failed = errors.length > 0 || !exactlyOnce || submitted.length !== USERS * ROUNDS;
} finally {
  await portal.resetMoney(WES.username);
  await portal.close();
}
process.exit(failed ? 1 : 0);
