import { redirect } from 'react-router';

// spec 2 §2: /personal-details redirects to /personal-details/view.
export function loader() {
  return redirect('/personal-details/view');
}
