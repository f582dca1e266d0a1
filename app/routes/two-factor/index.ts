import { redirect } from 'react-router';
import type { Route } from './+types/index.ts';
import { twoFactorLocation } from './challenge.server.ts';
import { app } from '../../lib/route-helpers.server.ts';

// /two-factor: the screen of the challenge in progress, or the start page when there is none.
export function loader({ context }: Route.LoaderArgs) {
  const state = app(context).session.twoFactor;
  return redirect(state ? twoFactorLocation(state) : '/');
}
