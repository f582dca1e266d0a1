import { redirect } from 'react-router';

// spec 1 §2: the bare path redirects to /forgotten-username/retrieve.
export function loader() {
  return redirect('/forgotten-username/retrieve');
}
