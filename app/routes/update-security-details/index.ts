import { redirect } from 'react-router';

// spec 1 §2: the bare path redirects to /update-security-details/retrieve.
export function loader() {
  return redirect('/update-security-details/retrieve');
}
