import { beforeEach, expect, jest } from '@jest/globals';
import {
  CONVERSATION,
  CONVERSATIONS,
  DELETE_CONVERSATION,
  MESSAGE_COUNT,
  SEND_MESSAGE,
  conversationSchema,
  conversationsResponseSchema,
  messageCountResponseSchema,
} from '../../../shared/api/messaging.ts';
import { MIA } from '../../helpers/customers.ts';
import { DEMO } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';
import { type Caller, type Json, useCaller } from './money-helpers.ts';

// What the messaging v1.0 tests share (shared/api/messaging.ts, docs/upstream-api/messaging.md): a sandbox with the
// test controls, mia.messages (sandbox/CUSTOMERS.md "Secure messaging") and demo.saver signed in, their
// conversations reset before every test, and the calls.

export const MIA_OPEN = 'ACC-35300011';
export const MIA_CLOSED = 'ACC-35300022';
export const HOSTILE = '<img src=x onerror=alert(1)>';

export async function list(caller: Caller, offset = 0, size = 8): Promise<Json> {
  const { status, body } = await caller.post(CONVERSATIONS, {
    Offset: offset,
    Size: size,
    ExtendedProperties: {},
  });
  expect(status).toBe(200);
  expect(conversationsResponseSchema.safeParse(body).success).toBe(true);
  return body as Json;
}

export async function allSummaries(caller: Caller): Promise<Json[]> {
  return (await list(caller, 0, 100)).Conversations as Json[];
}

export async function view(caller: Caller, key: string) {
  return caller.post(CONVERSATION, {
    ConversationKey: { Key: key },
    ProductType: null,
    ExtendedProperties: {},
  });
}

export async function viewed(caller: Caller, key: string): Promise<Json> {
  const { status, body } = await view(caller, key);
  expect(status).toBe(200);
  expect(conversationSchema.safeParse(body).success).toBe(true);
  return body as Json;
}

export async function send(caller: Caller, overrides: Record<string, unknown>) {
  return caller.post(SEND_MESSAGE, {
    AccountKey: null,
    ConversationKey: null,
    MessageBody: 'Hello',
    Reason: 'General Enquiry',
    ProductType: null,
    ExtendedProperties: {},
    ...overrides,
  });
}

export async function remove(caller: Caller, key: string) {
  return caller.post(DELETE_CONVERSATION, {
    ConversationKey: { Key: key },
    ProductType: null,
    ConversationProperties: [{ Name: 'Deleted', Value: 'true' }],
    ExtendedProperties: {},
  });
}

export async function count(caller: Caller): Promise<number> {
  const { status, body } = await caller.post(MESSAGE_COUNT, { Type: 'New' });
  expect(status).toBe(200);
  expect(messageCountResponseSchema.safeParse(body).success).toBe(true);
  return (body as Json).Count as number;
}

export const property = (conversation: Json, name: string) =>
  (conversation.ConversationProperties as Json[]).find((entry) => entry.Name === name)?.Value;

/**
 * The sandbox and callers of a messaging test file, each test starting from the seeded conversations. `clock` is
 * the sandbox's: a test file that reaches the automatic reply without waiting passes one it moves on.
 */
export function useMessaging(clock: () => Date = () => new Date()) {
  // Seeding hashes every demo password (slow by design) and the machine is shared.
  jest.setTimeout(30_000);
  const sandbox = useTestSandbox({ clock, testControls: true });
  const callers = { mia: useCaller(sandbox, MIA), demo: useCaller(sandbox, DEMO) };
  const reset = (username: string): Promise<Response> =>
    fetch(`${sandbox.apiUrl}/__test/reset-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: username }),
    });
  beforeEach(async () => {
    expect((await reset(MIA.username)).status).toBe(200);
    expect((await reset(DEMO.username)).status).toBe(200);
  });
  return { sandbox, reset, ...callers };
}
