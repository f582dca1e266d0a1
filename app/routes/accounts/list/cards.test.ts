import { describe, expect, it } from '@jest/globals';
import { latestBooked } from './cards.server.ts';
import type { Transaction } from '#shared/api/account-area.ts';

// An easy access card's latest transactions (spec 2 §2, §9): the 3 newest booked ones, pending ones hidden.

const booked = (date: string, amount: number | string): Transaction => ({ Date: date, Amount: amount });
const pending = (date: string, amount: number): Transaction => ({
  Date: date,
  Amount: amount,
  ExtendedProperties: { Type: 'PendingTransaction' },
});

describe('latestBooked', () => {
  it('takes the 3 newest booked transactions whatever the order they came in, pending ones left out', () => {
    expect(
      latestBooked(
        [
          booked('2026-11-01', 25.84),
          pending('2026-11-22', -250),
          booked('2026-11-21T09:30:00', 234),
          pending('2026-11-22', -75.5),
          booked('2026-10-30', '1,000.00'),
          booked('2026-11-22', -446),
        ],
        'GBP',
      ),
    ).toEqual([
      { date: '22 Nov 2026', amount: '-£446.00' },
      { date: '21 Nov 2026', amount: '£234.00' },
      { date: '01 Nov 2026', amount: '£25.84' },
    ]);
  });

  it('is empty when there is nothing booked, and skips a row whose date cannot be read', () => {
    expect(latestBooked([pending('2026-11-22', -10)], 'GBP')).toEqual([]);
    expect(latestBooked([booked('not a date', 5), booked('2026-11-02', 0.1)], 'GBP')).toEqual([
      { date: '02 Nov 2026', amount: '£0.10' },
    ]);
  });
});
