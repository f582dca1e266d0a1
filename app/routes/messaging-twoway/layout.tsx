import { Outlet } from 'react-router';
import { GotAQuestion } from '../../components/got-a-question.tsx';
import { WithSidebar } from '../../components/with-sidebar.tsx';
import { useRootData } from '../../lib/root-data.ts';

/**
 * The messaging pages' frame (spec 3 §2: "A sidebar panel is shown on all these routes"): the page in two thirds, the 'Got a
 * question?' panel (reply within 2 working days, phone and hours) beside it, below it on a narrow screen.
 */
export default function MessagingLayout() {
  const { supportPhone } = useRootData();
  return (
    <WithSidebar sidebar={<GotAQuestion supportPhone={supportPhone} />}>
      <Outlet />
    </WithSidebar>
  );
}
