import { redirect } from 'react-router';

// spec 2 §2: /accounts redirects to /accounts/list.
export function loader() {
  return redirect('/accounts/list');
}
