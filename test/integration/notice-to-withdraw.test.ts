import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { WITHDRAWAL } from '#shared/api/money-movements.ts';
import { londonToday } from '#shared/domain/dates.ts';
import { noticeWithdrawalDate, SPEC_HOLIDAY_LIST } from '#shared/domain/working-days.ts';
import { until } from '../helpers/until.ts';
import { MAYA, signIn, text } from '../helpers/browserless.ts';
import { NORA } from '../helpers/customers.ts';
import {
  confirm,
  confirmation,
  DEMO_EASY,
  DEMO_NOTICE,
  h1,
  N35,
  N95,
  noticeCards,
  post,
  submissionKeyOf,
  toReview,
  useNoticePortal,
  useRecordedPortal,
} from './notice-to-withdraw.helpers.ts';
import { withdrawalDateText } from '../../app/routes/notice-to-withdraw/pending-notices.server.ts';

// Notice to withdraw (spec 3 §2, §4, §5, §8; docs/money-journeys.md) through the real app against the sandbox bank,
// every upstream money call counted (notice-to-withdraw.helpers.ts): the pending notices, giving notice and the
// London-midnight clock.

describe('notice to withdraw (nora.notice)', () => {
  const { portal, nora, withdrawals, moved } = useNoticePortal();

  it('sends a signed-out visitor to sign in', async () => {
    await request(portal.url).get(`/notice-to-withdraw/${N35}`).expect(302).expect('location', '/sign-in');
  });

  it('lists the pending notices, with Cancel notice only where the bank allows it', async () => {
    const page = await nora.get(`/notice-to-withdraw/${N35}`).expect(200);
    expect(page.text).toContain('<title>Notice to withdraw - ');
    expect(page.text.match(/<h1/g)).toHaveLength(1);
    expect(h1(page.text)).toBe('Notice to withdraw');
    const cards = noticeCards(page.text);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.text).toMatch(
      /^Withdrawal on \w+day \d+\w\w \w+ \d{4} Cancel notice of £1,200\.00 \(Withdrawal on [^)]+\) Amount £1,200\.00 Reference CAR REPAIRS$/,
    );
    expect(cards[0]?.cancel).toMatch(new RegExp(`^/notice-to-withdraw/cancel/${N35}/T35100011\\d+$`));
    expect(text(page.text)).toContain("This account needs 35 days' notice");
    // The selector offers the two notice accounts only.
    const options = [...page.text.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    expect(options).toEqual([N35, N95]);
    expect(page.text).toMatch(
      new RegExp(
        `<a role="button"[^>]*href="/notice-to-withdraw/create/${N35}"[^>]*>Create a new notice</a>`,
      ),
    );
    expect(page.text).toMatch(/<a role="button"[^>]*href="\/accounts\/list"[^>]*>Cancel<\/a>/);

    const other = await nora.get(`/notice-to-withdraw/${N95}`).expect(200);
    const otherCards = noticeCards(other.text);
    expect(otherCards.map((card) => card.text)).toEqual([
      expect.stringMatching(/Reference HOUSE DEPOSIT Cancelling This notice cannot be cancelled$/),
    ]);
    expect(otherCards[0]?.cancel).toBeNull();
    // The selector's GET form goes to the chosen account.
    await nora
      .get(`/notice-to-withdraw/${N35}?account=${N95}`)
      .expect(302)
      .expect('location', `/notice-to-withdraw/${N95}`);
  });

  it("shows the not-found page for another customer's account, an easy access or closed one, or a bad id", async () => {
    for (const id of [DEMO_NOTICE, DEMO_EASY, 'zz', accountKeyToHex('ACC-99999999')]) {
      for (const path of [`/notice-to-withdraw/${id}`, `/notice-to-withdraw/create/${id}`]) {
        const page = await nora.get(path).expect(404);
        expect(text(page.text)).toContain('Resource not found.');
      }
    }
    const maya = await signIn(portal.url, MAYA);
    for (const key of ['ACC-34000011', 'ACC-34000066']) {
      await maya.get(`/notice-to-withdraw/${accountKeyToHex(key)}`).expect(404);
    }
    await maya.get(`/notice-to-withdraw/${accountKeyToHex('ACC-34000022')}`).expect(200);
    expect(withdrawals()).toHaveLength(0);
  });

  it('states the notice period, the withdrawal date, the nominated account and the allowance before the form', async () => {
    const page = await nora.get(`/notice-to-withdraw/create/${N35}`).expect(200);
    expect(page.text).toContain('<title>Give notice to withdraw - ');
    const date = withdrawalDateText(noticeWithdrawalDate(londonToday(), 35, SPEC_HOLIDAY_LIST));
    const facts = text(/data-testid="notice-facts"[\s\S]*?<\/dl>/.exec(page.text)?.[0] ?? '');
    expect(facts).toContain('Notice period 35 days');
    expect(facts).toContain(`Withdrawal date ${date}`);
    expect(facts).toContain('Mrs N Notice, sort code 30-12-80, account ending 7715');
    expect(facts).toContain('£13,800.00');
    expect(page.text.indexOf('notice-facts')).toBeLessThan(page.text.indexOf('name="amount"'));
    // Labels and hints tied to their fields.
    expect(page.text).toMatch(/<label class="govuk-label govuk-label--s" for="amount">/);
    expect(page.text).toMatch(
      /id="amount"[^>]*aria-describedby="amount-hint"|aria-describedby="amount-hint"[^>]*id="amount"/,
    );
  });

  it('refuses a form without the CSRF token, and answers an empty or wrong one with the spec messages', async () => {
    await nora.post(`/notice-to-withdraw/create/${N35}`).type('form').send({ amount: '10' }).expect(403);
    const details = await nora.get(`/notice-to-withdraw/create/${N35}`).expect(200);
    const empty = await post(nora, `/notice-to-withdraw/create/${N35}`, details.text, {}).expect(400);
    expect(empty.text).toContain('<title>Error: Give notice to withdraw - ');
    expect(empty.text).toContain('<a href="#amount">Please enter an amount</a>');
    const wrong = await post(nora, `/notice-to-withdraw/create/${N35}`, details.text, {
      amount: '13,800.01',
      reference: 'CAR*REPAIRS',
    }).expect(400);
    expect(wrong.text).toContain('<a href="#amount">Please enter an amount less than available balance</a>');
    expect(wrong.text).toContain('<a href="#reference">Please enter a valid reference</a>');
    const invalid = await post(nora, `/notice-to-withdraw/create/${N35}`, details.text, {
      amount: '1.234',
    }).expect(400);
    expect(invalid.text).toContain('<a href="#amount">Please enter a valid amount</a>');
    // Nothing was asked of the bank, and the review cannot be reached.
    await nora.get(`/notice-to-withdraw/create/${N35}/review`).expect(302);
    expect(withdrawals()).toHaveLength(0);
  });

  it('gives notice once: review, confirm (303), the result on refresh and on a repeat POST', async () => {
    const date = noticeWithdrawalDate(londonToday(), 35, SPEC_HOLIDAY_LIST);
    const review = await toReview(nora, N35, { amount: '£250', reference: 'A&B ./-1' });
    expect(review).toContain('<title>Check your notice - ');
    expect(text(review)).toContain('£250.00');
    expect(text(review)).toContain('A&B ./-1');
    expect(text(review)).toContain(`${withdrawalDateText(date)}, at the end of the 35-day notice period`);
    for (const row of ['amount', 'reference', 'account'])
      expect(review).toContain(`Change<span class="govuk-visually-hidden"> ${row}</span>`);
    expect(review).toMatch(/<button type="submit" class="govuk-button"[^>]*>Confirm notice<\/button>/);

    const key = submissionKeyOf(review);
    await confirm(nora, N35, review).expect(303).expect('location', confirmation(N35, key));
    expect(withdrawals()).toHaveLength(1);
    expect(await moved('notice')).toHaveLength(1);
    expect(withdrawals()[0]?.body).toEqual({
      AccountKey: { Key: 'ACC-35100011', Context: expect.anything() },
      WithdrawalInformation: {
        ActionDate: date,
        Amount: '250.00',
        CloseAccount: false,
        PaymentReference: 'A&B ./-1',
      },
    });

    const result = await nora.get(confirmation(N35, key)).expect(200);
    expect(result.text).toContain('<title>Notice to withdraw given - ');
    const reference = /data-testid="notice-reference">([^<]+)</.exec(result.text)?.[1];
    expect(reference).toMatch(/^T35100011\d+$/);
    expect(text(result.text)).toContain(`On ${withdrawalDateText(date)} we will send £250.00`);
    // A refresh and a repeat POST of the same key: the first result, no second call.
    expect((await nora.get(confirmation(N35, key)).expect(200)).text).toContain(reference);
    await confirm(nora, N35, review, key).expect(303).expect('location', confirmation(N35, key));
    expect(withdrawals()).toHaveLength(1);
    expect(await moved('notice')).toHaveLength(1);
    // Back to the review: it says the notice has been given, with no button.
    const back = await nora.get(`/notice-to-withdraw/create/${N35}/review`).expect(200);
    expect(h1(back.text)).toBe('You have already given this notice');
    expect(back.text).not.toContain('name="submissionKey"');
    // The new notice is listed, and can be cancelled.
    const cards = noticeCards((await nora.get(`/notice-to-withdraw/${N35}`).expect(200)).text);
    expect(cards).toContainEqual({
      text: expect.stringContaining(`Withdrawal on ${withdrawalDateText(date)} Cancel notice of £250.00`),
      cancel: expect.stringMatching(new RegExp(`^/notice-to-withdraw/cancel/${N35}/${reference}$`)),
    });
  });

  it('calls the bank once for two parallel POSTs of one key', async () => {
    const review = await toReview(nora, N35, { amount: '3.33' }); // the sandbox answers £3.33 after 3 seconds
    const key = submissionKeyOf(review);
    const before = withdrawals().length;
    const movedBefore = (await moved('notice')).length;
    const [first, second] = await Promise.all([confirm(nora, N35, review), confirm(nora, N35, review)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.headers.location).toBe(confirmation(N35, key));
    expect(second.headers.location).toBe(confirmation(N35, key));
    expect(withdrawals()).toHaveLength(before + 1);
    expect(await moved('notice')).toHaveLength(movedBefore + 1);
    const done = await nora.get(confirmation(N35, key)).expect(200);
    expect(done.text).toContain('£3.33');
  }, 20_000);

  it('shows "being processed" (meta refresh) while the first POST waits for the bank', async () => {
    const review = await toReview(nora, N35, { amount: '3.33' });
    const key = submissionKeyOf(review);
    const before = withdrawals().length;
    // supertest sends a request when it is awaited: start this one now.
    const pending = confirm(nora, N35, review).then((response) => response);
    // Wait until the first POST has reached the bank, then look at the result page.
    await until('the first POST at the bank', () => withdrawals().length > before);
    const processing = await nora.get(confirmation(N35, key)).expect(200);
    expect(h1(processing.text)).toBe('Your notice is being processed');
    expect(processing.text).toMatch(/<meta http-equiv="refresh" content="2"/);
    await confirm(nora, N35, review, key).expect(303).expect('location', confirmation(N35, key));
    expect((await pending).status).toBe(303);
    expect(withdrawals()).toHaveLength(before + 1);
    expect(h1((await nora.get(confirmation(N35, key)).expect(200)).text)).toBe('Notice to withdraw given');
  }, 20_000);

  it("shows 'Notice to withdraw Failed' on the review, whose button works again with a new key", async () => {
    const review = await toReview(nora, N35, { amount: '9.99' }); // the sandbox answers Failed
    const key = submissionKeyOf(review);
    const before = withdrawals().length;
    await confirm(nora, N35, review)
      .expect(303)
      .expect('location', `/notice-to-withdraw/create/${N35}/review`);
    const again = await nora.get(`/notice-to-withdraw/create/${N35}/review`).expect(200);
    expect(
      text(/data-testid="notice-failed"[\s\S]*?<\/div>\s*<\/div>/.exec(again.text)?.[0] ?? ''),
    ).toContain('Notice to withdraw Failed');
    const retryKey = submissionKeyOf(again.text);
    expect(retryKey).not.toBe(key);
    // The old key is spent: its result, no call.
    await confirm(nora, N35, review, key).expect(303).expect('location', confirmation(N35, key));
    expect(withdrawals()).toHaveLength(before + 1);
    // The new key tries again.
    await confirm(nora, N35, again.text).expect(303);
    expect(withdrawals()).toHaveLength(before + 2);
  });

  it('says the outcome is unknown when the bank drops the connection, and never calls again for that key', async () => {
    const review = await toReview(nora, N35, { amount: '7.77' }); // committed, then the connection is dropped
    const key = submissionKeyOf(review);
    const before = withdrawals().length;
    await confirm(nora, N35, review).expect(303).expect('location', confirmation(N35, key));
    const page = await nora.get(confirmation(N35, key)).expect(200);
    expect(h1(page.text)).toBe('We could not confirm your notice');
    expect(text(page.text)).toContain(
      'An unknown error occurred. Please check your accounts before retrying.',
    );
    await confirm(nora, N35, review, key).expect(303);
    expect(withdrawals()).toHaveLength(before + 1);
  }, 20_000);

  it('gives notice to close the account, ignoring an amount sent with the box ticked', async () => {
    const date = noticeWithdrawalDate(londonToday(), 95, SPEC_HOLIDAY_LIST);
    const review = await toReview(nora, N95, { amount: 'abc', reference: '!!', closeAccount: 'yes' });
    expect(text(review)).toContain('Close account Yes: we will send the whole balance');
    expect(review).toMatch(/>Confirm and close account<\/button>/);
    expect(review).not.toContain('Change<span class="govuk-visually-hidden"> amount</span>');
    const before = withdrawals().length;
    await confirm(nora, N95, review).expect(303);
    expect(
      withdrawals()
        .slice(before)
        .map((call) => call.body),
    ).toEqual([
      {
        AccountKey: { Key: 'ACC-35100022', Context: expect.anything() },
        WithdrawalInformation: { ActionDate: date, Amount: null, CloseAccount: true, PaymentReference: null },
      },
    ]);
    const cards = noticeCards((await nora.get(`/notice-to-withdraw/${N95}`).expect(200)).text);
    expect(cards.map((card) => card.text)).toContainEqual(
      expect.stringContaining(`Withdrawal on ${withdrawalDateText(date)}`),
    );
    expect(cards.map((card) => card.text)).toContainEqual(
      expect.stringContaining('Amount All funds (account closure)'),
    );
  });
});

describe('notice to withdraw across London midnight (injected clock)', () => {
  // Tuesday 1 December 2026, 10 s before midnight (London is on GMT): 35 days on is Tuesday 5 January 2027;
  // after midnight it is Wednesday 6 January 2027. The sandbox bank runs on the same clock.
  let clock = Date.parse('2026-12-01T23:59:50Z');
  const { portal, proxy } = useRecordedPortal({
    now: () => clock,
    sandbox: { clock: () => new Date(clock) },
  });

  it('never sends a date that moved after the review: it shows the review again with the new date', async () => {
    const nora = await signIn(portal.url, NORA);
    const review = await toReview(nora, N35, { amount: '100' });
    expect(text(review)).toContain('Tuesday 5th January 2027');
    expect(review).not.toContain('data-testid="date-changed"');
    const key = submissionKeyOf(review);

    clock = Date.parse('2026-12-02T00:00:10Z');
    await confirm(nora, N35, review)
      .expect(303)
      .expect('location', `/notice-to-withdraw/create/${N35}/review`);
    expect(proxy.callsTo(WITHDRAWAL)).toHaveLength(0);
    const again = await nora.get(`/notice-to-withdraw/create/${N35}/review`).expect(200);
    const banner = text(/data-testid="date-changed"[\s\S]*?<\/div>\s*<\/div>/.exec(again.text)?.[0] ?? '');
    expect(banner).toContain('The withdrawal date has changed to Wednesday 6th January 2027.');
    expect(banner).toContain('It was Tuesday 5th January 2027');
    const newKey = submissionKeyOf(again.text);
    expect(newKey).not.toBe(key);
    // The old form (old date) cannot be confirmed any more.
    await confirm(nora, N35, review, key)
      .expect(303)
      .expect('location', `/notice-to-withdraw/create/${N35}/review`);
    expect(proxy.callsTo(WITHDRAWAL)).toHaveLength(0);

    await confirm(nora, N35, again.text).expect(303).expect('location', confirmation(N35, newKey));
    expect(proxy.callsTo(WITHDRAWAL).map((call) => call.body)).toEqual([
      expect.objectContaining({
        WithdrawalInformation: expect.objectContaining({ ActionDate: '2027-01-06' }),
      }),
    ]);
    const result = await nora.get(confirmation(N35, newKey)).expect(200);
    expect(text(result.text)).toContain('On Wednesday 6th January 2027 we will send £100.00');
  });
});
