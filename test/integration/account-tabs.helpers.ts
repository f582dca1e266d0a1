import type { TestPortal } from '../helpers/portal.ts';
import { usePortal, useSignedIn } from './use-portal.ts';
import { MAYA, type Agent } from '../helpers/browserless.ts';

// Shared by the Transactions and Statements tabs' integration tests: maya.many (sandbox/CUSTOMERS.md) and her
// accounts' URLs.

/** /accounts/details/{hex key} of an account key (spec 2 §9: keys are hex-encoded in URLs). */
export function detailsPath(key: string): string {
  return `/accounts/details/${Buffer.from(key).toString('hex')}`;
}

/** A test portal on the sandbox with Maya signed in. */
export function useMayasPortal(): { portal: TestPortal; maya: Agent } {
  const portal = usePortal();
  return { portal, maya: useSignedIn(portal, MAYA) };
}
