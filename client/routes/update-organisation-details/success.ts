import { redirect } from 'react-router';

// spec 1 §2 lists /update-organisation-details/success, but the details are read-only (spec 1 §3): nothing is
// submitted, so there is nothing to confirm. The path exists and shows the details.
export function loader() {
  return redirect('/update-organisation-details/retrieve');
}
