import { afterAll, beforeAll } from '@jest/globals';
import { signIn, type Agent, type Credentials } from '../helpers/browserless.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';

// What most integration test files set up first: a portal for the file (or one describe block) and customers
// signed in on it. Both are started in a beforeAll and read through the object returned here, so a test file
// declares them once, as constants, and reads `portal.url` in any test or later hook.

type Env = Record<string, string>;
type Options = NonNullable<Parameters<typeof startTestPortal>[1]>;

/** An object that reads through to what `current()` gives, once a hook has made it. */
export function readThrough<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(`${what} is not started yet: read it in a test or a hook`);
      const property: unknown = Reflect.get(value, key);
      return typeof property === 'function' ? property.bind(value) : property;
    },
  });
}

/**
 * The portal of a test file (or of the describe block it is called in): started before its tests, closed after
 * them. `env` and `options` may be functions, read when the portal starts, for what another beforeAll starts first
 * (a recording proxy's URL, a Redis server's).
 */
export function usePortal(env: Env | (() => Env) = {}, options: Options | (() => Options) = {}): TestPortal {
  let started: TestPortal | undefined;
  beforeAll(async () => {
    started = await startTestPortal(
      typeof env === 'function' ? env() : env,
      typeof options === 'function' ? options() : options,
    );
  }, 30_000); // the portal and the sandbox: slow on a busy machine
  afterAll(async () => {
    await started?.close();
  });
  return readThrough(() => started, 'the portal');
}

/** `customer` signed in on `portal` before the tests, as a browser without JavaScript (a cookie-keeping agent). */
export function useSignedIn(portal: TestPortal, customer: Credentials): Agent {
  let agent: Agent | undefined;
  beforeAll(async () => {
    agent = await signIn(portal.url, customer);
  });
  return readThrough(() => agent, `${customer.username}'s session`);
}
