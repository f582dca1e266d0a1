import { describe, expect, it } from '@jest/globals';
import { WITHDRAWAL, withdrawalResponseSchema } from '../../../shared/api/money-movements.ts';
import { bankHeaders, callApi } from './api.ts';
import { WES, ledger, plusDays } from './money-helpers.ts';
import { TODAY, WES_EASY, WES_ONLINE, useMoneyMovements, withdraw } from './use-money-movements.ts';

// movemoney v1.0 (shared/api/money-movements.ts, docs/upstream-api/money-movements.md): withdrawals from easy access
// accounts.

const { sandbox, wes, demo } = useMoneyMovements();

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
