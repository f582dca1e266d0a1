import type { Account } from '#shared/api/accounts.ts';
import { responseStatusSchema, SEND_MESSAGE, type SendMessageRequest } from '#shared/api/messaging.ts';
import { formatMoney, tryToPence } from '#shared/domain/money.ts';
import type { MessageWidgetData } from '#shared/forms/message-widget.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { accountId, fetchAccounts } from '../../lib/accounts.server.ts';
import { callOnce, statusOf, type ResultView, type SendStatus } from '../messaging-twoway/sending.server.ts';
import type { WidgetAccountOption } from './account-select.tsx';

// The message widget (spec 3 §2, §3 'Message reply request (widget)', §4 Widget, §8): one SEND_MESSAGE per one-time
// submission key, as the messaging pages send (../messaging-twoway/sending.server.ts), the outcome read back by the
// key on the acknowledgement page.

export const WIDGET_JOURNEY = 'message-widget';

export type WidgetAnswer = {
  status: SendStatus;
  reference: string | null;
  accountName: string;
  accountNumber: string;
};

/** spec 3 §2: the account name, then ': ' and the formatted balance when a balance exists. */
export function accountOption(account: Account): WidgetAccountOption {
  const name = account.AccountName?.trim() || account.AccountNumber;
  const pence = account.Balance == null ? null : tryToPence(account.Balance);
  const balance = pence === null ? null : formatMoney(pence, account.CurrencyCode || 'GBP');
  return { value: accountId(account), text: balance === null ? name : `${name}: ${balance}` };
}

export async function widgetAccounts(ctx: AppContext) {
  const accounts = await fetchAccounts(ctx);
  return { accounts, options: accounts.map(accountOption) };
}

export function successPath(key: string): string {
  return `/message-widget/message/success/?key=${encodeURIComponent(key)}`;
}

/** spec 3 §3 'Message reply request (widget)'. */
export function sendRequest(account: Account, entry: MessageWidgetData): SendMessageRequest {
  return {
    AccountKey: { Key: account.AccountKey.Key, Context: account.AccountKey.Context ?? null },
    ConversationKey: null,
    MessageBody: `Message about account number ${account.AccountNumber}\n${entry.message}`,
    Reason: `Account number: ${account.AccountNumber}`,
    ProductType: account.ProductType ?? null,
    ExtendedProperties: {},
  };
}

/** Sends the message once for `key` and answers 303 to the acknowledgement page (or where the outcome says). */
export function sendWidgetMessage(
  ctx: AppContext,
  account: Account,
  entry: MessageWidgetData,
  key: string,
  formPath: string,
): Promise<Response> {
  return callOnce(
    ctx,
    WIDGET_JOURNEY,
    key,
    { path: SEND_MESSAGE, body: sendRequest(account, entry), schema: responseStatusSchema },
    (response): WidgetAnswer => ({
      status: statusOf(response.ResponseStatus),
      reference: response.Reference ?? null,
      accountName: account.AccountName?.trim() || account.AccountNumber,
      accountNumber: account.AccountNumber,
    }),
    { result: successPath(key), form: formPath },
  );
}

export type AcknowledgementView =
  | { view: 'processing' }
  | { view: 'unknown' }
  | { view: 'failed' }
  | { view: 'success'; answer: WidgetAnswer };

/** The acknowledgement page's view of the send read back by its key (`resultPageData`). */
export function acknowledgement(result: ResultView<WidgetAnswer>): AcknowledgementView {
  if (result.view !== 'done') return result;
  if (result.answer.status === 'Failed') return { view: 'failed' };
  if (result.answer.status === 'Unknown') return { view: 'unknown' };
  return { view: 'success', answer: result.answer };
}
