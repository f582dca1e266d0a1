import { z } from 'zod';

// The upstream contract of secure messaging (spec 3 §3 entities, §7 calls): the conversations list, a conversation,
// sending a new message or a reply (the widget sends through the same call), deleting a conversation and the
// new-message count. Spec 3 §7 says "methods and paths ... are not shown": the paths are the sandbox's choice, in the
// API area spec 2 §7 names (messaging); docs/decisions records the choice. Schemas are tolerant: unknown fields pass.

const text = z.string().nullish();
const key = z.object({ Key: z.string(), Context: text }).loose();

// ---------------------------------------------------------------------------------------------------------------
// POST CONVERSATIONS { Offset: number, Size: number (spec 3 §9: 8), ExtendedProperties: {} }
//   → { Conversations: ConversationSummary[], TotalConversationsCount: number }
// Newest first by LastModifiedDate (the portal sorts again, it does not trust the order). Deleted ones are not listed.
export const CONVERSATIONS = '/messaging/v1.0/conversations';

export const conversationSummarySchema = z
  .object({
    ConversationKey: key,
    /** The subject ('General Enquiry' by default; 'Account number {number}' from the widget). */
    Reason: text,
    /** ISO date-time. */
    LastModifiedDate: text,
    HasUnreadMessages: z.boolean().nullish(),
    MessageCount: z.number().nullish(),
  })
  .loose();
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsResponseSchema = z
  .object({
    Conversations: z.array(conversationSummarySchema).nullish(),
    TotalConversationsCount: z.number().nullish(),
  })
  .loose();

// ---------------------------------------------------------------------------------------------------------------
// POST CONVERSATION { ConversationKey: { Key }, ProductType: string | null, ExtendedProperties: {} } → Conversation
// Viewing a conversation marks its messages read. An unknown or another customer's key answers 404.
export const CONVERSATION = '/messaging/v1.0/conversation';

export const messageSchema = z
  .object({
    /** Plain text; line breaks are '\n' (or '\r\n'). Never HTML: the portal renders it as text. */
    Body: z.string().nullish(),
    CreatedDate: text,
    /** SenderType 'User' (the customer) or anything else (the bank: 'Agent', 'System'...). */
    Sender: z.object({ SenderType: text, Name: text }).loose().nullish(),
  })
  .loose();
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z
  .object({
    ConversationKey: key,
    /** null when the conversation is about no account. */
    AccountKey: key.nullish(),
    /** A placeholder ('00000000', '') or 'Not available' when the account is unknown: the portal hides it. */
    AccountNumber: text,
    SortCode: text,
    /** ' <Closed account>' is appended by the portal when the account is closed (AccountStatus 'Closed'). */
    AccountStatus: text,
    Reason: text,
    /** The bank's reference of the conversation. */
    Reference: text,
    /** Oldest first. */
    Messages: z.array(messageSchema).nullish(),
    /** Allowed actions, e.g. ['Reply']. */
    Supports: z.array(z.string()).nullish(),
    /** Name/value pairs, e.g. { Name: 'Closed', Value: 'True' }. */
    ConversationProperties: z
      .array(z.object({ Name: z.string(), Value: z.union([z.string(), z.boolean()]).nullish() }).loose())
      .nullish(),
  })
  .loose();
export type Conversation = z.infer<typeof conversationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST SEND_MESSAGE { AccountKey: { Key, Context } | null, ConversationKey: { Key } | null (null: a new
//   conversation), MessageBody: string (prefixed 'Message about account number {number}\n' when an account is
//   chosen), Reason: string (new only; default 'General Enquiry'; the widget's 'Account number {number}' or
//   'General Enquiry'), ProductType: string | null, ExtendedProperties: {} }
//   → { ResponseStatus: 'Success' | 'Failed' | other, ConversationKey?: { Key }, Reference?: string }
// Replying to a closed conversation or one without 'Reply' in Supports answers 'Failed'.
export const SEND_MESSAGE = '/messaging/v1.0/message/send';

export type SendMessageRequest = {
  AccountKey: { Key: string; Context?: string | null | undefined } | null;
  ConversationKey: { Key: string } | null;
  MessageBody: string;
  Reason?: string | undefined;
  ProductType: string | null;
  ExtendedProperties: Record<string, never>;
};

export const responseStatusSchema = z
  .object({
    ResponseStatus: text,
    ConversationKey: key.nullish(),
    Reference: text,
  })
  .loose();
export type ResponseStatusResponse = z.infer<typeof responseStatusSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST DELETE_CONVERSATION { ConversationKey: { Key }, ProductType: string | null,
//   ConversationProperties: [{ Name: 'Deleted', Value: 'true' }], ExtendedProperties: {} } → { ResponseStatus }
export const DELETE_CONVERSATION = '/messaging/v1.0/conversation/delete';

// ---------------------------------------------------------------------------------------------------------------
// POST MESSAGE_COUNT { Type: 'New' } → { Count: number }: conversations with unread messages from the bank.
export const MESSAGE_COUNT = '/messaging/v1.0/messages/count';

export const messageCountResponseSchema = z.object({ Count: z.number().nullish() }).loose();
