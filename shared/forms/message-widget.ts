// The message widget's send-message form (spec 3 §5 'Widget send-message form'): a related account (its hex URL id;
// the server checks it names one of the customer's accounts) and a message, both required.
import { z } from '../zod.ts';
import { messageWidgetMessages } from '../messages/message-widget.ts';
import { textField } from './fields.ts';
import { matches, required } from './rules.ts';

export const messageWidgetSchema = z.object({
  account: textField([
    required(messageWidgetMessages.accountRequired),
    matches(/^(?:[0-9a-f]{2})+$/i, messageWidgetMessages.accountRequired),
  ]),
  message: textField([required(messageWidgetMessages.messageRequired)], {
    multiline: true,
    label: 'Your message',
  }),
});
export const messageWidgetFields = ['account', 'message'] as const;
export type MessageWidgetData = z.output<typeof messageWidgetSchema>;
