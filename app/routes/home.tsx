import { redirect } from 'react-router';
import type { Route } from './+types/home.ts';
import { app } from '../lib/route-helpers.server.ts';

// spec 1 §2: / goes to /accounts when signed in, otherwise to the sign-in page.
export function loader({ context }: Route.LoaderArgs) {
  return redirect(app(context).session.auth ? '/accounts' : '/sign-in');
}
