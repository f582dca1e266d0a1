import { expect } from '@jest/globals';
import { ConfigError, loadConfig } from '../../../server/config.ts';

// What the server configuration's tests share.

/** A secret as a deployment would make one (random: not a repeat, placeholder or the sandbox default). */
export const PROD_SECRET = 'k7Q2vX9mP4rT8wZ1bN6cJ3hF5dL0sG2aY9eU4iO7';

/** The ConfigError loadConfig throws for `env` (a test fails if it does not throw). */
export function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('loadConfig did not throw');
}
