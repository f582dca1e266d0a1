import { redirect } from 'react-router';

// spec 1 §2: the bare path redirects to /sign-in/step-1.
export function loader() {
  return redirect('/sign-in/step-1');
}
