import { SANDBOX_API_URL } from './env.ts';

// The sandbox's money test controls (sandbox/api/test-controls.ts) for the money journeys' browser tests: put a
// customer's accounts back as seeded, and count the movements the sandbox's ledger recorded.

export type LedgerRow = {
  Kind: 'withdrawal' | 'notice' | 'notice-cancel' | 'card-payment';
  AccountKey: string;
  AmountPence: number;
  CloseAccount: boolean;
  Reference: string | null;
  Status: string;
};

export async function resetMoney(username: string): Promise<void> {
  const res = await fetch(`${SANDBOX_API_URL}/__test/reset-money`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username }),
  });
  if (!res.ok) throw new Error(`reset-money: HTTP ${res.status}`);
}

export async function ledger(username: string, kind?: LedgerRow['Kind']): Promise<LedgerRow[]> {
  const res = await fetch(`${SANDBOX_API_URL}/__test/ledger?username=${encodeURIComponent(username)}`);
  if (!res.ok) throw new Error(`ledger: HTTP ${res.status}`);
  const rows = (await res.json()) as LedgerRow[];
  return kind ? rows.filter((row) => row.Kind === kind) : rows;
}
