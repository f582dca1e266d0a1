import { describe, expect, it } from '@jest/globals';
import { cancelNoticeResponseSchema, withdrawalResponseSchema } from '../../../shared/api/money-movements.ts';
import { NORA, isPending, ledger, plusDays } from './money-helpers.ts';
import { NORA_35, NORA_95, TODAY, cancel, useMoneyMovements, withdraw } from './use-money-movements.ts';

// movemoney v1.0 (shared/api/money-movements.ts, docs/upstream-api/money-movements.md): notices on notice
// accounts and cancelling them.

const { sandbox, wes, nora } = useMoneyMovements();

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
