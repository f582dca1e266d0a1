import { redirect } from 'react-router';

// spec 2 §2: /services redirects to /services/index.
export function loader() {
  return redirect('/services/index');
}
