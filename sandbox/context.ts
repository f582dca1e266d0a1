import type { DatabaseSync } from 'node:sqlite';
import type { Provider } from 'oidc-provider';
import type { Logger } from 'pino';
import type { Clock } from './domain/clock.ts';

export type SandboxSettings = {
  /** Sign-in tickets (step 1 -> step 2) expire after this many minutes (spec 1 §9: ticket expiry, default 20). */
  ticketExpiryMinutes: number;
  /** Native session tickets expire after this many idle minutes, renewed on use (spec 1 §9: session expiry 20). */
  sessionExpiryMinutes: number;
  bankName: string;
  portalUrl: string;
};

/** Everything an API area or the identity provider needs; built once by startSandbox. */
export type SandboxContext = {
  db: DatabaseSync;
  clock: Clock;
  /** Test control: moves the clock on (sandbox/server.ts advanceClock). */
  advanceClock?: ((ms: number) => void) | undefined;
  logger: Logger;
  settings: SandboxSettings;
  provider: Provider;
  /** The card issuer's (3-D Secure ACS) base URL, e.g. http://127.0.0.1:3103: ThreeDSecureUrl points there. */
  acsUrl: string;
  /** Signs and verifies the issuer's PaRes (sandbox/domain/three-d-secure.ts); random per start. */
  issuerSecret: Buffer;
  /**
   * The API's own base URL, e.g. http://127.0.0.1:3101 (known once it listens): the product document links point
   * there.
   */
  apiUrl: string;
  /** SANDBOX_TEST_CONTROLS=1: GET /__test/ledger and POST /__test/reset-money exist. */
  testControls: boolean;
};
