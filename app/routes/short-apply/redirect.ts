import { redirect } from 'react-router';
import { LIST_PATH } from './paths.ts';

// spec 3 §2: /short-apply (the menu's 'Apply' links to /short-apply/) redirects to /short-apply/index.
export function loader() {
  return redirect(LIST_PATH);
}
