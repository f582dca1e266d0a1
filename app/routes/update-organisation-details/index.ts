import { redirect } from 'react-router';

// spec 1 §2: the bare path redirects to /update-organisation-details/retrieve.
export function loader() {
  return redirect('/update-organisation-details/retrieve');
}
