import { expect } from '@jest/globals';

/** Puts the customer's conversations back as the sandbox seeds them, so each test starts from the same list. */
export async function resetMessages(apiUrl: string, username: string): Promise<void> {
  const res = await fetch(`${apiUrl}/__test/reset-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username }),
  });
  expect(res.ok).toBe(true);
}
