// The account chooser of the account details screen (spec 2 §2): a GET form naming the account to show.
import { z } from '../zod.ts';
import { accountDetailsMessages } from '../messages/account-details.ts';
import { textField } from './fields.ts';
import { matches, required } from './rules.ts';

/** The chosen account's URL id (its hex-encoded key, spec 2 §9); the server checks it names one of the customer's. */
export const accountChooserSchema = z.object({
  account: textField([
    required(accountDetailsMessages.chooserRequired),
    matches(/^(?:[0-9a-f]{2})+$/i, accountDetailsMessages.chooserRequired),
  ]),
});
export const accountChooserFields = ['account'] as const;
export type AccountChooserData = z.output<typeof accountChooserSchema>;
