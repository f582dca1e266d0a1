import { SANDBOX_API_URL } from '../env.ts';

// The sandbox bank's test controls (sandbox/api/test-controls.ts) and its outbox (the customer's phone and letters),
// for the browser tests: put a customer's money and applications back as seeded, read what the bank recorded, read
// the passcode it "sent".

export type LedgerRow = {
  Kind: 'withdrawal' | 'notice' | 'notice-cancel' | 'card-payment';
  AccountKey: string;
  AmountPence: number;
  CloseAccount: boolean;
  Reference: string | null;
  Status: string;
};

export type StoredApplication = { Reference: string; Status: string; ProductCode: string; Payload: unknown };

async function post(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${SANDBOX_API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${SANDBOX_API_URL}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Puts a customer's accounts, notices and card payments back as seeded, and empties their ledger. */
export async function resetMoney(username: string): Promise<void> {
  await post('/__test/reset-money', { Username: username });
}

/** Every money movement the bank recorded for a customer (of one kind). */
export async function ledger(username: string, kind?: LedgerRow['Kind']): Promise<LedgerRow[]> {
  const rows = await get<LedgerRow[]>(`/__test/ledger?username=${encodeURIComponent(username)}`);
  return kind ? rows.filter((row) => row.Kind === kind) : rows;
}

/** The short applications the bank holds for a customer. */
export async function applications(username: string): Promise<StoredApplication[]> {
  return get<StoredApplication[]>(`/__test/applications?username=${encodeURIComponent(username)}`);
}

export async function resetApplications(username: string): Promise<void> {
  await post('/__test/reset-applications', { Username: username });
}

async function outbox(destination: string): Promise<{ Code: string | null }[]> {
  const { Messages } = await get<{ Messages: { Code: string | null }[] }>(
    `/outbox.json?destination=${encodeURIComponent(destination)}`,
  );
  return Messages;
}

/** The passcode in the newest message to `destination`. */
export async function latestCode(destination: string): Promise<string> {
  const code = (await outbox(destination))[0]?.Code;
  if (!code) throw new Error(`no passcode sent to ${destination}`);
  return code;
}

/** How many messages the bank has sent to `destination`. */
export async function sentCount(destination: string): Promise<number> {
  return (await outbox(destination)).length;
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
