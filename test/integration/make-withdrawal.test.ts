import { beforeEach, describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { usePortal, useSignedIn } from './use-portal.ts';
import { until } from '../helpers/until.ts';
import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { NORA, WES } from '../helpers/customers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';

// Make a withdrawal (spec 3 §2, §4, §5, §8; docs/money-journeys.md, Common guarantees and Make a withdrawal) over
// HTTP against the sandbox, with the sandbox ledger counting the movements: never twice, whatever the browser sends.
const portal = usePortal();
const agent = useSignedIn(portal, WES);
const EASY = accountKeyToHex('ACC-35000011');
const LIMITED = accountKeyToHex('ACC-35000022');
const NORAS_NOTICE = accountKeyToHex('ACC-35100011');

beforeEach(async () => {
  await portal.resetMoney(WES.username);
});

const withdrawals = async () =>
  (await portal.ledger(WES.username)).filter((row) => row.Kind === 'withdrawal');

/** Step 1 → review: the review page's HTML. */
async function review(account: string, fields: Record<string, string>) {
  const form = await agent.get(`/make-withdrawal/${account}`).expect(200);
  await agent
    .post(`/make-withdrawal/${account}`)
    .type('form')
    .send({ _csrf: csrfFrom(form.text), ...fields })
    .expect(303)
    .expect('location', `/make-withdrawal/${account}/review`);
  const html = (await agent.get(`/make-withdrawal/${account}/review`).expect(200)).text;
  expectServedWithoutReact(html);
  return html;
}

function keyOf(html: string): string {
  const match = /name="submissionKey" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no submission key on the page');
  return match[1];
}

function confirm(account: string, html: string, key = keyOf(html)) {
  return agent
    .post(`/make-withdrawal/${account}/review`)
    .type('form')
    .send({ _csrf: csrfFrom(html), submissionKey: key });
}

describe('make a withdrawal', () => {
  it('says where the money goes and the most that can be taken, before asking', async () => {
    const page = text((await agent.get(`/make-withdrawal/${LIMITED}`).expect(200)).text);
    expect(page).toContain('Make a withdrawal');
    expect(page).toContain('Mr W Withdraw, sort code 20-71-64, account ending 1234');
    expect(page).toContain('You can withdraw up to £2,500.00');
    expect(page).toMatch(/It will arrive on the next working day, \w+ \w+ \d{4}/);
  });

  it('offers only the customer’s own active easy access accounts', async () => {
    const page = (await agent.get(`/make-withdrawal/${EASY}`).expect(200)).text;
    expect(page).toContain(`value="${LIMITED}"`);
    await agent.get(`/make-withdrawal/${NORAS_NOTICE}`).expect(404);
    await agent.get('/make-withdrawal/not-hex').expect(404);
    await agent
      .get(`/make-withdrawal/${EASY}?account=${LIMITED}`)
      .expect(302)
      .expect('location', `/make-withdrawal/${LIMITED}`);
  });

  it('checks the amount and reference with the spec’s messages, keeping what was typed', async () => {
    const form = await agent.get(`/make-withdrawal/${LIMITED}`).expect(200);
    const post = (fields: Record<string, string>) =>
      agent
        .post(`/make-withdrawal/${LIMITED}`)
        .type('form')
        .send({ _csrf: csrfFrom(form.text), ...fields })
        .expect(400);
    const empty = text((await post({ amount: '', reference: '' })).text);
    expect(empty).toContain('Error: Make a withdrawal');
    expect(empty).toContain('Please enter an amount');
    const over = await post({ amount: '2,500.01', reference: 'Too much' });
    expect(text(over.text)).toContain('Please enter an amount less than available balance');
    expect(over.text).toContain('value="2,500.01"');
    expect(over.text).toContain('value="Too much"');
    expect(text((await post({ amount: '0', reference: '' })).text)).toContain(
      'Please enter an amount greater than zero',
    );
    expect(text((await post({ amount: '1.234', reference: '' })).text)).toContain(
      'Please enter a valid amount',
    );
    expect(text((await post({ amount: '5', reference: 'bad_ref#' })).text)).toContain(
      'Please enter a valid reference',
    );
    expect(await withdrawals()).toHaveLength(0);
  });

  it('withdraws once for two parallel confirms, a refresh and a resubmit', async () => {
    const html = await review(EASY, { amount: '£1,000.50', reference: 'Holiday' });
    const page = text(html);
    expect(page).toContain('£1,000.50');
    expect(page).toContain('Holiday');
    expect(page).toContain('Confirm withdrawal');
    const key = keyOf(html);
    const [a, b] = await Promise.all([confirm(EASY, html), confirm(EASY, html)]);
    const result = `/make-withdrawal/${EASY}/confirmation?key=${key}`;
    expect([a.status, b.status]).toEqual([303, 303]);
    expect([a.headers.location, b.headers.location]).toEqual([result, result]);
    expect(await withdrawals()).toHaveLength(1);

    const done = text((await agent.get(result).expect(200)).text);
    expect(done).toContain('Withdrawal confirmed');
    expect(done).toContain('We will send £1,000.50 from Easy Access Saver');
    expect(done).toMatch(/It will arrive on the next working day, \w+ \w+ \d{4}/);
    await agent.get(result).expect(200);
    await confirm(EASY, html, key).expect(303).expect('location', result);
    expect(await withdrawals()).toHaveLength(1);
    const [row] = await withdrawals();
    expect(row).toMatchObject({ AmountPence: 100_050, Reference: 'Holiday' });

    // Back to the review after it was made: no live button, a link to the confirmation (docs/money-journeys.md, Back
    // after it is done).
    const back = text((await agent.get(`/make-withdrawal/${EASY}/review`).expect(200)).text);
    expect(back).toContain('You have already made this withdrawal');
    expect(back).not.toContain('Confirm withdrawal');
    // Another customer cannot read the outcome by its key.
    const nora = await signIn(portal.url, NORA);
    await nora.get(result).expect(302).expect('location', `/make-withdrawal/${EASY}`);
  });

  it('shows a second confirm sent while the first is in flight as being processed, then the one result', async () => {
    const html = await review(EASY, { amount: '3.33', reference: '' });
    const key = keyOf(html);
    // supertest sends a request when it is awaited: start the first one now.
    const first = confirm(EASY, html).then((res) => res);
    // The second comes once the first has reached the bank, which holds its answer for 3 s.
    await until('the first confirm at the bank', async () => (await withdrawals()).length);
    const second = await confirm(EASY, html).expect(303);
    const processing = await agent.get(second.headers.location!).expect(200);
    expect(processing.text).toContain('<meta http-equiv="refresh" content="2"/>');
    expect(text(processing.text)).toContain('Your withdrawal is being processed');
    expect((await first).status).toBe(303);
    const done = text((await agent.get(`/make-withdrawal/${EASY}/confirmation?key=${key}`).expect(200)).text);
    expect(done).toContain('Withdrawal confirmed');
    expect(await withdrawals()).toHaveLength(1);
  });

  it('says an outcome it could not confirm is unknown, and never sends it again', async () => {
    const html = await review(EASY, { amount: '7.77', reference: '' });
    const res = await confirm(EASY, html).expect(303);
    const unknown = text((await agent.get(res.headers.location!).expect(200)).text);
    expect(unknown).toContain('An unknown error occurred. Please check your accounts before retrying.');
    await confirm(EASY, html).expect(303).expect('location', res.headers.location!);
    expect(await withdrawals()).toHaveLength(1);
  });

  it('shows Make a Withdraw Failed on the review, and the button works again', async () => {
    const html = await review(EASY, { amount: '9.99', reference: '' });
    await confirm(EASY, html).expect(303).expect('location', `/make-withdrawal/${EASY}/review`);
    const again = (await agent.get(`/make-withdrawal/${EASY}/review`).expect(200)).text;
    expect(text(again)).toContain('Make a Withdraw Failed');
    expect(keyOf(again)).not.toBe(keyOf(html));
    expect(await withdrawals()).toHaveLength(0);
  });

  it('closes the account: amount and reference ignored, the closure spelt out', async () => {
    const html = await review(EASY, { closeAccount: 'yes', amount: 'rubbish', reference: '###' });
    const page = text(html);
    expect(page).toContain('Close account');
    expect(page).toContain(
      'we will send the whole balance, with any interest, to your nominated account and close',
    );
    expect(page).toContain('Confirm and close account');
    const res = await confirm(EASY, html).expect(303);
    const done = text((await agent.get(res.headers.location!).expect(200)).text);
    expect(done).toContain('Your account closure has been requested');
    const rows = await withdrawals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ CloseAccount: true });
  });

  it('says before confirming that closing sends the whole balance, above the online limit', async () => {
    const html = await review(LIMITED, { closeAccount: 'yes', amount: '', reference: '' });
    const page = text(html);
    expect(page).toContain('Your whole balance, £20,000.00 today, with any interest');
    expect(page).toContain(
      'This is more than your online limit of £2,500.00. The limit does not apply when you close your account: we will send the whole balance.',
    );
    expect(page).toContain('Confirm and close account');
    // Within the limit there is nothing to warn of.
    const easy = text(await review(EASY, { closeAccount: 'yes', amount: '', reference: '' }));
    expect(easy).toMatch(/Your whole balance, £[\d,.]+ today, with any interest/);
    expect(easy).not.toContain('online limit');
  });

  it('ends the journey when the customer leaves it', async () => {
    await review(LIMITED, { amount: '10', reference: '' });
    await agent.get('/accounts/list').expect(200);
    await agent
      .get(`/make-withdrawal/${LIMITED}/review`)
      .expect(302)
      .expect('location', `/make-withdrawal/${LIMITED}`);
  });
});
