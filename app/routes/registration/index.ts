import { redirect } from 'react-router';
import type { Route } from './+types/index.ts';

// spec 1 §2: the bare path redirects to /registration/register (a registration link's token goes along).
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return redirect(`/registration/register${token ? `?token=${encodeURIComponent(token)}` : ''}`);
}
