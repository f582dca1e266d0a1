import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { accountsResponseSchema } from '../../../shared/api/accounts.ts';
import {
  CANCEL_NOTICE,
  cancelNoticeResponseSchema,
  WITHDRAWAL,
  withdrawalResponseSchema,
} from '../../../shared/api/money-movements.ts';
import { pending, until } from '../../helpers/until.ts';
import { DEMO, SAM, bankHeaders, callApi, startTestSandbox, useTestSandbox } from './helpers.ts';
import {
  type Caller,
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

// movemoney v1.0 (shared/api/money-movements.ts, docs/upstream-api/money-movements.md): withdrawals from easy access
// accounts, notices on notice accounts, cancelling notices; the magic amounts; the ledger and the reset test
// controls; the accounts list's RemainingAllowance and nominated account.

// Monday 23 November 2026, 10:00 in London (GMT): the seed day and "today".
const TODAY = '2026-11-23';
const sandbox = useTestSandbox({ clock: () => new Date(`${TODAY}T10:00:00Z`), testControls: true });
let wes: Caller;
let nora: Caller;
let demo: Caller;

const WES_EASY = 'ACC-35000011';
const WES_ONLINE = 'ACC-35000022';
const NORA_35 = 'ACC-35100011';
const NORA_95 = 'ACC-35100022';

function withdraw(
  caller: Caller,
  key: string,
  info: {
    ActionDate?: string;
    Amount: string | null;
    CloseAccount?: boolean;
    PaymentReference?: string | null;
  },
) {
  return caller.post(WITHDRAWAL, {
    AccountKey: { Key: key, Context: 'Savings' },
    WithdrawalInformation: {
      ActionDate: info.ActionDate ?? TODAY,
      Amount: info.Amount,
      CloseAccount: info.CloseAccount ?? false,
      PaymentReference: info.PaymentReference ?? null,
    },
  });
}

function cancel(caller: Caller, key: string, transactionIdentifier: string) {
  return caller.post(CANCEL_NOTICE, {
    AccountKey: { Key: key, Context: 'Savings' },
    TransactionIdentifier: transactionIdentifier,
  });
}

beforeAll(async () => {
  [wes, nora, demo] = await Promise.all([
    signedIn(sandbox.apiUrl, WES),
    signedIn(sandbox.apiUrl, NORA),
    signedIn(sandbox.apiUrl, DEMO),
  ]);
});

beforeEach(async () => {
  for (const who of [WES, NORA, DEMO])
    expect((await resetMoney(sandbox.apiUrl, who.username)).status).toBe(200);
});

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

describe('withdrawal from an easy access account', () => {
  it('books it today: balance and allowance go down, a transaction row, a ledger row', async () => {
    const response = await withdraw(wes, WES_EASY, { Amount: '100.50', PaymentReference: 'Rent & bills/1' });
    expect(response.status).toBe(200);
    const parsed = withdrawalResponseSchema.parse(response.body);
    expect(parsed).toMatchObject({ ResponseStatus: 'Success', TransactionIdentifier: expect.any(String) });
    expect(await wes.account(WES_EASY)).toMatchObject({ Balance: 5149.5, RemainingAllowance: 5149.5 });
    const [latest] = await wes.transactions(WES_EASY);
    expect(latest).toEqual({
      Date: TODAY,
      Description: 'Withdrawal to nominated account',
      Amount: -100.5,
      Balance: 5149.5,
      TransactionIdentifier: parsed.TransactionIdentifier,
      ExtendedProperties: {
        Type: 'PostedTransaction',
        TransactionType: 'Withdrawal',
        PaymentReference: 'Rent & bills/1',
      },
    });
    expect(await ledger(sandbox.apiUrl, WES.username)).toEqual([
      expect.objectContaining({
        Username: 'wes.withdraw',
        AccountKey: WES_EASY,
        Kind: 'withdrawal',
        Amount: '100.50',
        AmountPence: 10050,
        CloseAccount: false,
        Reference: 'Rent & bills/1',
        Status: 'Completed',
        TransactionIdentifier: parsed.TransactionIdentifier,
      }),
    ]);
  });

  it('accepts exactly the remaining allowance and refuses a penny more (Failed, nothing moves)', async () => {
    const over = await withdraw(wes, WES_ONLINE, { Amount: '2500.01' });
    expect(over.body).toEqual({ ResponseStatus: 'Failed', Message: expect.stringMatching(/allowance/) });
    expect(await ledger(sandbox.apiUrl, WES.username)).toEqual([]);
    expect((await withdraw(wes, WES_ONLINE, { Amount: '2500' })).body.ResponseStatus).toBe('Success');
    expect(await wes.account(WES_ONLINE)).toMatchObject({ Balance: 17500, RemainingAllowance: 0 });
    expect((await withdraw(wes, WES_ONLINE, { Amount: '0.01' })).body.ResponseStatus).toBe('Failed');
    expect(await ledger(sandbox.apiUrl, WES.username)).toHaveLength(1);
  });

  it.each([
    ['an ActionDate that is not today', { ActionDate: plusDays(TODAY, 1), Amount: '10.00' }],
    ['a zero amount', { Amount: '0.00' }],
    ['a reference with other characters', { Amount: '10.00', PaymentReference: 'No <script>' }],
    ['a reference over 18 characters', { Amount: '10.00', PaymentReference: 'A'.repeat(19) }],
  ])('refuses %s with Failed', async (_name, info) => {
    const { status, body } = await withdraw(wes, WES_EASY, info);
    expect(status).toBe(200);
    expect(body).toEqual({ ResponseStatus: 'Failed', Message: expect.any(String) });
    expect(await wes.account(WES_EASY)).toMatchObject({ Balance: 5250, RemainingAllowance: 5250 });
    expect(await ledger(sandbox.apiUrl, WES.username)).toEqual([]);
  });

  it.each([
    ['Amount null without CloseAccount', { Amount: null }],
    ['an Amount with CloseAccount', { Amount: '10.00', CloseAccount: true }],
    ['a PaymentReference with CloseAccount', { Amount: null, CloseAccount: true, PaymentReference: 'X' }],
    ['thousands separators', { Amount: '1,000.00' }],
    ['an exponent', { Amount: '1e3' }],
    ['a negative amount', { Amount: '-5.00' }],
    ['three decimals', { Amount: '1.234' }],
    ['a non-date ActionDate', { Amount: '1.00', ActionDate: '2026-02-30' }],
  ])('answers 400 for a body that breaks the contract: %s', async (_name, info) => {
    expect((await withdraw(wes, WES_EASY, info)).status).toBe(400);
    expect(await ledger(sandbox.apiUrl, WES.username)).toEqual([]);
  });

  it("answers 404 for another customer's account and 402 without a session", async () => {
    expect((await withdraw(wes, 'ACC-30187452', { Amount: '1.00' })).status).toBe(404);
    const anonymous = await callApi(sandbox.apiUrl, 'POST', WITHDRAWAL, {
      body: { AccountKey: { Key: WES_EASY }, WithdrawalInformation: {} },
      headers: bankHeaders(),
    });
    expect(anonymous.status).toBe(402);
    expect(await demo.account('ACC-30187452')).toMatchObject({ Balance: 12345.67 });
  });

  it('refuses a fixed term account', async () => {
    const { body } = await withdraw(demo, 'ACC-30456021', { Amount: '1.00' });
    expect(body.ResponseStatus).toBe('Failed');
  });

  it('closes the account with CloseAccount: the whole balance, AccountStatus Closed', async () => {
    const { body } = await withdraw(wes, WES_EASY, { Amount: null, CloseAccount: true });
    expect(body.ResponseStatus).toBe('Success');
    expect(await wes.account(WES_EASY)).toMatchObject({
      Balance: 0,
      RemainingAllowance: 0,
      AccountStatus: 'Closed',
      ExtendedProperties: { DateClosed: TODAY, NextInterestDueDate: null },
    });
    const [closing] = await wes.transactions(WES_EASY);
    expect(closing).toMatchObject({ Date: TODAY, Amount: -5250, Balance: 0 });
    expect(closing?.ExtendedProperties.TransactionType).toBe('Closing');
    expect(await ledger(sandbox.apiUrl, WES.username)).toEqual([
      expect.objectContaining({
        Kind: 'withdrawal',
        AmountPence: 525000,
        CloseAccount: true,
        Reference: null,
      }),
    ]);
    // A closed account moves nothing more.
    expect((await withdraw(wes, WES_EASY, { Amount: '1.00' })).body.ResponseStatus).toBe('Failed');
    expect(await ledger(sandbox.apiUrl, WES.username)).toHaveLength(1);
  });
});

describe('notice on a notice account', () => {
  it('records a pending, cancellable notice dated the withdrawal date; the allowance goes down', async () => {
    const date = plusDays(TODAY, 35);
    const response = await withdraw(nora, NORA_35, {
      ActionDate: date,
      Amount: '800',
      PaymentReference: 'ROOF',
    });
    const { TransactionIdentifier } = withdrawalResponseSchema.parse(response.body);
    expect(response.body.ResponseStatus).toBe('Success');
    expect(await nora.account(NORA_35)).toMatchObject({ Balance: 15000, RemainingAllowance: 13000 });
    const pending = (await nora.transactions(NORA_35)).filter(isPending);
    expect(pending).toEqual([
      {
        Date: date,
        Description: 'Notice of withdrawal to nominated account',
        Amount: -800,
        Balance: null,
        TransactionIdentifier,
        ExtendedProperties: {
          Type: 'PendingTransaction',
          TransactionType: 'Pending',
          Cancellable: 'true',
          PaymentReference: 'ROOF',
        },
      },
      // The seeded one, due 20 days after the seed day.
      expect.objectContaining({
        Date: plusDays(TODAY, 20),
        Amount: -1200,
        ExtendedProperties: expect.objectContaining({ Cancellable: 'true', PaymentReference: 'CAR REPAIRS' }),
      }),
    ]);
    expect(await ledger(sandbox.apiUrl, NORA.username)).toEqual([
      expect.objectContaining({
        Kind: 'notice',
        AmountPence: 80000,
        Status: 'Pending',
        TransactionIdentifier,
      }),
    ]);
  });

  it('accepts dates from today + the notice period to 10 days later, and nothing else', async () => {
    for (const days of [34, 106, 0])
      expect(
        (await withdraw(nora, NORA_95, { ActionDate: plusDays(TODAY, days), Amount: '1.00' })).body
          .ResponseStatus,
      ).toBe('Failed');
    for (const days of [95, 105])
      expect(
        (await withdraw(nora, NORA_95, { ActionDate: plusDays(TODAY, days), Amount: '1.00' })).body
          .ResponseStatus,
      ).toBe('Success');
    expect(await ledger(sandbox.apiUrl, NORA.username)).toHaveLength(2);
  });

  it('refuses more than the remaining allowance', async () => {
    const { body } = await withdraw(nora, NORA_35, { ActionDate: plusDays(TODAY, 35), Amount: '13800.01' });
    expect(body.ResponseStatus).toBe('Failed');
    expect(
      (await withdraw(nora, NORA_35, { ActionDate: plusDays(TODAY, 35), Amount: '13800.00' })).body
        .ResponseStatus,
    ).toBe('Success');
    expect((await nora.account(NORA_35)).RemainingAllowance).toBe(0);
  });

  it('gives a closing notice with Amount 0 that holds the whole allowance', async () => {
    const { body } = await withdraw(nora, NORA_95, {
      ActionDate: plusDays(TODAY, 95),
      Amount: null,
      CloseAccount: true,
    });
    expect(body.ResponseStatus).toBe('Success');
    const [closing] = (await nora.transactions(NORA_95)).filter(isPending);
    expect(closing).toMatchObject({
      TransactionIdentifier: body.TransactionIdentifier,
      Amount: 0,
      ExtendedProperties: { Cancellable: 'true', PaymentReference: null },
    });
    expect(await nora.account(NORA_95)).toMatchObject({
      Balance: 60000,
      RemainingAllowance: 0,
      AccountStatus: 'Active',
    });
    expect((await cancel(nora, NORA_95, body.TransactionIdentifier)).body).toEqual({ Success: true });
    expect((await nora.account(NORA_95)).RemainingAllowance).toBe(50000);
  });
});

describe('cancel notice', () => {
  it('cancels a notice: gone from the pending rows, allowance restored, two ledger rows', async () => {
    const given = await withdraw(nora, NORA_35, { ActionDate: plusDays(TODAY, 36), Amount: '500.00' });
    const id = given.body.TransactionIdentifier as string;
    const response = await cancel(nora, NORA_35, id);
    expect(cancelNoticeResponseSchema.parse(response.body)).toEqual({ Success: true });
    expect((await nora.transactions(NORA_35)).map((row) => row.TransactionIdentifier)).not.toContain(id);
    expect((await nora.account(NORA_35)).RemainingAllowance).toBe(13800);
    expect(await ledger(sandbox.apiUrl, NORA.username)).toEqual([
      expect.objectContaining({ Kind: 'notice', Status: 'Cancelled', TransactionIdentifier: id }),
      expect.objectContaining({
        Kind: 'notice-cancel',
        Status: 'Completed',
        AmountPence: 50000,
        TransactionIdentifier: id,
      }),
    ]);
    // Twice: nothing left to cancel.
    expect((await cancel(nora, NORA_35, id)).body).toEqual({ Success: false });
    expect(await ledger(sandbox.apiUrl, NORA.username)).toHaveLength(2);
  });

  it('cancels a seeded cancellable notice, and never a non-cancellable one', async () => {
    const [seeded] = (await nora.transactions(NORA_35)).filter(isPending);
    expect((await cancel(nora, NORA_35, seeded?.TransactionIdentifier)).body).toEqual({ Success: true });
    expect((await nora.account(NORA_35)).RemainingAllowance).toBe(15000);

    const [fixed] = (await nora.transactions(NORA_95)).filter(isPending);
    expect(fixed?.ExtendedProperties).toMatchObject({
      Cancellable: 'false',
      PaymentReference: 'HOUSE DEPOSIT',
    });
    expect((await cancel(nora, NORA_95, fixed?.TransactionIdentifier)).body).toEqual({ Success: false });
    expect((await nora.transactions(NORA_95)).filter(isPending)).toHaveLength(1);
    expect((await nora.account(NORA_95)).RemainingAllowance).toBe(50000);
    expect(await ledger(sandbox.apiUrl, NORA.username)).toEqual([
      expect.objectContaining({ Kind: 'notice-cancel', AmountPence: 120000 }),
    ]);
  });

  it('answers Success false for an unknown id, a booked row, or a notice of another account', async () => {
    const [seeded] = (await nora.transactions(NORA_35)).filter(isPending);
    const booked = (await nora.transactions(NORA_35)).find((row) => !isPending(row));
    expect((await cancel(nora, NORA_35, 'T0000000000000')).body).toEqual({ Success: false });
    expect((await cancel(nora, NORA_35, booked?.TransactionIdentifier)).body).toEqual({ Success: false });
    expect((await cancel(nora, NORA_95, seeded?.TransactionIdentifier)).body).toEqual({ Success: false });
    expect(await ledger(sandbox.apiUrl, NORA.username)).toEqual([]);
  });

  it("answers 404 for another customer's account", async () => {
    const [seeded] = (await nora.transactions(NORA_35)).filter(isPending);
    expect((await cancel(wes, NORA_35, seeded?.TransactionIdentifier)).status).toBe(404);
    expect((await nora.transactions(NORA_35)).filter(isPending)).toHaveLength(1);
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
