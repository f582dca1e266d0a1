import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { MAYA, signIn, type Agent } from '../helpers/browserless.ts';

// Shared by the Transactions and Statements tabs' integration tests: maya.many (sandbox/CUSTOMERS.md) and her
// accounts' URLs.

/** /accounts/details/{hex key} of an account key (spec 2 §9: keys are hex-encoded in URLs). */
export function detailsPath(key: string): string {
  return `/accounts/details/${Buffer.from(key).toString('hex')}`;
}

/** A test portal on the sandbox with Maya signed in. */
export async function startWithMaya(): Promise<{ portal: TestPortal; maya: Agent }> {
  const portal = await startTestPortal();
  return { portal, maya: await signIn(portal.url, MAYA) };
}
