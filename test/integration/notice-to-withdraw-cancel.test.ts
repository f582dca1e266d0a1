import { beforeAll, describe, expect, it } from '@jest/globals';
import { CANCEL_NOTICE, WITHDRAWAL } from '#shared/api/money-movements.ts';
import { londonToday } from '#shared/domain/dates.ts';
import { noticeWithdrawalDate, SPEC_HOLIDAY_LIST } from '#shared/domain/working-days.ts';
import { DEMO, signIn, text } from '../helpers/browserless.ts';
import { NORA } from '../helpers/customers.ts';
import { signedIn } from './sandbox/money-helpers.ts';
import {
  DEMO_NOTICE,
  h1,
  N35,
  N95,
  noticeCards,
  post,
  submissionKeyOf,
  useNoticePortal,
} from './notice-to-withdraw.helpers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';

// Notice to withdraw (spec 3 §2, §4, §5, §8; docs/money-journeys.md) through the real app against the sandbox
// bank, every upstream money call counted (notice-to-withdraw.helpers.ts): cancelling a notice.

describe('notice to withdraw (nora.notice)', () => {
  const { portal, proxy, nora, cancels, moved } = useNoticePortal();

  // A cancellable notice of nora's own (the seeded CAR REPAIRS is the other): given at the bank as the portal gives
  // one, before the tests.
  beforeAll(async () => {
    const bank = await signedIn(portal.sandbox.apiUrl, NORA);
    const given = await bank.post(WITHDRAWAL, {
      AccountKey: { Key: 'ACC-35100011', Context: 'Savings' },
      WithdrawalInformation: {
        ActionDate: noticeWithdrawalDate(londonToday(), 35, SPEC_HOLIDAY_LIST),
        Amount: '250.00',
        CloseAccount: false,
        PaymentReference: 'A&B ./-1',
      },
    });
    if (given.body?.ResponseStatus !== 'Success') throw new Error(`notice gave ${given.text}`);
  });

  describe('cancelling a notice', () => {
    it("is not found, and calls nothing, for a notice that cannot be cancelled or is not this customer's", async () => {
      // The list shows no link for HOUSE DEPOSIT: its id comes from the bank.
      const bank = await signedIn(portal.sandbox.apiUrl, NORA);
      const house = (await bank.transactions('ACC-35100022')).find(
        (row) => row.ExtendedProperties.PaymentReference === 'HOUSE DEPOSIT',
      )?.TransactionIdentifier as string;
      expect(house).toMatch(/^T35100022\d+$/);
      const list = await nora.get(`/notice-to-withdraw/${N95}`).expect(200);
      const refused = [
        `/notice-to-withdraw/cancel/${N95}/${house}`,
        `/notice-to-withdraw/cancel/${N35}/${house}`,
      ];
      // demo.saver's notice, from her own list.
      const demo = await signIn(portal.url, DEMO);
      const demoList = await demo.get(`/notice-to-withdraw/${DEMO_NOTICE}`).expect(200);
      const demoNotice = noticeCards(demoList.text)[0]?.cancel;
      expect(demoNotice).toBeTruthy();
      refused.push(demoNotice ?? '', `/notice-to-withdraw/cancel/${N35}/${demoNotice?.split('/').at(-1)}`);
      for (const path of refused) {
        const page = await nora.get(path).expect(404);
        expect(text(page.text)).toContain('Resource not found.');
        // A forged POST, with a well-formed key: not found either.
        await post(nora, path, list.text, { submissionKey: 'A'.repeat(22) }).expect(404);
      }
      expect(cancels()).toHaveLength(0);
    });

    it('confirms, shows a refusal on the confirm page, then cancels once for two parallel POSTs', async () => {
      const list = await nora.get(`/notice-to-withdraw/${N35}`).expect(200);
      const card = noticeCards(list.text).find((candidate) => candidate.text.includes('CAR REPAIRS'));
      const path = card?.cancel ?? '';
      const noticeId = path.split('/').at(-1);
      const page = await nora.get(path).expect(200);
      expect(page.text).toContain('<title>Cancel this notice - ');
      expectServedWithoutReact(page.text);
      expect(h1(page.text)).toBe('Cancel this notice?');
      expect(text(page.text)).toContain('£1,200.00');
      expect(text(page.text)).toContain('CAR REPAIRS');
      expect(page.text).toMatch(
        new RegExp(`<a class="govuk-link" href="/notice-to-withdraw/${N35}">Keep the notice</a>`),
      );
      // A refresh keeps the same key (a second tab shares it).
      const key = submissionKeyOf(page.text);
      expect(submissionKeyOf((await nora.get(path).expect(200)).text)).toBe(key);

      // The bank says no: the spec's general failure in a danger alert, on the confirm page, with a new key.
      proxy.answerNextWith(CANCEL_NOTICE, { Success: false });
      await post(nora, path, page.text, { submissionKey: key }).expect(303).expect('location', path);
      expect(cancels()).toHaveLength(1);
      const refused = await nora.get(path).expect(200);
      expect(
        text(/data-testid="cancel-failed"[\s\S]*?<\/div>\s*<\/div>/.exec(refused.text)?.[0] ?? ''),
      ).toContain('An error occurred while trying to process your request.');
      const retry = submissionKeyOf(refused.text);
      expect(retry).not.toBe(key);

      const success = `${path}/success?key=${retry}`;
      const [first, second] = await Promise.all([
        post(nora, path, refused.text, { submissionKey: retry }),
        post(nora, path, refused.text, { submissionKey: retry }),
      ]);
      expect([first.status, second.status]).toEqual([303, 303]);
      expect([first.headers.location, second.headers.location]).toEqual([success, success]);
      expect(cancels()).toHaveLength(2);
      expect(await moved('notice-cancel')).toHaveLength(1);
      expect(cancels()[1]?.body).toEqual({
        AccountKey: { Key: 'ACC-35100011', Context: expect.anything() },
        TransactionIdentifier: noticeId,
      });

      const done = await nora.get(success).expect(200);
      expect(done.text).toContain('<title>Notice cancelled - ');
      expect(text(done.text)).toContain(
        'Your notice to withdraw £1,200.00 from 35 Day Notice Account (35100011)',
      );
      expect(done.text).toMatch(
        new RegExp(`<a class="govuk-button" href="/notice-to-withdraw/${N35}">Back to your notices</a>`),
      );
      // Refresh, repeat POST: the first result, no call.
      await nora.get(success).expect(200);
      await post(nora, path, refused.text, { submissionKey: retry }).expect(303).expect('location', success);
      expect(cancels()).toHaveLength(2);
      expect(await moved('notice-cancel')).toHaveLength(1);
      // Back to the confirm page straight after: it says so, without the button.
      const back = await nora.get(path).expect(200);
      expect(h1(back.text)).toBe('You have already cancelled this notice');
      expect(back.text).not.toContain('name="submissionKey"');
      // The list no longer has it; its cancel URL is not found now.
      const after = await nora.get(`/notice-to-withdraw/${N35}`).expect(200);
      expect(after.text).not.toContain('CAR REPAIRS');
      await nora.get(path).expect(404);
      expect(cancels()).toHaveLength(2);
    });

    it('says so, without a button, when the bank refused and the notice can no longer be cancelled', async () => {
      const list = await nora.get(`/notice-to-withdraw/${N35}`).expect(200);
      const path = noticeCards(list.text).find((card) => card.text.includes('A&B ./-1'))?.cancel ?? '';
      const page = await nora.get(path).expect(200);
      proxy.answerNextWith(CANCEL_NOTICE, { Success: false });
      await post(nora, path, page.text, { submissionKey: submissionKeyOf(page.text) }).expect(303);
      // Meanwhile the notice was cancelled another way (the bank's own call, not through the portal).
      const bank = await signedIn(portal.sandbox.apiUrl, NORA);
      const direct = await bank.post(CANCEL_NOTICE, {
        AccountKey: { Key: 'ACC-35100011' },
        TransactionIdentifier: path.split('/').at(-1),
      });
      expect(direct.body).toEqual({ Success: true });
      const calls = cancels().length;
      const refused = await nora.get(path).expect(200);
      expect(h1(refused.text)).toBe('This notice cannot be cancelled');
      expect(text(refused.text)).toContain('An error occurred while trying to process your request.');
      expect(refused.text).not.toContain('name="submissionKey"');
      expect(cancels()).toHaveLength(calls);
    });
  });
});
