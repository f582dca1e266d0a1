import type { Account } from '#shared/api/accounts.ts';
import { formatDate, type IsoDate } from '#shared/domain/dates.ts';
import { nextWorkingDayAfter } from '#shared/domain/working-days.ts';
import { moneyMessages } from '#shared/messages/money-movements.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import type { SuccessView } from '../../lib/result-page.server.ts';
import { managedHolidays, today, type MoneyAccount } from '../../lib/money.server.ts';
import {
  confirmMovement,
  movementConfirmation,
  type Movement,
  type MovementAnswer,
  type MovementEntry,
  type MovementStage,
} from './withdrawal.server.ts';
import { EASY_ACCESS } from '../../lib/accounts.server.ts';

// Make a withdrawal (spec 3 §2 "Make withdrawal", §4, §5, §7, §8): details → review → confirmation, on the journey
// mechanism (app/lib/journey.server.ts) and the withdrawal it shares with notice to withdraw (withdrawal.server.ts).
// Only active easy access accounts; the money goes to the nominated account; ActionDate is London today and the
// screens say it arrives on the next working day, with the date.

export type WithdrawalStage = MovementStage;

export function confirmationPath(accountId: string, key: string): string {
  return `/make-withdrawal/${accountId}/confirmation?key=${encodeURIComponent(key)}`;
}

export const withdrawal: Movement = {
  journey: {
    name: 'withdrawal',
    scope: '/make-withdrawal',
    stages: ['details', 'review', 'done'],
    path: (stage, account) =>
      stage === 'details' ? `/make-withdrawal/${account}` : `/make-withdrawal/${account}/review`,
  },
  offers: (account: Account) => account.BrandProductType === EASY_ACCESS,
  confirmationPath,
  failedMessage: moneyMessages.withdrawalFailed,
};
export const withdrawalJourney = withdrawal.journey;

export type WithdrawalEntry = MovementEntry;

/** What the confirmation shows: the movement, and the next working day after the action date, when it arrives. */
export type WithdrawalAnswer = MovementAnswer & { paidOn: IsoDate };

/**
 * When the money arrives: the next working day after London today (docs/money-journeys.md, Make a withdrawal), as
 * the pages say it.
 */
export function paidOnText(ctx: AppContext): string {
  const date = nextWorkingDayAfter(today(ctx), managedHolidays(ctx));
  return `on the next working day, ${formatDate(date, 'Do MMMM YYYY')}`;
}

/** The confirm POST (withdrawal.server.ts): ActionDate London today, sent once. */
export function confirmWithdrawal(
  ctx: AppContext,
  account: Account,
  money: MoneyAccount,
  postedKey: string,
): Promise<Response> {
  const date = today(ctx);
  return confirmMovement<WithdrawalEntry, { paidOn: IsoDate }>(ctx, {
    movement: withdrawal,
    account,
    money,
    postedKey,
    actionDate: () => date,
    extra: () => ({ paidOn: nextWorkingDayAfter(date, managedHolidays(ctx)) }),
  });
}

/** The confirmation page's content for `key`, read back from the submission store. */
export function withdrawalConfirmation(
  ctx: AppContext,
  accountId: string,
  key: string | null,
): Promise<SuccessView<WithdrawalAnswer>> {
  return movementConfirmation<WithdrawalAnswer>(ctx, withdrawal, accountId, key);
}
