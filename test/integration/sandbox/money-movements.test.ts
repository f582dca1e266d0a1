import { describe, expect, it } from '@jest/globals';
import { accountsResponseSchema } from '../../../shared/api/accounts.ts';
import { WITHDRAWAL } from '../../../shared/api/money-movements.ts';
import { pending, until } from '../../helpers/until.ts';
import { SAM } from './sign-in.ts';
import { startTestSandbox } from './test-sandbox.ts';
import {
  type Json,
  NORA,
  WES,
  isPending,
  ledger,
  plusDays,
  postExpectingDrop,
  resetMoney,
  signedIn,
} from './money-helpers.ts';
import {
  NORA_35,
  NORA_95,
  TODAY,
  WES_EASY,
  WES_ONLINE,
  cancel,
  useMoneyMovements,
  withdraw,
} from './use-money-movements.ts';

// movemoney v1.0 (shared/api/money-movements.ts, docs/upstream-api/money-movements.md): the accounts list's
// RemainingAllowance and nominated account, demo.saver's movements, the magic amounts, and the ledger and reset test
// controls.

const { sandbox, wes, nora, demo } = useMoneyMovements();

describe('the accounts list (spec 3 §3 Account)', () => {
  it('gives RemainingAllowance and the nominated account, and parses with the contract', async () => {
    const { body } = await wes.post('/accounts/v3.0/accounts', {});
    expect(accountsResponseSchema.safeParse(body).success).toBe(true);
    expect(
      (body.Accounts as Json[]).map((account) => [
        account.AccountKey.Key,
        account.Balance,
        account.RemainingAllowance,
        account.ExtendedProperties.NominatedAccountName,
        account.ExtendedProperties.NominatedAccountNumber,
        account.ExtendedProperties.NominatedSortCode,
      ]),
    ).toEqual([
      [WES_EASY, 5250, 5250, 'Mr W Withdraw', '53811234', '20-71-64'],
      // An online limit below the balance.
      [WES_ONLINE, 20000, 2500, 'Mr W Withdraw', '53811234', '20-71-64'],
    ]);
    expect((await wes.account(WES_EASY)).Supports).toEqual([
      'NominatedAccount',
      'MakeWithdrawal',
      'OrganisationDetails',
      'SendMessage',
      'StatementOptions',
      'PayByCard',
    ]);
  });

  it('holds back pending notices and withdrawals from the allowance; fixed terms have none', async () => {
    expect((await nora.account(NORA_35)).RemainingAllowance).toBe(13800);
    expect((await nora.account(NORA_95)).RemainingAllowance).toBe(50000);
    expect((await nora.account(NORA_95)).Supports).toContain('NoticeOfWithdrawal');
    expect(await Promise.all(['ACC-30187452', 'ACC-30219864', 'ACC-30456021'].map(demo.account))).toEqual([
      expect.objectContaining({ Balance: 12345.67, RemainingAllowance: 12195.67 }),
      expect.objectContaining({ Balance: 25000, RemainingAllowance: 22000 }),
      expect.objectContaining({ Balance: 50000.1, RemainingAllowance: 0 }),
    ]);
    expect((await demo.account('ACC-30187452')).ExtendedProperties.NominatedAccountName).toBe('Alex Saver');
  });

  it('gives every savings account a nominated account, also where the seed had none', async () => {
    const sam = await signedIn(sandbox.apiUrl, SAM);
    expect((await sam.account('ACC-31550938')).ExtendedProperties).toMatchObject({
      NominatedAccountNumber: '60221187',
      NominatedSortCode: '07-04-36',
      NominatedAccountName: 'Sam Single',
    });
  });
});

describe('demo.saver', () => {
  it('withdraws, gives notice and cancels the seeded notice', async () => {
    expect((await withdraw(demo, 'ACC-30187452', { Amount: '12195.67' })).body.ResponseStatus).toBe(
      'Success',
    );
    expect(await demo.account('ACC-30187452')).toMatchObject({ Balance: 150, RemainingAllowance: 0 });
    const notice = await withdraw(demo, 'ACC-30219864', { ActionDate: plusDays(TODAY, 95), Amount: '2000' });
    expect(notice.body.ResponseStatus).toBe('Success');
    const seeded = (await demo.transactions('ACC-30219864'))
      .filter(isPending)
      .find((row) => row.Date === TODAY);
    expect(seeded?.ExtendedProperties.Cancellable).toBe('true');
    expect((await cancel(demo, 'ACC-30219864', seeded?.TransactionIdentifier)).body.Success).toBe(true);
    expect((await demo.account('ACC-30219864')).RemainingAllowance).toBe(23000);
  });
});

describe('magic amounts', () => {
  it('£9.99: Failed, nothing moves', async () => {
    expect((await withdraw(wes, WES_EASY, { Amount: '9.99' })).body).toEqual({
      ResponseStatus: 'Failed',
      Message: expect.any(String),
    });
    expect(
      (await withdraw(nora, NORA_35, { ActionDate: plusDays(TODAY, 35), Amount: '9.99' })).body
        .ResponseStatus,
    ).toBe('Failed');
    expect(await ledger(sandbox.apiUrl, WES.username)).toEqual([]);
    expect(await ledger(sandbox.apiUrl, NORA.username)).toEqual([]);
    expect((await wes.account(WES_EASY)).Balance).toBe(5250);
  });

  it('£3.33: committed at once, answered after 3 seconds', async () => {
    const started = Date.now();
    const slow = withdraw(wes, WES_EASY, { Amount: '3.33' });
    const inFlight = pending(slow);
    // In flight: the movement is already in the ledger.
    await until(
      'the £3.33 withdrawal in the ledger',
      async () => (await ledger(sandbox.apiUrl, WES.username)).length,
    );
    expect(inFlight()).toBe(true);
    expect(await ledger(sandbox.apiUrl, WES.username)).toEqual([
      expect.objectContaining({ AmountPence: 333, Status: 'Completed' }),
    ]);
    const { body } = await slow;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(body.ResponseStatus).toBe('Success');
    expect((await wes.account(WES_EASY)).Balance).toBe(5246.67);
  }, 15_000);

  it('£7.77: committed, then the connection is dropped without an answer', async () => {
    const account = await nora.account(NORA_35);
    expect(account.Balance).toBe(15000);
    const ticketHeaders = { 'x-session-ticket': nora.ticket };
    const outcome = await postExpectingDrop(
      sandbox.apiUrl,
      WITHDRAWAL,
      {
        AccountKey: { Key: NORA_35 },
        WithdrawalInformation: {
          ActionDate: plusDays(TODAY, 35),
          Amount: '7.77',
          CloseAccount: false,
          PaymentReference: null,
        },
      },
      ticketHeaders,
    );
    // No status: fetch fails (the socket was closed with no response).
    expect(outcome).not.toHaveProperty('status');
    expect(String((outcome as { error: unknown }).error)).toMatch(/fetch failed/);
    expect(await ledger(sandbox.apiUrl, NORA.username)).toEqual([
      expect.objectContaining({ Kind: 'notice', AmountPence: 777, Status: 'Pending' }),
    ]);
    expect((await nora.account(NORA_35)).RemainingAllowance).toBe(13792.23);
  }, 15_000);
});

describe('test controls', () => {
  it('reset-money puts the accounts, notices and ledger back as seeded', async () => {
    await withdraw(wes, WES_EASY, { Amount: null, CloseAccount: true });
    await withdraw(wes, WES_ONLINE, { Amount: '100.00' });
    const [seeded] = (await nora.transactions(NORA_35)).filter(isPending);
    await cancel(nora, NORA_35, seeded?.TransactionIdentifier);
    await withdraw(nora, NORA_95, { ActionDate: plusDays(TODAY, 96), Amount: '5.00' });
    const rowsBefore = (await wes.transactions(WES_ONLINE)).length;

    const reset = await resetMoney(sandbox.apiUrl, WES.username);
    expect(await reset.json()).toEqual({ Username: 'wes.withdraw', AccountsReset: 2 });
    expect((await resetMoney(sandbox.apiUrl, NORA.username)).status).toBe(200);

    expect(await ledger(sandbox.apiUrl, WES.username)).toEqual([]);
    expect(await ledger(sandbox.apiUrl, NORA.username)).toEqual([]);
    expect(await wes.account(WES_EASY)).toMatchObject({
      Balance: 5250,
      RemainingAllowance: 5250,
      AccountStatus: 'Active',
      ExtendedProperties: { DateClosed: null },
    });
    expect(await wes.account(WES_ONLINE)).toMatchObject({ Balance: 20000, RemainingAllowance: 2500 });
    expect((await wes.transactions(WES_ONLINE)).length).toBe(rowsBefore - 1);
    expect((await nora.transactions(NORA_35)).filter(isPending)).toEqual([seeded]);
    expect((await nora.transactions(NORA_95)).filter(isPending)).toHaveLength(1);
    expect(await nora.account(NORA_35)).toMatchObject({ RemainingAllowance: 13800 });
  });

  it('answers 400 without a username and 404 for an unknown one', async () => {
    expect((await fetch(`${sandbox.apiUrl}/__test/ledger`)).status).toBe(400);
    expect((await fetch(`${sandbox.apiUrl}/__test/ledger?username=nobody.here`)).status).toBe(404);
    expect((await resetMoney(sandbox.apiUrl, 'nobody.here')).status).toBe(404);
  });

  it('do not exist without SANDBOX_TEST_CONTROLS', async () => {
    const plain = await startTestSandbox();
    try {
      // Refused by the bank-header check like any unknown call.
      expect((await fetch(`${plain.apiUrl}/__test/ledger?username=wes.withdraw`)).status).toBe(400);
      expect((await resetMoney(plain.apiUrl, 'wes.withdraw')).status).toBe(400);
    } finally {
      await plain.stop();
    }
  });
});
