import { expect } from '@jest/globals';
import { register } from './access-flows.ts';
import { useTestSandbox } from './test-sandbox.ts';

// What the registration tests share (spec 1 §4 Registration, §7): a sandbox on the clock the test file moves on, a
// ticket from the identity check, and the IdentityResponse the identity check answers with.

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export const identityResponse = (
  activationStatus: string | null = null,
  credentialErrors: string[] = [],
) => ({
  ExtendedProperties: {
    IdentityResponse: { CredentialErrors: credentialErrors, ActivationStatus: activationStatus },
  },
});

/** The sandbox of a registration test file, on `clock`, and a ticket from its identity check. */
export function useRegistration(clock: () => Date) {
  const sandbox = useTestSandbox({ clock });

  async function ticketFor(
    identity: Parameters<typeof register>[1],
    activationCode?: string,
  ): Promise<string> {
    const { body } = await register(sandbox.apiUrl, identity, activationCode);
    expect(body.Status).toBe('Success');
    return body.Ticket as string;
  }

  return { sandbox, ticketFor };
}
