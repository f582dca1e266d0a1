import type { TwoFactorStage } from '#shared/session/journey-state.ts';

/** The challenge screen of each stage. */
export const TWO_FACTOR_PATHS: Record<Exclude<TwoFactorStage, 'done'>, string> = {
  destination: '/two-factor/destination',
  code: '/two-factor/code',
  failed: '/two-factor/unsuccessful',
  'request-limit': '/two-factor/request-limit',
  unavailable: '/two-factor/unavailable',
  'expired-code': '/two-factor/expired',
  'expired-challenge': '/two-factor/expired',
  exceeded: '/two-factor/cancelled',
  unsupported: '/two-factor/unsupported',
};
