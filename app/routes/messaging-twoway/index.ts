import { redirect } from 'react-router';

// spec 3 §2: the bare base redirects to the list.
export function loader() {
  return redirect('/messaging-twoway/view');
}
