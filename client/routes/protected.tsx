import { Outlet } from 'react-router';
import type { Route } from './+types/protected.ts';
import { app, requireSignedIn } from '../lib/route-helpers.server.ts';

/** Every page under this layout needs a signed-in customer (spec 1 §2 protected-route wrapper, spec 2 §6). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireSignedIn(app(context), request);
  },
];

export default function Protected() {
  return <Outlet />;
}
